import crypto from 'node:crypto'
import { SignJWT } from 'jose'
import { z } from 'zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../../api/auth/tokens'
import { DEMO_TALENT_EMAIL } from '../../api/db/seed'
import { loader as myTalentLoader } from '../../app/routes/_main.my-profile.talent'
import { TOKEN_REFRESH_SECONDS } from '../../app/constants'
import { createUserApiClient, refreshSessionTokens, SESSION_EXPIRED_MESSAGE } from '../../app/services/api.server'
import { getOptionalUser } from '../../app/services/auth.server'
import { readStoredUser, SESSION_COOKIE_NAME } from '../../app/services/session.server'
import { getToast } from '../../app/services/toast.server'
import { TEST_JWT_SECRET } from '../setup/api'
import { cookieHeader, createTestWeb, settle, type TestWeb } from '../setup/web'

let web: TestWeb

beforeAll(async () => {
  web = await createTestWeb()
})
afterAll(() => web?.close())

const REFRESH = '/app-user-authentication/refresh-token'
const LOGOUT = '/app-user-authentication/logout'
const PROFILE = '/get-my-talent-profile'

/** A signed-in talent whose access token is `age` seconds old (by the session's own clock). */
async function talentSession({ age = 0 }: { age?: number } = {}) {
  const signedIn = await web.signIn(DEMO_TALENT_EMAIL)
  if (age) await web.editSessionUser(signedIn.sessionId, () => ({ tokenIssuedAt: Date.now() - age * 1000 }))
  return signedIn
}

/** A correctly signed access token for the user that expired an hour ago: the API answers it with 401. */
async function expiredAccessToken(USERID: string) {
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT({ typ: 'talent', fam: crypto.randomUUID() })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(USERID)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuer(TOKEN_ISSUER)
    .setIssuedAt(now - 2 * 3600)
    .setExpirationTime(now - 3600)
    .sign(new TextEncoder().encode(TEST_JWT_SECRET))
}

const loadProfile = (cookie: string) =>
  settle(() => myTalentLoader({ request: web.get('/my-profile/talent', cookie), context: web.context(), params: {} }))

function isProfile(value: unknown): boolean {
  return z.object({ profile: z.object({ email: z.literal(DEMO_TALENT_EMAIL) }) }).safeParse(value).success
}

describe('token refresh', () => {
  it(`20 concurrent page loads with a token ≥ ${TOKEN_REFRESH_SECONDS} s old: exactly one refresh, 20 successes`, async () => {
    const { cookie, sessionId } = await talentSession({ age: TOKEN_REFRESH_SECONDS + 60 })
    const before = (await readStoredUser(web.context(), sessionId))!
    web.resetCalls()

    const results = await Promise.all(Array.from({ length: 20 }, () => loadProfile(cookie)))

    expect(web.count(REFRESH, 'POST')).toBe(1)
    expect(results.filter(isProfile)).toHaveLength(20)
    expect(web.count(PROFILE, 'GET')).toBe(20)
    const after = (await readStoredUser(web.context(), sessionId))!
    expect(after.accessToken).not.toBe(before.accessToken)
    expect(after.refreshToken).not.toBe(before.refreshToken)
    expect(Date.now() - after.tokenIssuedAt).toBeLessThan(60_000)
    // The spent refresh token is worthless now: the session holds the only live one.
    expect((await web.api.call('POST', REFRESH, { body: { refreshToken: before.refreshToken } })).status).toBe(401)
  })

  it('a token exactly at the limit is refreshed; one just under it is not', async () => {
    const due = await talentSession({ age: TOKEN_REFRESH_SECONDS })
    web.resetCalls()
    expect(isProfile(await loadProfile(due.cookie))).toBe(true)
    expect(web.count(REFRESH)).toBe(1)

    const fresh = await talentSession({ age: TOKEN_REFRESH_SECONDS - 30 })
    web.resetCalls()
    expect(isProfile(await loadProfile(fresh.cookie))).toBe(true)
    expect(web.count(REFRESH)).toBe(0)
  })

  it('20 concurrent page loads whose token the API refuses (401): one refresh, each GET retried, 20 successes', async () => {
    const { cookie, sessionId } = await talentSession()
    const stored = (await readStoredUser(web.context(), sessionId))!
    const expired = await expiredAccessToken(stored.USERID)
    await web.editSessionUser(sessionId, () => ({ accessToken: expired }))
    web.resetCalls()

    const results = await Promise.all(Array.from({ length: 20 }, () => loadProfile(cookie)))

    expect(web.count(REFRESH, 'POST')).toBe(1)
    expect(results.filter(isProfile)).toHaveLength(20)
    // Every load sent the refused token once and then the new one (or the new one straight away).
    expect(web.count(PROFILE, 'GET')).toBeGreaterThanOrEqual(21)
    expect(web.count(PROFILE, 'GET')).toBeLessThanOrEqual(40)
  })

  it('a request that read the session before another one refreshed uses the new tokens, not a second refresh', async () => {
    const { sessionId } = await talentSession({ age: TOKEN_REFRESH_SECONDS + 1 })
    const stale = (await readStoredUser(web.context(), sessionId))!
    web.resetCalls()
    const first = await refreshSessionTokens(web.context(), sessionId, stale.accessToken)
    const second = await refreshSessionTokens(web.context(), sessionId, stale.accessToken)
    expect(web.count(REFRESH)).toBe(1)
    expect(second?.accessToken).toBe(first?.accessToken)
  })
})

describe('retries after a forced refresh (requirements §8)', () => {
  it('a POST that gets 401 is not retried (and forces no refresh); the server body comes back', async () => {
    const { cookie, sessionId } = await talentSession()
    const stored = (await readStoredUser(web.context(), sessionId))!
    const expired = await expiredAccessToken(stored.USERID)
    await web.editSessionUser(sessionId, () => ({ accessToken: expired }))
    web.resetCalls()

    const client = await createUserApiClient(web.get('/', cookie), web.context())
    const result = await client.logout()

    expect(web.count(LOGOUT, 'POST')).toBe(1)
    expect(web.count(REFRESH)).toBe(0)
    expect(result).toEqual({ success: false, message: 'Your session has expired. Please sign in again.', status: 401 })
  })

  it.each([
    ['GET', true],
    ['HEAD', true],
    ['OPTIONS', true],
    ['PUT', true],
    ['DELETE', true],
    ['POST', false],
    ['PATCH', false],
  ])('%s after a 401 is retried: %s', async (method, retried) => {
    const { cookie } = await talentSession()
    // The API refuses the first call of the test once; everything else (the refresh included) is real.
    let refusedOnce = false
    const context = web.context()
    const real = context.apiFetch
    context.apiFetch = async (request) => {
      if (!refusedOnce && !request.url.endsWith(REFRESH)) {
        refusedOnce = true
        await real(request)
        return Response.json(
          { success: false, message: 'Authentication required: send a valid bearer token.' },
          { status: 401 },
        )
      }
      return real(request)
    }
    web.resetCalls()
    const client = await createUserApiClient(web.get('/', cookie), context)
    // Any method of the path: hc sends `$put` and the like as they are, whatever the route's type lists.
    await client.request((api) => {
      const call = api['get-my-talent-profile'] as unknown as Record<string, () => Promise<Response>>
      return call[`$${method.toLowerCase()}`]!()
    })
    expect(web.count(PROFILE, method)).toBe(retried ? 2 : 1)
    expect(web.count(REFRESH)).toBe(retried ? 1 : 0)
  })
})

/** The profile page's answer to an ended session: to /login and back, the cookie cleared, a toast saying why. */
async function expectSentToSignIn(result: unknown, cookie: string) {
  expect(result).toBeInstanceOf(Response)
  const response = result as Response
  expect(response.status).toBe(302)
  expect(response.headers.get('location')).toBe('/login?redirectTo=%2Fmy-profile%2Ftalent')
  expect(response.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE_NAME}=;`))).toBe(true)
  const next = cookieHeader(response, cookie)
  expect((await getToast(new Request('http://x/', { headers: { cookie: next } }))).toast).toMatchObject({
    type: 'error',
    message: SESSION_EXPIRED_MESSAGE,
  })
}

describe('a failed refresh signs the user out', () => {
  it('ends the session, clears the cookie and sends the page to /login with a message', async () => {
    const { cookie, sessionId } = await talentSession({ age: TOKEN_REFRESH_SECONDS + 60 })
    const stored = (await readStoredUser(web.context(), sessionId))!
    // Signed out elsewhere: the API revokes the sign-in, so its refresh token no longer works.
    expect(
      (await web.api.call('POST', LOGOUT, { token: stored.accessToken, body: { userId: stored.USERID } })).status,
    ).toBe(200)
    web.resetCalls()

    const results = await Promise.all(Array.from({ length: 5 }, () => loadProfile(cookie)))

    expect(web.count(REFRESH, 'POST')).toBe(1)
    expect(web.count(PROFILE)).toBe(0)
    for (const result of results) await expectSentToSignIn(result, cookie)
    expect(await web.sessionStore.read(sessionId)).toBeNull()
    expect(await getOptionalUser(web.get('/', cookie), web.context())).toBeNull()
  })

  it('a page load whose session ended before it was read is told so too, and its cookie cleared', async () => {
    // The race of the test above, made certain: another request's failed refresh ended the session first.
    const { cookie, sessionId } = await talentSession()
    await web.sessionStore.remove(sessionId)
    web.resetCalls()

    await expectSentToSignIn(await loadProfile(cookie), cookie)
    expect(web.count(REFRESH, 'POST')).toBe(0)
  })

  it('also when the refresh forced by a 401 fails', async () => {
    const { cookie, sessionId } = await talentSession()
    // The API refuses the access token, and the refresh token is not one it ever issued.
    await web.editSessionUser(sessionId, () => ({ accessToken: 'x', refreshToken: 'not-a-live-refresh-token' }))
    web.resetCalls()

    const result = await loadProfile(cookie)

    expect(web.count(PROFILE, 'GET')).toBe(1)
    expect(web.count(REFRESH, 'POST')).toBe(1)
    expect((result as Response).headers.get('location')).toBe('/login?redirectTo=%2Fmy-profile%2Ftalent')
    expect(await web.sessionStore.read(sessionId)).toBeNull()
  })
})
