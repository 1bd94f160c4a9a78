import { decodeJwt, SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../../api/auth/tokens'
import { DEMO_RECRUITER_EMAIL, DEMO_TALENT_EMAIL } from '../../api/db/seed'
import { SIGN_IN_LAPSED } from '../../assistant/socket-sessions'
import { TOKEN_REFRESH_SECONDS } from '../../app/constants'
import { action } from '../../app/routes/resources.session-refresh'
import { readStoredUser } from '../../app/services/session.server'
import { TEST_JWT_SECRET } from '../setup/api'
import { startChatServer, type ChatServer } from '../setup/chat-server'

/**
 * Issue 20: the page's timer posts to /resources/session-refresh every 55 minutes; the session's access token is
 * refreshed when due, so a signed-in chat socket, which re-reads the session when its token expires, carries on.
 */

let chat: ChatServer

beforeAll(async () => {
  chat = await startChatServer({ talents: 12 })
})
afterAll(() => chat?.close())

/** The route's JSON answer and its headers. */
async function postRefresh(cookie?: string) {
  const response = await action({
    request: chat.web.post('/resources/session-refresh', {}, cookie),
    context: chat.web.context(),
    params: {},
  })
  expect(response.headers.get('cache-control')).toBe('no-store')
  return { body: (await response.json()) as unknown, headers: response.headers }
}

/**
 * A signed-in web session whose access token is due for refresh and expires `expiresInSeconds` from now: a
 * real token of the session's own sign-in, only shorter-lived, as after a page left open for an hour.
 */
async function sessionWithExpiringToken(email: string, expiresInSeconds: number) {
  const signedIn = await chat.web.signIn(email)
  const stored = (await readStoredUser(chat.web.context(), signedIn.sessionId))!
  const { sub, fam, typ } = decodeJwt(stored.accessToken)
  const now = Math.floor(Date.now() / 1000)
  const shortToken = await new SignJWT({ typ, fam })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(sub!)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuer(TOKEN_ISSUER)
    .setIssuedAt(now - TOKEN_REFRESH_SECONDS)
    .setExpirationTime(now + expiresInSeconds)
    .sign(new TextEncoder().encode(TEST_JWT_SECRET))
  await chat.web.editSessionUser(signedIn.sessionId, () => ({
    accessToken: shortToken,
    tokenIssuedAt: Date.now() - TOKEN_REFRESH_SECONDS * 1000,
  }))
  return { ...signedIn, shortToken }
}

async function signedInSocket(cookie: string) {
  const client = chat.connect({ extraHeaders: { cookie, origin: chat.url } })
  await client.connected
  expect((await client.waitFor('connection_success')).user).not.toBeNull()
  return client
}

describe('the page’s token refresh timer', () => {
  it('refreshes a due token and says when to come back', async () => {
    const { cookie, sessionId, shortToken } = await sessionWithExpiringToken(DEMO_TALENT_EMAIL, 60)
    const { body } = await postRefresh(cookie)
    expect(body).toMatchObject({ signedIn: true })
    const refreshIn = (body as { refreshInSeconds: number }).refreshInSeconds
    expect(refreshIn).toBeGreaterThan(TOKEN_REFRESH_SECONDS - 5)
    expect(refreshIn).toBeLessThanOrEqual(TOKEN_REFRESH_SECONDS)
    const after = (await readStoredUser(chat.web.context(), sessionId))!
    expect(after.accessToken).not.toBe(shortToken)
    expect(Date.now() - after.tokenIssuedAt).toBeLessThan(10_000)

    // Asked again at once: nothing to refresh, the same token, and the time left until it is due.
    const again = await postRefresh(cookie)
    expect((await readStoredUser(chat.web.context(), sessionId))!.accessToken).toBe(after.accessToken)
    expect((again.body as { refreshInSeconds: number }).refreshInSeconds).toBeGreaterThan(TOKEN_REFRESH_SECONDS - 15)
  })

  it('a guest has nothing to refresh', async () => {
    expect((await postRefresh()).body).toEqual({ signedIn: false, redirectTo: null })
  })

  it('a refused refresh ends the session and sends the page to sign in, with the reason', async () => {
    const { cookie, sessionId } = await sessionWithExpiringToken(DEMO_TALENT_EMAIL, 60)
    const stored = (await readStoredUser(chat.web.context(), sessionId))!
    // The sign-in ends elsewhere (its refresh token revoked): the refresh is refused.
    await chat.web.api.call('POST', '/app-user-authentication/refresh-token', {
      body: { refreshToken: stored.refreshToken },
    })
    await chat.web.api.call('POST', '/app-user-authentication/refresh-token', {
      body: { refreshToken: stored.refreshToken },
    })
    const { body, headers } = await postRefresh(cookie)
    expect(body).toEqual({ signedIn: false, redirectTo: '/login' })
    expect(headers.get('set-cookie')).toMatch(/castline_session=;/)
    expect(await readStoredUser(chat.web.context(), sessionId)).toBeNull()
  })

  it('keeps a signed-in chat socket working past its token’s expiry; without it the socket is dropped', async () => {
    const refreshed = await sessionWithExpiringToken(DEMO_RECRUITER_EMAIL, 2)
    const lapsing = await sessionWithExpiringToken(DEMO_TALENT_EMAIL, 2)
    const kept = await signedInSocket(refreshed.cookie)
    const dropped = await signedInSocket(lapsing.cookie)
    // The page's timer fires for one of them before the token expires.
    expect((await postRefresh(refreshed.cookie)).body).toMatchObject({ signedIn: true })

    expect(await dropped.waitFor('error', (e) => e.message === SIGN_IN_LAPSED, 5000)).toBeTruthy()
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(kept.socket.connected).toBe(true)
    const from = kept.send('ping', null)
    expect(await kept.waitFor('pong', undefined, 2000, from)).toMatchObject({ timestamp: expect.any(String) })
    expect(kept.events.some((e) => e.event === 'error')).toBe(false)
  })
})
