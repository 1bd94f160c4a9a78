/**
 * Issue 7, sessions end everywhere at once: logout (page and API) and password change end the server
 * session and disconnect the chat sockets within a second; an open socket is checked again when its
 * access token expires. Real API, real session store, real socket.io over HTTP, as server.ts wires them.
 */
import crypto from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTokenService } from '../../api/auth/tokens'
import { action as myRecruiterAction } from '../../app/routes/_main.my-profile.recruiter'
import { action as logoutAction } from '../../app/routes/logout'
import { getOptionalUser } from '../../app/services/auth.server'
import { SESSION_ENDED, SESSION_EXPIRED, TOKEN_EXPIRED } from '../../assistant/socket-sessions'
import { userByEmail } from '../integration/sign-in'
import { TEST_JWT_SECRET } from '../setup/api'
import { startChatServer, type ChatServer } from '../setup/chat-server'
import { cookieHeader, settle } from '../setup/web'

const AUTH = '/api/v1/app-user-authentication'
/** The issue's bar: a session that ends closes its sockets within this. */
const WITHIN_MS = 1000

let chat: ChatServer

beforeAll(async () => {
  chat = await startChatServer({ talents: 20 })
})
afterAll(async () => {
  await chat?.close()
})

/** A fresh recruiter account, so a password change here touches nobody else's test. */
async function newAccount(password = 'first-password-123') {
  const email = `sessions-${crypto.randomBytes(5).toString('hex')}@example.test`
  const response = await postJson('/signup', { email, password, name: 'Sam Session', userType: 'recruiter' })
  expect(response.status).toBe(201)
  return { email, password }
}

async function postJson(path: string, body: unknown, token?: string) {
  const response = await fetch(`${chat.url}${AUTH}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  })
  const json = (await response.json()) as Record<string, unknown>
  return { status: response.status, body: json }
}

async function apiLogin(email: string, password: string) {
  const { status, body } = await postJson('/login', { email, password })
  expect(status).toBe(200)
  return { accessToken: String(body.accessToken), refreshToken: String(body.refreshToken) }
}

/** A connected chat socket (cookie or token), with a promise of its disconnect and the time it happened. */
async function openSocket(options: { cookie?: string; token?: string }) {
  const client = chat.connect(
    options.cookie
      ? { extraHeaders: { cookie: options.cookie, origin: chat.url } }
      : { auth: { token: options.token } },
  )
  const disconnected = new Promise<{ reason: string; at: number }>((resolve) =>
    client.socket.once('disconnect', (reason) => resolve({ reason, at: performance.now() })),
  )
  await client.connected
  const welcome = await client.waitFor('connection_success')
  expect(welcome.user).not.toBeNull()
  return { ...client, disconnected }
}

/** Still connected and served: a ping is answered. */
async function answersPing(client: Awaited<ReturnType<typeof openSocket>>) {
  const at = client.send('ping')
  await client.waitFor('pong', undefined, 2000, at)
  return client.socket.connected
}

describe('logout', () => {
  it('the logout page ends the web session and disconnects its chat sockets within 1 s; other sign-ins keep theirs', async () => {
    const { email, password } = await newAccount()
    const mine = await chat.web.signIn(email, password)
    const otherBrowser = await chat.web.signIn(email, password)
    const api = await apiLogin(email, password)
    const [cookieSocket, otherSocket, tokenSocket] = await Promise.all([
      openSocket({ cookie: mine.cookie }),
      openSocket({ cookie: otherBrowser.cookie }),
      openSocket({ token: api.accessToken }),
    ])

    const started = performance.now()
    const response = await settle(() =>
      logoutAction({ request: chat.web.post('/logout', {}, mine.cookie), context: chat.web.context(), params: {} }),
    )
    expect(response).toBeInstanceOf(Response)
    const ended = await cookieSocket.disconnected
    const ms = ended.at - started
    console.log(`logout (page) → that session's chat socket disconnected in ${ms.toFixed(0)} ms`)
    expect(ms).toBeLessThan(WITHIN_MS)
    expect(ended.reason).toBe('io server disconnect')
    expect(cookieSocket.events.some((e) => e.event === 'error' && e.payload.message === SESSION_ENDED)).toBe(true)
    expect(await chat.web.sessionStore.read(mine.sessionId)).toBeNull()
    // Another browser's session and an API sign-in of the same user are other sessions: they go on.
    expect(await answersPing(otherSocket)).toBe(true)
    expect(await answersPing(tokenSocket)).toBe(true)
  })

  it('the API logout revokes that sign-in and disconnects the sockets that showed its tokens within 1 s', async () => {
    const { email, password } = await newAccount()
    const signIn = await apiLogin(email, password)
    const otherSignIn = await apiLogin(email, password)
    const [socket, sameSignIn, otherSocket] = await Promise.all([
      openSocket({ token: signIn.accessToken }),
      openSocket({ token: signIn.accessToken }),
      openSocket({ token: otherSignIn.accessToken }),
    ])
    const claims = JSON.parse(Buffer.from(signIn.accessToken.split('.')[1] ?? '', 'base64url').toString()) as {
      sub: string
    }

    const started = performance.now()
    const { status } = await postJson('/logout', { userId: claims.sub }, signIn.accessToken)
    expect(status).toBe(200)
    const ended = await Promise.all([socket.disconnected, sameSignIn.disconnected])
    const ms = Math.max(...ended.map((e) => e.at)) - started
    console.log(`logout (API) → both sockets of that sign-in disconnected in ${ms.toFixed(0)} ms`)
    expect(ms).toBeLessThan(WITHIN_MS)
    expect((await postJson('/refresh-token', { refreshToken: signIn.refreshToken })).status).toBe(401)
    expect(await answersPing(otherSocket)).toBe(true)
  })
})

describe('password change', () => {
  it('the web form: every other session and sign-in ends, old refresh tokens are refused, every chat socket is disconnected within 1 s, this browser goes on in a new session', async () => {
    const { email, password } = await newAccount()
    const here = await chat.web.signIn(email, password)
    const elsewhere = await chat.web.signIn(email, password)
    const api = await apiLogin(email, password)
    const sockets = await Promise.all([
      openSocket({ cookie: here.cookie }),
      openSocket({ cookie: elsewhere.cookie }),
      openSocket({ token: api.accessToken }),
    ])

    const newPassword = 'second-password-456'
    const started = performance.now()
    const response = await settle(() =>
      myRecruiterAction({
        request: chat.web.post(
          '/my-profile/recruiter?intent=change-password',
          { currentPassword: password, newPassword, confirmPassword: newPassword },
          here.cookie,
        ),
        context: chat.web.context(),
        params: {},
      }),
    )
    const ended = await Promise.all(sockets.map((s) => s.disconnected))
    const ms = Math.max(...ended.map((e) => e.at)) - started
    console.log(`password change → all 3 chat sockets of the user disconnected in ${ms.toFixed(0)} ms`)
    expect(ms).toBeLessThan(WITHIN_MS)

    expect(response).toBeInstanceOf(Response)
    const redirect = response as Response
    expect(redirect.status).toBe(302)
    expect(redirect.headers.get('location')).toBe('/my-profile/recruiter')
    // This browser: a new session id (rotated), still signed in.
    const next = cookieHeader(redirect, here.cookie)
    const userOf = (cookie: string) => getOptionalUser(chat.web.get('/', cookie), chat.web.context())
    expect(await userOf(next)).toMatchObject({ user: { email } })
    expect(await chat.web.sessionStore.read(here.sessionId)).toBeNull()
    // Every other session and sign-in: gone.
    expect(await chat.web.sessionStore.read(elsewhere.sessionId)).toBeNull()
    expect(await userOf(elsewhere.cookie)).toBeNull()
    expect((await postJson('/refresh-token', { refreshToken: api.refreshToken })).status).toBe(401)
    const profile = await fetch(`${chat.url}/api/v1/get-my-recruiter-profile`, {
      headers: { authorization: `Bearer ${api.accessToken}` },
    })
    expect(profile.status).toBe(401)
    // The password itself: the new one signs in, the old one no longer does.
    expect((await postJson('/login', { email, password })).status).toBe(401)
    expect((await postJson('/login', { email, password: newPassword })).status).toBe(200)
  })

  it('the API: a wrong current password is a 400 that names it, a weak new one is a 400 naming newPassword, and nothing changes', async () => {
    const { email, password } = await newAccount()
    const { accessToken } = await apiLogin(email, password)
    const wrong = await postJson(
      '/change-password',
      { currentPassword: 'not-it-123', newPassword: 'fresh-pass-789' },
      accessToken,
    )
    expect(wrong).toEqual({
      status: 400,
      body: { success: false, message: 'Invalid input. currentPassword: does not match your current password' },
    })
    const weak = await postJson('/change-password', { currentPassword: password, newPassword: 'short' }, accessToken)
    expect(weak.status).toBe(400)
    expect(String(weak.body.message)).toMatch(/newPassword.*at least 8 characters/)
    const anonymous = await postJson('/change-password', { currentPassword: password, newPassword: 'fresh-pass-789' })
    expect(anonymous.status).toBe(401)
    expect((await postJson('/login', { email, password })).status).toBe(200)

    const changed = await postJson(
      '/change-password',
      { currentPassword: password, newPassword: 'fresh-pass-789' },
      accessToken,
    )
    expect(changed.status).toBe(200)
    expect(changed.body).toMatchObject({ success: true, message: 'Password changed.' })
    // The caller's old token has ended with every other sign-in; the new pair works.
    const own = (token: string) =>
      fetch(`${chat.url}/api/v1/get-my-recruiter-profile`, { headers: { authorization: `Bearer ${token}` } })
    expect((await own(accessToken)).status).toBe(401)
    expect((await own(String(changed.body.accessToken))).status).toBe(200)
  })

  it('the web form: a wrong current password is shown beside that field (400), passwords are never sent back', async () => {
    const { email, password } = await newAccount()
    const { cookie } = await chat.web.signIn(email, password)
    const result = await myRecruiterAction({
      request: chat.web.post(
        '/my-profile/recruiter?intent=change-password',
        { currentPassword: 'wrong-password-1', newPassword: 'another-pass-123', confirmPassword: 'another-pass-123' },
        cookie,
      ),
      context: chat.web.context(),
      params: {},
    })
    const { init, data } = result as unknown as { init: { status: number }; data: { intent: string; result: unknown } }
    expect(init.status).toBe(400)
    expect(data.intent).toBe('change-password')
    const text = JSON.stringify(data.result)
    expect(text).toContain('This is not your current password')
    for (const secret of ['wrong-password-1', 'another-pass-123']) expect(text).not.toContain(secret)
    expect((await postJson('/login', { email, password })).status).toBe(200)
  })
})

describe('token expiry', () => {
  /** An access token of the account that expires in about `seconds` (the token service's life, injected). */
  async function shortLivedToken(email: string, seconds = 2) {
    const user = await userByEmail(chat.web.api, email)
    const tokens = createTokenService(chat.web.db, [TEST_JWT_SECRET], { accessTokenTtlSeconds: seconds })
    return (await tokens.issue(user)).accessToken
  }

  it('a bearer-token socket is disconnected with a clear error when its token expires', async () => {
    const { email } = await newAccount()
    const socket = await openSocket({ token: await shortLivedToken(email) })
    const opened = performance.now()
    const ended = await socket.disconnected
    console.log(`bearer socket with a 2 s token disconnected ${(ended.at - opened).toFixed(0)} ms after connecting`)
    expect(ended.reason).toBe('io server disconnect')
    expect(ended.at - opened).toBeLessThan(3500)
    expect(socket.events.filter((e) => e.event === 'error').map((e) => e.payload.message)).toEqual([TOKEN_EXPIRED])
  })

  it('a browser socket re-reads its session at expiry: a token the page refreshed keeps it open, with the new expiry', async () => {
    const { email, password } = await newAccount()
    const { cookie, sessionId } = await chat.web.signIn(email, password)
    let refreshed = ''
    // The session holds a token about to expire, as an idle tab's would.
    const short = await shortLivedToken(email)
    await chat.web.editSessionUser(sessionId, (user) => {
      refreshed = user.accessToken
      return { accessToken: short }
    })
    const socket = await openSocket({ cookie })
    // The page refreshes the token before it expires.
    await chat.web.editSessionUser(sessionId, () => ({ accessToken: refreshed }))
    await new Promise((resolve) => setTimeout(resolve, 3000))
    expect(await answersPing(socket)).toBe(true)
    expect(socket.names()).not.toContain('error')
  })

  it('a browser socket whose session has ended is disconnected at expiry with the session-expired text', async () => {
    const { email, password } = await newAccount()
    const { cookie, sessionId } = await chat.web.signIn(email, password)
    const short = await shortLivedToken(email)
    await chat.web.editSessionUser(sessionId, () => ({ accessToken: short }))
    const socket = await openSocket({ cookie })
    // Ended without telling the socket (an expiry, or another node's purge): only the re-check can notice.
    await chat.web.sessionStore.remove(sessionId)
    expect(await answersPing(socket)).toBe(true)
    const ended = await socket.disconnected
    expect(ended.reason).toBe('io server disconnect')
    expect(socket.events.filter((e) => e.event === 'error').map((e) => e.payload.message)).toEqual([SESSION_EXPIRED])
  })

  it('the expiry timers go with their sockets: each one armed at connection is cleared at disconnect', async () => {
    const { email, password } = await newAccount()
    const { accessToken } = await apiLogin(email, password)
    const armed = vi.spyOn(globalThis, 'setTimeout')
    const cleared = vi.spyOn(globalThis, 'clearTimeout')
    try {
      const sockets = await Promise.all(Array.from({ length: 4 }, () => openSocket({ token: accessToken })))
      // The 1-hour token's timers: the only ones this far out.
      const expiryTimers = armed.mock.calls
        .map((call, index) => ({ delay: Number(call[1]), timer: armed.mock.results[index]?.value as unknown }))
        .filter(({ delay }) => delay > 30 * 60 * 1000)
        .map(({ timer }) => timer)
      expect(expiryTimers).toHaveLength(sockets.length)
      for (const socket of sockets) socket.socket.disconnect()
      await Promise.all(sockets.map((socket) => socket.disconnected))
      await expect
        .poll(() => expiryTimers.filter((timer) => !cleared.mock.calls.some(([handle]) => handle === timer)).length)
        .toBe(0)
    } finally {
      armed.mockRestore()
      cleared.mockRestore()
    }
  })
})
