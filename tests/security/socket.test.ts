/**
 * Issue 7, the chat socket: the handshake's Origin allowlist, the 64 KB payload cap, and IDOR on every
 * event that carries an id, over a real socket.io connection to the server as server.ts wires it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_RECRUITER_EMAIL, DEMO_TALENT_EMAIL } from '../../api/db/seed'
import { MAX_PAYLOAD_BYTES, MAX_SOCKETS_PER_USER, TOO_MANY_SOCKETS } from '../../assistant/socket'
import { startChatServer, type ChatServer } from '../setup/chat-server'
import { mintAccessToken } from '../integration/sign-in'

let chat: ChatServer
let tokens: { talent: string; recruiter: string }

beforeAll(async () => {
  chat = await startChatServer({ talents: 20 })
  tokens = {
    talent: await mintAccessToken(chat.web.api, DEMO_TALENT_EMAIL),
    recruiter: await mintAccessToken(chat.web.api, DEMO_RECRUITER_EMAIL),
  }
})
afterAll(async () => {
  await chat?.close()
})

async function connected(options: Parameters<ChatServer['connect']>[0] = {}) {
  const client = chat.connect(options)
  await client.connected
  const welcome = await client.waitFor('connection_success')
  return { ...client, user: welcome.user as { USERID: string } | null }
}

describe('handshake', () => {
  it('a handshake from a foreign Origin is refused, even with a valid session cookie', async () => {
    const { cookie } = await chat.web.signIn(DEMO_TALENT_EMAIL)
    for (const origin of ['https://evil.example', 'null', `${chat.url}.evil.example`]) {
      const client = chat.connect({ extraHeaders: { cookie, origin } })
      await expect(client.connected, origin).rejects.toThrow('Origin not allowed')
      expect(client.names()).toEqual([])
    }
    // The same cookie from the app's own origin is welcomed as the talent.
    const own = await connected({ extraHeaders: { cookie, origin: chat.url } })
    expect(own.user).not.toBeNull()
  })
})

describe('sockets per user', () => {
  it(`a signed-in user may hold ${MAX_SOCKETS_PER_USER} chat sockets; the next is refused until one closes`, async () => {
    // Start from no open socket, whatever earlier tests left.
    chat.io.disconnectSockets(true)
    await expect.poll(() => chat.io.of('/').sockets.size).toBe(0)
    const open: Awaited<ReturnType<typeof connected>>[] = []
    try {
      for (let i = 0; i < MAX_SOCKETS_PER_USER; i++) open.push(await connected({ auth: { token: tokens.talent } }))
      const refused = chat.connect({ auth: { token: tokens.talent } })
      await expect(refused.connected).rejects.toThrow(TOO_MANY_SOCKETS)
      // Another user and guests are not affected by this user's count.
      open.push(await connected({ auth: { token: tokens.recruiter } }))
      expect(open.at(-1)!.user).not.toBeNull()
      open.push(await connected())
      expect(open.at(-1)!.user).toBeNull()
      open[0]!.socket.disconnect()
      await expect.poll(() => chat.io.of('/').sockets.size).toBe(MAX_SOCKETS_PER_USER + 1)
      open.push(await connected({ auth: { token: tokens.talent } }))
      expect(open.at(-1)!.user).not.toBeNull()
    } finally {
      for (const client of open) client.socket.disconnect()
    }
  })
})

describe('payload size', () => {
  it('a 64 KB + 1 payload is refused: the connection closes and nothing is answered', async () => {
    const client = await connected()
    const prefix = '42["chat_message",{"text":"'
    const suffix = '"}]'
    const text = 'x'.repeat(MAX_PAYLOAD_BYTES + 1 - prefix.length - suffix.length)
    expect(Buffer.byteLength(`${prefix}${text}${suffix}`)).toBe(64 * 1024 + 1)
    const closed = new Promise<string>((resolve) => client.socket.once('disconnect', resolve))
    const at = client.send('chat_message', { text })
    expect(await closed).toBe('transport close')
    expect(client.names(at)).toEqual([])
  })
})

describe('IDOR on socket events', () => {
  it("load_more_results: another user's search session is refused, whatever userId the event claims", async () => {
    const owner = await connected({ auth: { token: tokens.recruiter } })
    const search = await owner.waitFor(
      'search_results',
      undefined,
      5000,
      owner.send('search_talent', { directSearch: true }),
    )
    for (const intruder of [await connected({ auth: { token: tokens.talent } }), await connected()]) {
      const at = intruder.send('load_more_results', {
        sessionId: search.sessionId,
        page: 2,
        userId: owner.user?.USERID,
      })
      expect(await intruder.waitFor('load_more_response', undefined, 5000, at)).toMatchObject({
        success: false,
        results: [],
      })
    }
    const again = await connected({ auth: { token: tokens.recruiter } })
    const at = again.send('load_more_results', { sessionId: search.sessionId, page: 2 })
    expect(await again.waitFor('load_more_response', undefined, 5000, at)).toMatchObject({ success: true })
  })

  it('check_talent_auth: owning a talent is decided by the connection, not by the userId in the event', async () => {
    const talent = await connected({ auth: { token: tokens.talent } })
    const talentId = talent.user?.USERID ?? ''
    const recruiter = await connected({ auth: { token: tokens.recruiter } })
    for (const client of [recruiter, await connected()]) {
      const at = client.send('check_talent_auth', { talentId, userId: talentId })
      expect(await client.waitFor('talent_auth_check', undefined, 5000, at)).toMatchObject({ talentId, isOwner: false })
    }
    const at = talent.send('check_talent_auth', { talentId, userId: 'SOMEONE_ELSE' })
    expect(await talent.waitFor('talent_auth_check', undefined, 5000, at)).toMatchObject({ isOwner: true })
  })

  it("search_talent: a claimed userId does not make the search another user's", async () => {
    const talent = await connected({ auth: { token: tokens.talent } })
    const recruiter = await connected({ auth: { token: tokens.recruiter } })
    const at = talent.send('search_talent', { directSearch: true, userId: recruiter.user?.USERID })
    const search = await talent.waitFor('search_results', undefined, 5000, at)
    // The session is the talent's, who made it: the recruiter it named cannot page it.
    const other = recruiter.send('load_more_results', { sessionId: search.sessionId, page: 2 })
    const refused = await recruiter.waitFor('load_more_response', undefined, 5000, other)
    const mine = talent.send('load_more_results', { sessionId: search.sessionId, page: 2 })
    const allowed = await talent.waitFor('load_more_response', undefined, 5000, mine)
    expect({ recruiter: refused.success, talent: allowed.success }).toEqual({ recruiter: false, talent: true })
  })
})
