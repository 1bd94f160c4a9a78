import crypto from 'node:crypto'
import { createCookie, type LoaderFunctionArgs } from '@remix-run/node'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { webSessions } from '../../api/db/schema'
import { DEMO_PASSWORD, DEMO_RECRUITER_EMAIL, DEMO_TALENT_EMAIL } from '../../api/db/seed'
import { action as loginAction, loader as loginLoader } from '../../app/routes/login'
import { action as logoutAction, loader as logoutLoader } from '../../app/routes/logout'
import { loader as myRecruiterLoader } from '../../app/routes/_main.my-profile.recruiter'
import { loader as myTalentLoader } from '../../app/routes/_main.my-profile.talent'
import { action as talentSignupAction, loader as talentSignupLoader } from '../../app/routes/signup._index'
import { action as recruiterSignupAction } from '../../app/routes/signup.recruiter'
import { loader as welcomeLoader } from '../../app/routes/welcome'
import {
  getOptionalUser,
  LOGOUT_MESSAGE,
  requireAnonymous,
  requireUser,
  safeRedirect,
} from '../../app/services/auth.server'
import { getEnv } from '../../server/env.server'
import { getSessionStorage, SESSION_COOKIE_NAME } from '../../app/services/session.server'
import { getToast } from '../../app/services/toast.server'
import { cookieHeader, createTestWeb, settle, type TestWeb } from '../setup/web'

let web: TestWeb

beforeAll(async () => {
  web = await createTestWeb()
})
afterAll(() => web?.close())

const freshEmail = (label: string) => `${label}-${crypto.randomBytes(4).toString('hex')}@example.test`

/** The form result of an action that answered with data (a failed submission). */
function formResult(value: unknown): {
  status: number
  formErrors: string[]
  fieldErrors: Record<string, string[]>
  initial: Record<string, unknown>
} {
  if (!value || typeof value !== 'object' || !('data' in value) || !('init' in value)) {
    throw new Error(
      `expected data(), got ${value instanceof Response ? `a ${value.status} Response` : JSON.stringify(value)}`,
    )
  }
  const { data, init } = value as {
    data: { result: { error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> } }
    init: ResponseInit | null
  }
  const errors = data.result.error ?? {}
  const fieldErrors = Object.fromEntries(Object.entries(errors).filter(([key, v]) => key !== '' && v)) as Record<
    string,
    string[]
  >
  return {
    status: init?.status ?? 200,
    formErrors: errors[''] ?? [],
    fieldErrors,
    initial: data.result.initialValue ?? {},
  }
}

async function toastOf(response: Response) {
  return (await getToast(new Request('http://x/', { headers: { cookie: cookieHeader(response) } }))).toast
}

describe('guards', () => {
  it('getOptionalUser: null for a guest (no cookie, a forged cookie), the user once signed in', async () => {
    expect(await getOptionalUser(web.get('/'), web.context())).toBeNull()
    expect(await getOptionalUser(web.get('/', `${SESSION_COOKIE_NAME}=forged.value`), web.context())).toBeNull()
    const { cookie } = await web.signIn(DEMO_TALENT_EMAIL)
    const user = await getOptionalUser(web.get('/', cookie), web.context())
    expect(user).toMatchObject({ userType: 'talent', user: { email: DEMO_TALENT_EMAIL } })
  })

  it('requireUser sends a guest to /login with the page as redirectTo', async () => {
    const thrown = await settle(() => requireUser(web.get('/my-profile/talent?tab=1'), web.context()))
    expect(thrown).toBeInstanceOf(Response)
    const response = thrown as Response
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/login?redirectTo=%2Fmy-profile%2Ftalent%3Ftab%3D1')
  })

  it('requireAnonymous sends a signed-in user to /', async () => {
    const { cookie } = await web.signIn(DEMO_RECRUITER_EMAIL)
    const thrown = (await settle(() => requireAnonymous(web.get('/login', cookie), web.context()))) as Response
    expect(thrown.headers.get('location')).toBe('/')
    await expect(requireAnonymous(web.get('/login'), web.context())).resolves.toBeUndefined()
  })

  it.each([
    ['//evil.example', '/'],
    ['https://evil.example', '/'],
    ['/\\evil.example', '/'],
    ['/\t/evil.example', '/'],
    ['/%2F%2Fevil.example/../x', '/'],
    ['javascript:alert(1)', '/'],
    ['/my-profile/talent?x=1', '/my-profile/talent?x=1'],
  ])('safeRedirect(%j) → %j', (to, expected) => {
    expect(safeRedirect(to)).toBe(expected)
  })

  it('the signed-out-only pages redirect a signed-in user to / (login, welcome, the talent signup)', async () => {
    const { cookie } = await web.signIn(DEMO_TALENT_EMAIL)
    for (const [loader, path] of [
      [loginLoader, '/login'],
      [welcomeLoader, '/welcome'],
      [talentSignupLoader, '/signup'],
    ] as const) {
      const thrown = (await settle(() =>
        loader({ request: web.get(path, cookie), context: web.context(), params: {} }),
      )) as Response
      expect(thrown.headers.get('location'), path).toBe('/')
    }
  })

  it('the own-profile pages: guest → /login, the other user type → its own profile page', async () => {
    const talent = await web.signIn(DEMO_TALENT_EMAIL)
    const recruiter = await web.signIn(DEMO_RECRUITER_EMAIL)
    const run = (loader: (args: LoaderFunctionArgs) => Promise<unknown>, path: string, cookie?: string) =>
      settle(() => loader({ request: web.get(path, cookie), context: web.context(), params: {} }))

    expect(((await run(myTalentLoader, '/my-profile/talent')) as Response).headers.get('location')).toBe(
      '/login?redirectTo=%2Fmy-profile%2Ftalent',
    )
    expect(
      ((await run(myTalentLoader, '/my-profile/talent', recruiter.cookie)) as Response).headers.get('location'),
    ).toBe('/my-profile/recruiter')
    expect(
      ((await run(myRecruiterLoader, '/my-profile/recruiter', talent.cookie)) as Response).headers.get('location'),
    ).toBe('/my-profile/talent')
    const own = (await run(myTalentLoader, '/my-profile/talent', talent.cookie)) as {
      profile: { email: string; total_views: number }
    }
    expect(own.profile).toMatchObject({ email: DEMO_TALENT_EMAIL, total_views: expect.any(Number) })
    const ownRecruiter = (await run(myRecruiterLoader, '/my-profile/recruiter', recruiter.cookie)) as {
      profile: { email: string }
    }
    expect(ownRecruiter.profile.email).toBe(DEMO_RECRUITER_EMAIL)
  })
})

describe('sign-in', () => {
  it('signs in, sets an HttpOnly SameSite=Lax session cookie holding only a signed id, and goes to a local redirectTo', async () => {
    const response = (await loginAction({
      request: web.post('/login', {
        email: DEMO_TALENT_EMAIL,
        password: DEMO_PASSWORD,
        redirectTo: '/my-profile/talent',
      }),
      context: web.context(),
      params: {},
    })) as Response
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/my-profile/talent')
    const line = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE_NAME}=`))!
    expect(line).toMatch(/HttpOnly/i)
    expect(line).toMatch(/SameSite=Lax/i)
    expect(line).toMatch(/Path=\//)
    expect(line).toMatch(/Max-Age=2592000/)
    const value = decodeURIComponent(line.split(';')[0]!.split('=').slice(1).join('='))
    expect(value).not.toMatch(/eyJhbGciOi|accessToken|refreshToken/)
    const id = JSON.parse(Buffer.from(value.split('.')[0]!, 'base64').toString()) as string
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(await web.sessionStore.read(id)).toMatchObject({
      user: { USERID: expect.any(String), accessToken: expect.any(String) },
    })
  })

  it.each(['//evil.example', 'https://evil.example', '/\\evil.example'])(
    'ignores redirectTo=%j and goes to /',
    async (redirectTo) => {
      const response = (await loginAction({
        request: web.post('/login', { email: DEMO_RECRUITER_EMAIL, password: DEMO_PASSWORD, redirectTo }),
        context: web.context(),
        params: {},
      })) as Response
      expect(response.headers.get('location')).toBe('/')
    },
  )

  it('gives the session a new id on sign-in and ends the one the browser came with (no fixation)', async () => {
    const planted = await web.sessionStore.create({ planted: true }, new Date(Date.now() + 3600_000))
    const plantedCookie = await createCookie(SESSION_COOKIE_NAME, { secrets: getEnv().SESSION_SECRETS }).serialize(
      planted,
    )
    const signedIn = (await loginAction({
      request: web.post('/login', { email: DEMO_TALENT_EMAIL, password: DEMO_PASSWORD }, plantedCookie.split(';')[0]),
      context: web.context(),
      params: {},
    })) as Response
    const session = await getSessionStorage(web.context()).getSession(cookieHeader(signedIn))
    expect(session.id).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(session.id).not.toBe(planted)
    expect(await web.sessionStore.read(planted)).toBeNull()
  })

  it('sends a signed-in user who posts to /login home without signing anyone in', async () => {
    const { cookie } = await web.signIn(DEMO_TALENT_EMAIL)
    const thrown = (await settle(() =>
      loginAction({
        request: web.post('/login', { email: DEMO_RECRUITER_EMAIL, password: DEMO_PASSWORD }, cookie),
        context: web.context(),
        params: {},
      }),
    )) as Response
    expect(thrown.headers.get('location')).toBe('/')
    expect(thrown.headers.getSetCookie()).toEqual([])
  })

  it('answers an unknown email and a wrong password with the same 401 and message, keeping the email but not the password', async () => {
    const unknown = formResult(
      await loginAction({
        request: web.post('/login', { email: freshEmail('nobody'), password: 'whatever-123' }),
        context: web.context(),
        params: {},
      }),
    )
    const wrong = formResult(
      await loginAction({
        request: web.post('/login', { email: DEMO_TALENT_EMAIL, password: 'not-the-password' }),
        context: web.context(),
        params: {},
      }),
    )
    expect(unknown.status).toBe(401)
    expect(wrong.status).toBe(401)
    expect(unknown.formErrors).toEqual(['Invalid email or password.'])
    expect(wrong.formErrors).toEqual(unknown.formErrors)
    expect(wrong.initial.email).toBe(DEMO_TALENT_EMAIL)
    expect(wrong.initial.password).toBeUndefined()
  })

  it('shows field errors (400) for a malformed form without calling the API', async () => {
    web.resetCalls()
    const result = formResult(
      await loginAction({
        request: web.post('/login', { email: 'not-an-email', password: '' }),
        context: web.context(),
        params: {},
      }),
    )
    expect(result.status).toBe(400)
    expect(result.fieldErrors.email).toEqual(['Enter an email address like name@example.com'])
    expect(result.fieldErrors.password).toEqual(['Enter your password'])
    expect(result.initial.email).toBe('not-an-email')
    expect(web.count('/login')).toBe(0)
  })

  it("shows the API's throttle (429) in the form: the API counts sign-ins per account (ADR 015)", async () => {
    const message = 'Too many sign-in attempts. Try again in 8 seconds.'
    const throttled = () =>
      Promise.resolve(Response.json({ success: false, message }, { status: 429, headers: { 'retry-after': '8' } }))
    const result = formResult(
      await loginAction({
        request: web.post('/login', { email: DEMO_TALENT_EMAIL, password: 'wrong-password-1' }),
        context: web.context({ apiFetch: throttled }),
        params: {},
      }),
    )
    expect(result.status).toBe(429)
    expect(result.formErrors).toEqual([message])
  })

  it('refuses a sign-in over the per-IP limit with 429 and a clear message', async () => {
    const result = formResult(
      await loginAction({
        request: web.post('/login', { email: DEMO_TALENT_EMAIL, password: DEMO_PASSWORD }),
        context: web.context({ rateLimited: { retryAfterSeconds: 42 } }),
        params: {},
      }),
    )
    expect(result.status).toBe(429)
    expect(result.formErrors).toEqual(['Too many attempts from your network. Try again in 1 minute.'])
  })

  it('says "An unexpected error occurred." (503), not a 500, when the API cannot be reached', async () => {
    const result = formResult(
      await loginAction({
        request: web.post('/login', { email: freshEmail('down'), password: 'any-password' }),
        context: web.context({ apiFetch: () => Promise.reject(new Error('ECONNREFUSED')) }),
        params: {},
      }),
    )
    expect(result.status).toBe(503)
    expect(result.formErrors).toEqual(['An unexpected error occurred.'])
  })
})

describe('sign-up', () => {
  it('creates a talent, signs them in and opens their own profile', async () => {
    const email = freshEmail('talent')
    const response = (await talentSignupAction({
      request: web.post('/signup?index', {
        name: '  Riya   Sen ',
        email: email.toUpperCase(),
        password: 'long-enough-1',
        talentType: 'Dancer',
        gender: 'Female',
        birthDate: '2000-04-15',
        city: 'Pune',
      }),
      context: web.context(),
      params: {},
    })) as Response
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/my-profile/talent')
    const own = (await myTalentLoader({
      request: web.get('/my-profile/talent', cookieHeader(response)),
      context: web.context(),
      params: {},
    })) as { profile: { name: string; email: string; city: string; talentType: string } }
    expect(own.profile).toMatchObject({ name: 'Riya Sen', email, city: 'Pune', talentType: 'Dancer' })
  })

  it('creates a recruiter (company optional) and honours a local redirectTo', async () => {
    const response = (await recruiterSignupAction({
      request: web.post('/signup/recruiter', {
        name: 'Kabir Rao',
        email: freshEmail('recruiter'),
        password: 'long-enough-1',
        redirectTo: '/my-profile/recruiter',
      }),
      context: web.context(),
      params: {},
    })) as Response
    expect(response.headers.get('location')).toBe('/my-profile/recruiter')
    expect((await toastOf(response))?.message).toBe('Welcome to Castline, Kabir Rao! Your account is ready.')
  })

  it('shows every field error at once (400), keeping what was typed but not the password', async () => {
    const result = formResult(
      await talentSignupAction({
        request: web.post('/signup?index', {
          name: 'A',
          email: 'a@b',
          password: 'short',
          talentType: 'Juggler',
          birthDate: '2020-01-01',
          city: 'Atlantis',
        }),
        context: web.context(),
        params: {},
      }),
    )
    expect(result.status).toBe(400)
    expect(Object.keys(result.fieldErrors).sort()).toEqual(
      ['birthDate', 'city', 'email', 'gender', 'name', 'password', 'talentType'].sort(),
    )
    expect(result.fieldErrors.birthDate).toEqual(['You must be at least 13'])
    expect(result.initial).toMatchObject({ name: 'A', email: 'a@b', city: 'Atlantis' })
    expect(result.initial.password).toBeUndefined()
  })

  it('answers a taken email with the neutral refusal on the form, not on the email field (ADR 019)', async () => {
    const result = formResult(
      await recruiterSignupAction({
        request: web.post('/signup/recruiter', { name: 'Dup', email: DEMO_TALENT_EMAIL, password: 'long-enough-1' }),
        context: web.context(),
        params: {},
      }),
    )
    expect(result.status).toBe(400)
    expect(result.formErrors).toEqual([
      'We could not create an account with these details. If you already have an account, sign in instead.',
    ])
    expect(result.fieldErrors.email).toBeUndefined()
  })

  it('has no guard on /signup/recruiter: a signed-in user may create a recruiter account (their old session ends)', async () => {
    const talent = await web.signIn(DEMO_TALENT_EMAIL)
    const response = (await recruiterSignupAction({
      request: web.post(
        '/signup/recruiter',
        { name: 'Second Hat', email: freshEmail('hat'), password: 'long-enough-1' },
        talent.cookie,
      ),
      context: web.context(),
      params: {},
    })) as Response
    expect(response.headers.get('location')).toBe('/my-profile/recruiter')
    expect(await web.sessionStore.read(talent.sessionId)).toBeNull()
  })
})

describe('logout', () => {
  it('is POST only: GET goes home and changes nothing', async () => {
    const response = logoutLoader()
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/')
  })

  it('tells the API (userId), ends the session, and lands on /welcome with the toast', async () => {
    const { cookie, sessionId } = await web.signIn(DEMO_TALENT_EMAIL)
    const stored = await web.sessionStore.read(sessionId)
    const accessToken = (stored?.user as { accessToken: string }).accessToken
    web.resetCalls()

    const response = await logoutAction({
      request: web.post('/logout', {}, cookie),
      context: web.context(),
      params: {},
    })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/welcome?loggedOut=1')
    expect(web.count('/app-user-authentication/logout', 'POST')).toBe(1)
    expect(await web.sessionStore.read(sessionId)).toBeNull()
    expect(response.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE_NAME}=;`))).toBe(true)
    expect((await toastOf(response))?.message).toBe(LOGOUT_MESSAGE)
    expect(LOGOUT_MESSAGE).toBe('Logout successful! See you again soon 😊')

    // The API no longer accepts the session's access token.
    const probe = await web.api.call('GET', '/get-my-talent-profile', { token: accessToken })
    expect(probe.status).toBe(401)
  })
})

describe('session timeouts', () => {
  const DAY = 24 * 60 * 60 * 1000
  const expiryOf = async (sessionId: string) => {
    const [row] = await web.db
      .select({ expiresAt: webSessions.expiresAt })
      .from(webSessions)
      .where(eq(webSessions.id, sessionId))
    return row?.expiresAt.getTime() ?? null
  }

  it('a sign-in expires after 7 idle days', async () => {
    const { sessionId } = await web.signIn(DEMO_TALENT_EMAIL)
    expect((await expiryOf(sessionId))! - Date.now()).toBeGreaterThan(7 * DAY - 60_000)
    expect((await expiryOf(sessionId))! - Date.now()).toBeLessThanOrEqual(7 * DAY)
  })

  it('use moves the idle deadline (at most hourly), never past 30 days after sign-in', async () => {
    const { cookie, sessionId } = await web.signIn(DEMO_TALENT_EMAIL)
    const now = Date.now()
    // Last used two hours ago, signed in 29 days ago: the next page view extends it to the absolute limit.
    await web.sessionStore.patch(
      sessionId,
      { touchedAt: now - 2 * 3600_000, signedInAt: now - 29 * DAY },
      new Date(now + 3600_000),
    )
    expect(await getOptionalUser(web.get('/', cookie), web.context())).not.toBeNull()
    expect(Math.abs((await expiryOf(sessionId))! - (now + DAY))).toBeLessThan(60_000)

    // Used a minute ago: no write.
    await web.sessionStore.patch(sessionId, { touchedAt: now - 60_000, signedInAt: now }, new Date(now + 3 * DAY))
    await getOptionalUser(web.get('/', cookie), web.context())
    expect(await expiryOf(sessionId)).toBe(now + 3 * DAY)

    // Used two hours ago, signed in today: 7 days from now.
    await web.sessionStore.patch(sessionId, { touchedAt: now - 2 * 3600_000, signedInAt: now }, new Date(now + 3 * DAY))
    await getOptionalUser(web.get('/', cookie), web.context())
    expect(Math.abs((await expiryOf(sessionId))! - (now + 7 * DAY))).toBeLessThan(60_000)
  })

  it('an expired session is a guest', async () => {
    const { cookie, sessionId } = await web.signIn(DEMO_TALENT_EMAIL)
    await web.db
      .update(webSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(webSessions.id, sessionId))
    expect(await getOptionalUser(web.get('/', cookie), web.context())).toBeNull()
  })
})
