import crypto from 'node:crypto'
import { eq, isNull, sql } from 'drizzle-orm'
import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../../api/auth/tokens'
import { DEMO_PASSWORD, DEMO_RECRUITER_EMAIL, DEMO_TALENT_EMAIL } from '../../api/db/seed'
import { recruiterProfiles, refreshTokens, talentProfiles, users } from '../../api/db/schema'
import { avatarUrl } from '../../api/media/avatar'
import { ageGroupOf } from '../../api/vocabulary'
import { createTestApi, TEST_JWT_SECRET, type TestApi } from '../setup/api'

const AUTH = '/app-user-authentication'
const INVALID_CREDENTIALS = 'Invalid email or password.'
/** ADR 019: a registered email is never named as such. */
const SIGNUP_REFUSED =
  'We could not create an account with these details. If you already have an account, sign in instead.'

let api: TestApi

beforeAll(async () => {
  api = await createTestApi({ talents: 20 })
})
afterAll(() => api?.close())

let emailCounter = 0
/** A fresh address per test, so tests do not depend on each other's accounts. */
function freshEmail(label: string): string {
  emailCounter += 1
  return `${label}-${emailCounter}-${crypto.randomBytes(3).toString('hex')}@example.test`
}

/** YYYY-MM-DD of the day `years` years before today (UTC); 29 February falls back to the 28th. */
function yearsAgo(years: number, extraDays = 0): string {
  const now = new Date()
  const year = now.getUTCFullYear() - years
  const lastDayOfMonth = new Date(Date.UTC(year, now.getUTCMonth() + 1, 0)).getUTCDate()
  const day = new Date(Date.UTC(year, now.getUTCMonth(), Math.min(now.getUTCDate(), lastDayOfMonth) + extraDays))
  return day.toISOString().slice(0, 10)
}

function talentBody(overrides: Record<string, unknown> = {}) {
  return {
    email: freshEmail('talent'),
    password: 'correct-horse-battery',
    name: 'Ishaan Verma',
    userType: 'talent',
    talentType: 'Dancer',
    gender: 'Male',
    birthDate: yearsAgo(24, -30),
    city: 'Pune',
    ...overrides,
  }
}

function recruiterBody(overrides: Record<string, unknown> = {}) {
  return {
    email: freshEmail('recruiter'),
    password: 'casting-call-2024',
    name: 'Meera Nair',
    userType: 'recruiter',
    company: 'Blue Door Films',
    ...overrides,
  }
}

const signup = (body: unknown) => api.call('POST', `${AUTH}/signup`, { body })
const login = (email: string, password: string) => api.call('POST', `${AUTH}/login`, { body: { email, password } })
const refresh = (refreshToken: string) => api.call('POST', `${AUTH}/refresh-token`, { body: { refreshToken } })
const logout = (token: string, userId: string) => api.call('POST', `${AUTH}/logout`, { token, body: { userId } })

/**
 * Whether a protected call accepts the token, without side effects: logging out someone else is
 * refused with 403 once the token is accepted, and with 401 when it is not.
 */
async function tokenAccepted(token: string): Promise<boolean> {
  const { status } = await logout(token, 'SOMEONE_ELSE')
  if (status !== 403 && status !== 401) throw new Error(`unexpected status ${status} from the probe`)
  return status === 403
}

/** What no answer of the API may contain. */
function expectNoLeak(body: unknown) {
  const text = JSON.stringify(body)
  expect(text).not.toMatch(/scrypt\$/)
  expect(text).not.toMatch(/passwordHash|password_hash/i)
  expect(text).not.toMatch(/\n\s+at |\.ts:\d+|node_modules/)
}

async function postRaw(path: string, body: BodyInit | undefined, headers: Record<string, string>) {
  const response = await api.app.request(`/api/v1${AUTH}${path}`, { method: 'POST', headers, body })
  return { status: response.status, body: (await response.json()) as { success: boolean; message: string } }
}

describe('POST /app-user-authentication/signup', () => {
  it('creates a talent with a profile and signs it in', async () => {
    const input = talentBody({ email: '  New.Talent@Example.TEST ', name: '  Ishaan   Verma ', city: 'bombay' })
    const { status, body, headers } = await signup(input)
    expect(status).toBe(201)
    expect(headers.get('cache-control')).toBe('no-store')
    expect(body).toEqual({
      success: true,
      message: 'Account created',
      accessToken: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      refreshToken: expect.stringMatching(/^[\w-]{20,}$/),
      expiresIn: 3600,
      user: { USERID: expect.any(String), email: 'new.talent@example.test', name: 'Ishaan Verma', userType: 'talent' },
    })
    const USERID: string = body.user.USERID
    expect(USERID).toMatch(/^T[0-9A-Z]{10}$/)
    expect(USERID).not.toMatch(/^TAL[0-9]{6,9}$/)

    const [row] = await api.db
      .select({
        email: users.email,
        userType: users.userType,
        passwordHash: users.passwordHash,
        displayName: talentProfiles.displayName,
        slug: talentProfiles.slug,
        talentType: talentProfiles.talentType,
        gender: talentProfiles.gender,
        birthDate: talentProfiles.birthDate,
        city: talentProfiles.city,
        photo: talentProfiles.photo,
      })
      .from(users)
      .innerJoin(talentProfiles, eq(talentProfiles.userId, users.id))
      .where(eq(users.userId, USERID))
    expect(row).toMatchObject({
      email: 'new.talent@example.test',
      userType: 'talent',
      displayName: 'Ishaan Verma',
      talentType: 'Dancer',
      gender: 'Male',
      birthDate: input.birthDate,
      city: 'Mumbai',
      photo: avatarUrl(USERID, { gender: 'Male', ageGroup: ageGroupOf(input.birthDate) }),
    })
    expect(row?.slug).toMatch(/^ishaan-verma-[0-9a-z]{6}$/)
    expect(row?.passwordHash).toMatch(/^scrypt\$/)
    expect(row?.passwordHash).not.toContain(input.password)
    expect(await tokenAccepted(body.accessToken)).toBe(true)
  })

  it('stores optional talent fields, de-duplicated', async () => {
    const { status, body } = await signup(
      talentBody({
        bio: ' Contemporary and Bharatanatyam.\r\nTrained in Chennai. ',
        projectTypes: ['Music Video', 'Theatre', 'Music Video'],
        languages: ['Hindi', 'English'],
        skills: ['Contemporary', 'Bharatanatyam', 'Contemporary'],
      }),
    )
    expect(status).toBe(201)
    const [row] = await api.db
      .select({ bio: talentProfiles.bio, projectTypes: talentProfiles.projectTypes, skills: talentProfiles.skills })
      .from(talentProfiles)
      .innerJoin(users, eq(users.id, talentProfiles.userId))
      .where(eq(users.userId, body.user.USERID))
    expect(row).toEqual({
      bio: 'Contemporary and Bharatanatyam.\nTrained in Chennai.',
      projectTypes: ['Music Video', 'Theatre'],
      skills: ['Contemporary', 'Bharatanatyam'],
    })
  })

  it('creates a recruiter with a profile', async () => {
    const input = recruiterBody()
    const { status, body } = await signup(input)
    expect(status).toBe(201)
    expect(body.user).toEqual({
      USERID: expect.stringMatching(/^R[0-9A-Z]{10}$/),
      email: input.email,
      name: 'Meera Nair',
      userType: 'recruiter',
    })
    expect(body.user.USERID).not.toMatch(/^REC[0-9]{6,9}$/)
    const [row] = await api.db
      .select({ userType: users.userType, company: recruiterProfiles.company, name: recruiterProfiles.displayName })
      .from(users)
      .innerJoin(recruiterProfiles, eq(recruiterProfiles.userId, users.id))
      .where(eq(users.userId, body.user.USERID))
    expect(row).toEqual({ userType: 'recruiter', company: 'Blue Door Films', name: 'Meera Nair' })
    const talentRows = await api.db
      .select({ id: talentProfiles.id })
      .from(talentProfiles)
      .innerJoin(users, eq(users.id, talentProfiles.userId))
      .where(eq(users.userId, body.user.USERID))
    expect(talentRows).toEqual([])
  })

  it('lets both user types sign in after signing up, whatever the case of the email', async () => {
    for (const input of [talentBody(), recruiterBody({ company: undefined })]) {
      const created = await signup(input)
      expect(created.status).toBe(201)
      const { status, body } = await login(input.email.toUpperCase(), input.password)
      expect(status).toBe(200)
      expect(body).toMatchObject({ success: true, message: 'Login successful', user: created.body.user })
      expect(body.accessToken).not.toBe(created.body.accessToken)
    }
  })

  it('refuses an email already taken, in any case, with the neutral 400', async () => {
    const input = talentBody()
    expect((await signup(input)).status).toBe(201)
    const again = await signup(recruiterBody({ email: input.email.toUpperCase() }))
    expect(again).toMatchObject({ status: 400, body: { success: false, message: SIGNUP_REFUSED } })
    const demo = await signup(recruiterBody({ email: 'Talent@Demo.Test' }))
    expect(demo).toMatchObject({ status: 400, body: { success: false, message: SIGNUP_REFUSED } })
    const [count] = await api.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(sql`lower(${users.email}) = ${input.email}`)
    expect(count?.n).toBe(1)
  })

  it('lets only one of two simultaneous signups with the same email win', async () => {
    const email = freshEmail('race')
    const results = await Promise.all([signup(talentBody({ email })), signup(recruiterBody({ email }))])
    expect(results.map((r) => r.status).sort()).toEqual([201, 400])
    expect(results.find((r) => r.status === 400)?.body.message).toBe(SIGNUP_REFUSED)
  })

  it('accepts someone who turns 13 today and refuses someone a day younger', async () => {
    expect((await signup(talentBody({ birthDate: yearsAgo(13) }))).status).toBe(201)
    const younger = await signup(talentBody({ birthDate: yearsAgo(13, 1) }))
    expect(younger.status).toBe(400)
    expect(younger.body.message).toContain('birthDate: must make you at least 13 years old')
  })

  it.each([
    ['a missing email', { email: undefined }, 'email: is required'],
    ['an invalid email', { email: 'not-an-email' }, 'email: must be a valid email address'],
    ['an email over 254 characters', { email: `${'a'.repeat(250)}@example.test` }, 'email: must be at most 254'],
    ['a short password', { password: 'short' }, 'password: must be at least 8 characters'],
    ['a password over 128 characters', { password: 'p'.repeat(129) }, 'password: must be at most 128'],
    ['a password of spaces', { password: '          ' }, 'password: must not be only spaces'],
    ['a one-letter name', { name: ' A ' }, 'name: must be at least 2 characters'],
    ['a name over 80 characters', { name: 'N'.repeat(81) }, 'name: must be at most 80 characters'],
    ['a name with a NUL', { name: 'Ishaan\u0000Verma' }, 'name: must not contain control characters'],
    ['an unknown userType', { userType: 'admin' }, "userType: must be 'talent' or 'recruiter'"],
    ['a missing userType', { userType: undefined }, 'userType'],
    ['a missing talentType', { talentType: undefined }, 'talentType: is required'],
    ['an unknown talentType', { talentType: 'Juggler' }, 'talentType: must be one of: Actor, Model'],
    ['an unknown gender', { gender: 'Robot' }, 'gender: must be one of: Male, Female, Non-binary'],
    ['a missing birthDate', { birthDate: undefined }, 'birthDate: is required'],
    ['a birthDate in another format', { birthDate: '15/04/2000' }, 'birthDate: must be a date as YYYY-MM-DD'],
    ['a birthDate that does not exist', { birthDate: '2001-02-29' }, 'birthDate: is not a real date'],
    ['a birthDate in the future', { birthDate: yearsAgo(-1) }, 'birthDate: must make you at least 13'],
    ['a birthDate over 100 years ago', { birthDate: yearsAgo(101) }, 'birthDate: must make you at most 100 years old'],
    ['an unknown city', { city: 'Atlantis' }, 'city: must be a listed city'],
    ['a city that is not a string', { city: 42 }, 'city: must be a string'],
    ['an unknown project type', { projectTypes: ['Opera'] }, 'projectTypes.0: must be one of'],
    ['too many skills', { skills: Array.from({ length: 21 }, (_, i) => `skill ${i}`) }, 'skills: must list at most 20'],
  ])('refuses a talent signup with %s (400 naming the field)', async (_label, overrides, expected) => {
    const { status, body } = await signup(talentBody(overrides))
    expect(status).toBe(400)
    expect(body).toEqual({ success: false, message: expect.stringContaining(expected) })
  })

  it('refuses a recruiter company over 120 characters', async () => {
    const { status, body } = await signup(recruiterBody({ company: 'C'.repeat(121) }))
    expect(status).toBe(400)
    expect(body.message).toContain('company: must be at most 120 characters')
  })

  it('creates no user when the input is refused', async () => {
    const email = freshEmail('refused')
    expect((await signup(talentBody({ email, city: 'Atlantis' }))).status).toBe(400)
    const rows = await api.db.select({ id: users.id }).from(users).where(eq(users.email, email))
    expect(rows).toEqual([])
  })
})

describe('request bodies', () => {
  it('refuses malformed JSON with 400, not 500', async () => {
    const { status, body } = await postRaw('/login', '{"email": "talent@demo.test",', {
      'content-type': 'application/json',
    })
    expect(status).toBe(400)
    expect(body).toEqual({ success: false, message: expect.stringContaining('not valid JSON') })
  })

  it('refuses a body that is not declared as JSON', async () => {
    const form = new URLSearchParams({ email: DEMO_TALENT_EMAIL, password: DEMO_PASSWORD }).toString()
    const { status, body } = await postRaw('/login', form, { 'content-type': 'application/x-www-form-urlencoded' })
    expect(status).toBe(400)
    expect(body.message).toContain('must be JSON (Content-Type: application/json)')
  })

  it('refuses a missing body', async () => {
    const { status, body } = await postRaw('/refresh-token', undefined, {})
    expect(status).toBe(400)
    expect(body.message).toContain('must be JSON')
  })

  it.each([['[]'], ['null'], ['"text"'], ['42']])('refuses the JSON value %s as a body', async (raw) => {
    const { status, body } = await postRaw('/signup', raw, { 'content-type': 'application/json' })
    expect(status).toBe(400)
    expect(body.message).toContain('must be a JSON object')
  })

  it('refuses a body over 16 KB with 400 naming the size', async () => {
    const big = JSON.stringify(talentBody({ bio: 'x'.repeat(17 * 1024) }))
    const { status, body } = await postRaw('/signup', big, { 'content-type': 'application/json' })
    expect(status).toBe(400)
    expect(body.message).toContain('too large: at most 16 KB')
  })

  it('accepts a body just under 16 KB as far as the size goes', async () => {
    // 15 KB of bio passes the size limit and then meets the field rule (at most 1000 characters).
    const { status, body } = await signup(talentBody({ bio: 'x'.repeat(15 * 1024) }))
    expect(status).toBe(400)
    expect(body.message).toContain('bio: must be at most 1000 characters')
  })

  it('accepts JSON with a charset parameter', async () => {
    const raw = JSON.stringify({ email: DEMO_RECRUITER_EMAIL, password: DEMO_PASSWORD })
    const { status } = await postRaw('/login', raw, { 'content-type': 'application/json; charset=utf-8' })
    expect(status).toBe(200)
  })
})

describe('POST /app-user-authentication/login', () => {
  it('signs in the demo talent and recruiter', async () => {
    const talent = await login(DEMO_TALENT_EMAIL, DEMO_PASSWORD)
    expect(talent.status).toBe(200)
    expect(talent.headers.get('cache-control')).toBe('no-store')
    expect(talent.body).toEqual({
      success: true,
      message: 'Login successful',
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      expiresIn: 3600,
      user: { USERID: 'TAL000000', email: DEMO_TALENT_EMAIL, name: 'Aanya Kapoor', userType: 'talent' },
    })
    const recruiter = await login(` ${DEMO_RECRUITER_EMAIL.toUpperCase()} `, DEMO_PASSWORD)
    expect(recruiter.status).toBe(200)
    expect(recruiter.body.user).toEqual({
      USERID: 'REC000000',
      email: DEMO_RECRUITER_EMAIL,
      name: 'Rhea Malhotra',
      userType: 'recruiter',
    })
    expect(await tokenAccepted(recruiter.body.accessToken)).toBe(true)
  })

  it('gives the same 401 for an unknown email and a wrong password', async () => {
    const wrongPassword = await login(DEMO_TALENT_EMAIL, 'not-the-password')
    const unknownEmail = await login('nobody-here@example.test', 'not-the-password')
    expect(wrongPassword.status).toBe(401)
    expect(wrongPassword.body).toEqual({ success: false, message: INVALID_CREDENTIALS })
    expect(unknownEmail.status).toBe(401)
    expect(unknownEmail.body).toEqual(wrongPassword.body)
  })

  it('takes about as long for an unknown email as for a wrong password', async () => {
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0
    const time = async (email: string) => {
      const started = performance.now()
      expect((await login(email, 'not-the-password')).status).toBe(401)
      return performance.now() - started
    }
    const known: number[] = []
    const unknown: number[] = []
    for (let i = 0; i < 5; i++) {
      known.push(await time(DEMO_TALENT_EMAIL))
      unknown.push(await time(`ghost-${i}@example.test`))
    }
    // Without a dummy hash an unknown email answers in ~1 ms against ~50 ms for scrypt.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.4)
  })

  it('refuses a seeded talent that has no password', async () => {
    const [seeded] = await api.db.select({ email: users.email }).from(users).where(isNull(users.passwordHash)).limit(1)
    expect(seeded?.email).toMatch(/@seed\.castline\.test$/)
    const { status, body } = await login(seeded?.email ?? '', DEMO_PASSWORD)
    expect(status).toBe(401)
    expect(body).toEqual({ success: false, message: INVALID_CREDENTIALS })
  })

  it.each([
    [{ password: DEMO_PASSWORD }, 'email: is required'],
    [{ email: 'nope', password: DEMO_PASSWORD }, 'email: must be a valid email address'],
    [{ email: DEMO_TALENT_EMAIL }, 'password: is required'],
    [{ email: DEMO_TALENT_EMAIL, password: '' }, 'password: is required'],
    [{ email: DEMO_TALENT_EMAIL, password: 'p'.repeat(129) }, 'password: must be at most 128'],
    [{ email: DEMO_TALENT_EMAIL, password: 12345678 }, 'password: must be a string'],
  ])('refuses %j with 400 naming the field', async (body, expected) => {
    const response = await api.call('POST', `${AUTH}/login`, { body })
    expect(response.status).toBe(400)
    expect(response.body).toEqual({ success: false, message: expect.stringContaining(expected) })
  })
})

describe('POST /app-user-authentication/refresh-token', () => {
  it('rotates: a new pair for the old refresh token, which is then spent', async () => {
    const first = await api.loginRecruiter()
    const { status, body, headers } = await refresh(first.refreshToken)
    expect(status).toBe(200)
    expect(headers.get('cache-control')).toBe('no-store')
    expect(body).toEqual({
      success: true,
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      expiresIn: 3600,
    })
    expect(body.refreshToken).not.toBe(first.refreshToken)
    expect(body.accessToken).not.toBe(first.accessToken)
    expect(await tokenAccepted(body.accessToken)).toBe(true)
    // The next rotation works from the new token.
    const next = await refresh(body.refreshToken)
    expect(next.status).toBe(200)
    expect(await tokenAccepted(next.body.accessToken)).toBe(true)
  })

  it('treats reuse of a spent refresh token as theft and ends the whole sign-in', async () => {
    const first = await api.loginTalent()
    const rotated = await refresh(first.refreshToken)
    expect(rotated.status).toBe(200)
    expect(await tokenAccepted(rotated.body.accessToken)).toBe(true)

    const reused = await refresh(first.refreshToken)
    expect(reused.status).toBe(401)
    expect(reused.body).toEqual({ success: false, message: expect.any(String) })

    expect((await refresh(rotated.body.refreshToken)).status).toBe(401)
    expect(await tokenAccepted(rotated.body.accessToken)).toBe(false)
    expect(await tokenAccepted(first.accessToken)).toBe(false)
  })

  it('leaves other sign-ins of the same user alone when one family is revoked', async () => {
    const other = await api.loginTalent()
    const victim = await api.loginTalent()
    await refresh(victim.refreshToken)
    expect((await refresh(victim.refreshToken)).status).toBe(401)
    expect(await tokenAccepted(other.accessToken)).toBe(true)
    expect((await refresh(other.refreshToken)).status).toBe(200)
  })

  it('refuses an unknown refresh token with 401', async () => {
    const { status, body } = await refresh(crypto.randomBytes(32).toString('base64url'))
    expect(status).toBe(401)
    expect(body.success).toBe(false)
  })

  it('refuses an expired refresh token with 401', async () => {
    const session = await api.loginRecruiter()
    const hash = crypto.createHash('sha256').update(session.refreshToken).digest('base64url')
    await api.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.tokenHash, hash))
    expect((await refresh(session.refreshToken)).status).toBe(401)
  })

  it.each([
    [{}, 'refreshToken: is required'],
    [{ refreshToken: 42 }, 'refreshToken: must be a string'],
    [{ refreshToken: "' OR 1=1 --" }, 'refreshToken: must be a refresh token as issued'],
    [{ refreshToken: 'a'.repeat(257) }, 'refreshToken: must be a refresh token as issued'],
  ])('refuses %j with 400 naming the field', async (body, expected) => {
    const response = await api.call('POST', `${AUTH}/refresh-token`, { body })
    expect(response.status).toBe(400)
    expect(response.body.message).toContain(expected)
  })
})

describe('POST /app-user-authentication/logout', () => {
  it('ends the sign-in: its access and refresh tokens are refused afterwards', async () => {
    const session = await api.loginRecruiter()
    const { status, body, headers } = await logout(session.accessToken, session.user.USERID)
    expect(status).toBe(200)
    expect(headers.get('cache-control')).toBe('no-store')
    expect(body).toEqual({ success: true, message: 'Logged out' })
    expect(await tokenAccepted(session.accessToken)).toBe(false)
    expect((await refresh(session.refreshToken)).status).toBe(401)
    expect((await logout(session.accessToken, session.user.USERID)).status).toBe(401)
  })

  it('ends only that sign-in, not the same user elsewhere', async () => {
    const phone = await api.loginTalent()
    const laptop = await api.loginTalent()
    expect((await logout(laptop.accessToken, laptop.user.USERID)).status).toBe(200)
    expect(await tokenAccepted(phone.accessToken)).toBe(true)
    expect((await refresh(phone.refreshToken)).status).toBe(200)
  })

  it("refuses to log out another user's account with 403 and leaves the caller signed in", async () => {
    const recruiter = await api.loginRecruiter()
    const talent = await api.loginTalent()
    const { status, body } = await logout(recruiter.accessToken, talent.user.USERID)
    expect(status).toBe(403)
    expect(body).toEqual({ success: false, message: 'You can only log out your own account.' })
    expect(await tokenAccepted(recruiter.accessToken)).toBe(true)
    expect(await tokenAccepted(talent.accessToken)).toBe(true)
  })

  it('refuses a call without a token with 401', async () => {
    const { status, body } = await api.call('POST', `${AUTH}/logout`, { body: { userId: 'TAL000000' } })
    expect(status).toBe(401)
    expect(body).toEqual({ success: false, message: expect.stringContaining('bearer token') })
  })

  it.each([
    [{}, 'userId: is required'],
    [{ userId: 7 }, 'userId: must be a string'],
    [{ userId: "TAL' OR '1'='1" }, 'userId: must be a USERID'],
  ])('refuses %j with 400 naming the field', async (body, expected) => {
    const session = await api.loginRecruiter()
    const response = await api.call('POST', `${AUTH}/logout`, { token: session.accessToken, body })
    expect(response.status).toBe(400)
    expect(response.body.message).toContain(expected)
    expect(await tokenAccepted(session.accessToken)).toBe(true)
  })
})

describe('access tokens the API must refuse', () => {
  const secret = new TextEncoder().encode(TEST_JWT_SECRET)
  const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const now = () => Math.floor(Date.now() / 1000)
  let USERID: string
  let familyId: string

  beforeAll(async () => {
    const session = await api.loginRecruiter()
    USERID = session.user.USERID
    const payload = JSON.parse(Buffer.from(session.accessToken.split('.')[1] ?? '', 'base64url').toString())
    familyId = payload.fam
    expect(familyId).toMatch(/^[0-9a-f-]{36}$/)
  })

  function sign(
    claims: Record<string, unknown>,
    { key = secret, audience = TOKEN_AUDIENCE, issuer = TOKEN_ISSUER, expires = now() + 600 } = {},
  ) {
    return new SignJWT({ typ: 'recruiter', sub: USERID, fam: familyId, ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setAudience(audience)
      .setIssuer(issuer)
      .setIssuedAt(now() - 60)
      .setExpirationTime(expires)
      .sign(key)
  }

  it('accepts a token built the same way with the right key (so the refusals below are meaningful)', async () => {
    expect(await tokenAccepted(await sign({}))).toBe(true)
  })

  it.each([
    [
      'alg none',
      async () =>
        `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({
          sub: USERID,
          aud: TOKEN_AUDIENCE,
          iss: TOKEN_ISSUER,
          iat: now(),
          exp: now() + 600,
          fam: familyId,
        })}.`,
    ],
    ['a wrong secret', () => sign({}, { key: new TextEncoder().encode('another-secret-entirely-0123456789') })],
    ['an expired token', () => sign({}, { expires: now() - 10 })],
    ['a wrong audience', () => sign({}, { audience: 'someone-else' })],
    ['a wrong issuer', () => sign({}, { issuer: 'evil' })],
    ['no family claim', () => sign({ fam: undefined })],
    ['a family that is not a uuid', () => sign({ fam: "x' OR '1'='1" })],
    ['a numeric family', () => sign({ fam: 12345 })],
    ['an unknown user', () => sign({ sub: 'RNOSUCHUSER0' })],
    ['a numeric subject', () => sign({ sub: 12345 })],
    ['a subject with a NUL byte', () => sign({ sub: 'REC000000\u0000' })],
    ['garbage', async () => 'not.a.jwt'],
  ])('refuses %s with 401, never 500', async (_label, build) => {
    const token = await build()
    const { status, body } = await logout(token, USERID)
    expect(status).toBe(401)
    expect(body).toEqual({ success: false, message: expect.any(String) })
    expectNoLeak(body)
  })

  it('refuses a token whose family was revoked even with a valid signature', async () => {
    const session = await api.loginTalent()
    const payload = JSON.parse(Buffer.from(session.accessToken.split('.')[1] ?? '', 'base64url').toString())
    expect((await logout(session.accessToken, session.user.USERID)).status).toBe(200)
    const forged = await new SignJWT({ typ: 'talent', fam: payload.fam })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(session.user.USERID)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuer(TOKEN_ISSUER)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(secret)
    expect(await tokenAccepted(forged)).toBe(false)
  })
})

describe('what the auth calls publish and leak', () => {
  it('lists the four calls in the OpenAPI document, logout behind a bearer token', async () => {
    const { body } = await api.call('GET', '/openapi.json')
    for (const call of ['signup', 'login', 'refresh-token', 'logout']) {
      expect(body.paths[`/api/v1${AUTH}/${call}`]?.post).toBeDefined()
    }
    expect(body.paths[`/api/v1${AUTH}/login`].post.security).toEqual([])
    expect(body.paths[`/api/v1${AUTH}/logout`].post.security).toBeUndefined()
    expect(body.security).toEqual([{ bearerAuth: [] }])
  })

  it('never returns a password hash or a stack trace', async () => {
    const input = talentBody()
    const answers = [
      await signup(input),
      await signup(input),
      await login(input.email, input.password),
      await login(input.email, 'wrong-password'),
      await signup({ ...input, email: 'bad' }),
      await postRaw('/login', '{', { 'content-type': 'application/json' }),
    ]
    // The second sign-up is the owner's (the same password): signed in to the account (ADR 019).
    expect(answers.map((a) => a.status)).toEqual([201, 200, 200, 401, 400, 400])
    for (const answer of answers) expectNoLeak(answer.body)
  })
})
