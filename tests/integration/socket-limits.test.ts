import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_TALENT_EMAIL } from '../../api/db/seed'
import { MAX_PAYLOAD_BYTES, TOO_MANY_EVENTS } from '../../assistant/socket'
import { startChatServer, type ChatServer } from '../setup/chat-server'
import { mintAccessToken } from './sign-in'

/** The chat socket's guards, against the real server: handshake origin and token, payload size, event rate. */

let chat: ChatServer

/**
 * The flood block, shortened from FLOOD_BLOCK_MS (10 s) so the flood test need not wait it out: long
 * enough that the check made 1.4-1.7 s after the flood still falls inside it on a loaded machine.
 */
const FLOOD_BLOCK_MS = 4000

beforeAll(async () => {
  chat = await startChatServer({ talents: 20, floodBlockMs: FLOOD_BLOCK_MS })
})

afterAll(async () => {
  await chat?.close()
})

describe('handshake', () => {
  it('refuses a browser on a foreign origin, even with a valid session cookie', async () => {
    const { cookie } = await chat.web.signIn(DEMO_TALENT_EMAIL)
    const client = chat.connect({ extraHeaders: { cookie, origin: 'https://evil.example' } })
    await expect(client.connected).rejects.toThrow('Origin not allowed')
    expect(client.names()).toEqual([])
  })

  it('refuses an Origin that is not a URL', async () => {
    const client = chat.connect({ extraHeaders: { origin: 'null' } })
    await expect(client.connected).rejects.toThrow('Origin not allowed')
  })

  it('refuses a token that is not valid, in auth or in the query', async () => {
    await expect(chat.connect({ auth: { token: 'not-a-token' } }).connected).rejects.toThrow('Invalid or expired token')
    const valid = await mintAccessToken(chat.web.api, DEMO_TALENT_EMAIL)
    const tampered = `${valid.slice(0, -4)}AAAA`
    await expect(chat.connect({ query: { token: tampered } }).connected).rejects.toThrow('Invalid or expired token')
  })

  it('a cookie whose web session is gone makes a guest', async () => {
    const { cookie, sessionId } = await chat.web.signIn(DEMO_TALENT_EMAIL)
    await chat.web.sessionStore.remove(sessionId)
    const client = chat.connect({ extraHeaders: { cookie, origin: chat.url } })
    await client.connected
    expect((await client.waitFor('connection_success')).user).toBeNull()
  })
})

describe('payload size', () => {
  /** A chat_message whose websocket frame is exactly `bytes` long. */
  function frameOf(bytes: number) {
    const prefix = '42["chat_message",{"text":"'
    const suffix = '"}]'
    return { text: 'x'.repeat(bytes - prefix.length - suffix.length) }
  }

  it('64 KB is read (and refused as too long a message); 64 KB + 1 closes the connection', async () => {
    const client = chat.connect()
    await client.connected
    await client.waitFor('connection_success')
    let at = client.send('chat_message', frameOf(MAX_PAYLOAD_BYTES))
    expect((await client.waitFor('error', undefined, 5000, at)).message).toMatch(/text must be at most 500/)

    const closed = new Promise<string>((resolve) => client.socket.once('disconnect', resolve))
    at = client.send('chat_message', frameOf(MAX_PAYLOAD_BYTES + 1))
    expect(await closed).toBe('transport close')
    expect(client.names(at)).toEqual([])
  })
})

describe('event rate', () => {
  it('a flood is answered with one error and not served; the socket is refused a while, then served again', async () => {
    const client = chat.connect()
    await client.connected
    await client.waitFor('connection_success')
    const at = client.events.length
    for (let i = 0; i < 100; i++) client.socket.emit('ping')
    const error = await client.waitFor('error', undefined, 5000, at)
    expect(error).toEqual({ message: TOO_MANY_EVENTS, event: 'ping' })
    await new Promise((r) => setTimeout(r, 300))
    const pongs = client.names(at).filter((name) => name === 'pong').length
    // 10 a second plus a burst of 10 (30 if the flood straddles a second): the rest of the 100 were dropped.
    expect(pongs).toBeGreaterThanOrEqual(20)
    expect(pongs).toBeLessThanOrEqual(30)
    expect(client.names(at).filter((name) => name === 'error')).toHaveLength(1)

    // A flooder is refused everything for FLOOD_BLOCK_MS, then served at a normal pace again.
    await new Promise((r) => setTimeout(r, 1100))
    const during = client.send('ping')
    await new Promise((r) => setTimeout(r, 300))
    expect(client.names(during)).not.toContain('pong')
    await new Promise((r) => setTimeout(r, FLOOD_BLOCK_MS))
    const later = client.send('ping')
    await client.waitFor('pong', undefined, 5000, later)
  })

  it('each socket has its own allowance', async () => {
    const flooder = chat.connect()
    const calm = chat.connect()
    await Promise.all([flooder.connected, calm.connected])
    for (let i = 0; i < 50; i++) flooder.socket.emit('ping')
    await flooder.waitFor('error', (e) => e.message === TOO_MANY_EVENTS)
    const at = calm.send('ping')
    await calm.waitFor('pong', undefined, 5000, at)
  })
})
