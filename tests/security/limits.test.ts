/**
 * Issue 7, the looser limits and the shared counts: per-IP limits on reads and writes (pages and API),
 * the tight per-IP limit on password changes, per-user and per-address chat event limits across
 * sockets, and, with REDIS_URL, one sign-in count shared by two nodes.
 */
import type http from 'node:http'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_BASE_PATH } from '../../api/app'
import { DEMO_RECRUITER_EMAIL, DEMO_TALENT_EMAIL } from '../../api/db/seed'
import { loadEnv } from '../../server/env.server'
import { TOO_MANY_EVENTS } from '../../assistant/socket'
import { clientAddressOf } from '../../server/security'
import { mintAccessToken } from '../integration/sign-in'
import { createTestApi, type TestApi } from '../setup/api'
import { securityStacks, signInAttempt } from '../setup/security-stack'
import { redisForTests } from '../setup/redis'
import { startChatServer, type ChatServer } from '../setup/chat-server'

const REDIS_URL = process.env.REDIS_URL
if (!REDIS_URL)
  console.warn('\n!! REDIS_URL not set: the test of a limit shared by two nodes through Redis is SKIPPED\n')

let api: TestApi
const stacks = securityStacks(() => api)
const startNode = stacks.start

beforeAll(async () => {
  api = await createTestApi({ talents: 10 })
})
afterAll(async () => {
  await stacks.close()
  await api?.close()
})

describe('looser per-IP limits on reads and writes', () => {
  it('reads (pages and API together) answer 429 past their limit; the health check is not counted', async () => {
    const url = await startNode({ READ_RATE_LIMIT_PER_IP: '6' })
    for (let i = 1; i <= 3; i++) expect((await fetch(`${url}/talents?page=${i}`)).status, `page read ${i}`).toBe(200)
    for (let i = 1; i <= 3; i++) {
      expect((await fetch(`${url}${API_BASE_PATH}/get-app-dashbord-talents-public`)).status, `API read ${i}`).toBe(200)
    }
    for (let i = 0; i < 5; i++) expect((await fetch(`${url}/healthz`)).status).toBe(200)
    const page = await fetch(`${url}/talents`)
    expect(page.status).toBe(429)
    expect(await page.text()).toBe('Too many requests from your network. Try again in a minute.')
    const call = await fetch(`${url}${API_BASE_PATH}/get-app-dashbord-talents-public`)
    expect(call.status).toBe(429)
    expect(await call.json()).toEqual({
      success: false,
      message: 'Too many requests from your network. Try again in a minute.',
    })
    expect(Number(call.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('writes have their own count: 429 past it, while reads still pass', async () => {
    const url = await startNode({ WRITE_RATE_LIMIT_PER_IP: '3', READ_RATE_LIMIT_PER_IP: '100' })
    const pageView = () =>
      fetch(`${url}${API_BASE_PATH}/record-page-view`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ path: '/home' }),
      })
    for (let i = 1; i <= 3; i++) expect((await pageView()).status, `write ${i}`).toBeLessThan(300)
    expect((await pageView()).status).toBe(429)
    expect((await fetch(`${url}/talents`, { method: 'POST' })).status).toBe(429)
    expect((await fetch(`${url}/talents`)).status).toBe(200)
  })

  it('the defaults (3000 reads, 600 writes a minute per address) apply when nothing is set', () => {
    const env = loadEnv({ ...process.env, READ_RATE_LIMIT_PER_IP: undefined, WRITE_RATE_LIMIT_PER_IP: undefined })
    expect(env.READ_RATE_LIMIT_PER_IP).toBe(3000)
    expect(env.WRITE_RATE_LIMIT_PER_IP).toBe(600)
    expect(env.RATE_LIMIT_WINDOW_SECONDS).toBe(60)
  })
})

describe('client address for the chat (guests are limited per address)', () => {
  it('is read as express reads it: X-Forwarded-For only from a trusted proxy', () => {
    const request = (forwarded: string) =>
      // Only what express's `ip` reads: the peer address and the headers.
      ({
        headers: { 'x-forwarded-for': forwarded },
        socket: { remoteAddress: '127.0.0.1' },
      }) as unknown as http.IncomingMessage
    const direct = express()
    expect(clientAddressOf(direct)(request('203.0.113.7'))).toBe('127.0.0.1')
    const proxied = express()
    proxied.set('trust proxy', 1)
    expect(clientAddressOf(proxied)(request('198.51.100.1, 203.0.113.7'))).toBe('203.0.113.7')
  })
})

describe('password change limit (tight, like sign-in)', () => {
  it('the 11th password change in a minute from one address gets 429, on the API and on the profile pages', async () => {
    const url = await startNode({})
    const change = () =>
      fetch(`${url}${API_BASE_PATH}/app-user-authentication/change-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ currentPassword: 'x', newPassword: 'long-enough-1' }),
      })
    for (let i = 1; i <= 10; i++) expect((await change()).status, `attempt ${i}`).toBe(401)
    const eleventh = await change()
    expect(eleventh.status).toBe(429)
    expect(await eleventh.json()).toEqual({
      success: false,
      message: 'Too many attempts from your network. Try again later.',
    })

    // The page's password form (its intent in the URL) is counted; the profile form beside it is not.
    const post = (query: string) =>
      fetch(`${url}/my-profile/talent${query}`, { method: 'POST', body: new URLSearchParams({ x: '1' }) }).then(
        (r) => r.json() as Promise<{ rateLimited: unknown }>,
      )
    for (let i = 1; i <= 10; i++) expect((await post('?intent=change-password')).rateLimited).toBeNull()
    expect((await post('?intent=change-password')).rateLimited).toMatchObject({ retryAfterSeconds: expect.any(Number) })
    expect((await post('')).rateLimited).toBeNull()
  })
})

describe.skipIf(!REDIS_URL)(
  REDIS_URL ? 'two nodes on one Redis (REDIS_URL)' : 'two nodes on one Redis: SKIPPED, REDIS_URL not set',
  () => {
    const shared = redisForTests(REDIS_URL ?? '')

    it('share the sign-in count: 5 attempts on each, the 11th on either is refused (in memory each would count alone)', async () => {
      const [first, second] = await Promise.all([
        startNode({}, { redis: shared.client, redisPrefix: shared.prefix }),
        startNode({}, { redis: shared.client, redisPrefix: shared.prefix }),
      ])
      for (let i = 1; i <= 5; i++) {
        expect((await signInAttempt(first)).status, `first node, attempt ${i}`).toBe(401)
        expect((await signInAttempt(second)).status, `second node, attempt ${i}`).toBe(401)
      }
      expect((await signInAttempt(first)).status).toBe(429)
      expect((await signInAttempt(second)).status).toBe(429)
      expect(await shared.client.keys(`${shared.prefix}auth-api:*`)).toHaveLength(1)

      // The control: two nodes without Redis count apart, so the 11th attempt passes.
      const [alone, apart] = await Promise.all([startNode({}), startNode({})])
      for (let i = 1; i <= 5; i++) {
        await signInAttempt(alone)
        await signInAttempt(apart)
      }
      expect((await signInAttempt(alone)).status).toBe(401)
    })

    it('share the per-user chat event count: one user on two nodes gets one allowance', async () => {
      const eventPrefix = `${shared.prefix}chat:`
      const nodes = await Promise.all([
        startChatServer({
          talents: 5,
          redis: shared.client,
          redisPrefix: eventPrefix,
          rateLimit: { perUserPerSecond: 6 },
        }),
        startChatServer({
          talents: 5,
          redis: shared.client,
          redisPrefix: eventPrefix,
          rateLimit: { perUserPerSecond: 6 },
        }),
      ])
      try {
        // Same secret, same seed: a token of the demo recruiter works on both nodes, as one user.
        const token = await mintAccessToken(nodes[0]!.web.api, DEMO_RECRUITER_EMAIL)
        const clients = nodes.map((node) => node.connect({ auth: { token } }))
        await Promise.all(clients.map((client) => client.connected))
        await Promise.all(clients.map((client) => client.waitFor('connection_success')))
        const from = clients.map((client) => client.events.length)
        for (let i = 0; i < 8; i++) for (const client of clients) client.socket.emit('ping')
        await Promise.race(clients.map((client) => client.waitFor('error', (e) => e.message === TOO_MANY_EVENTS)))
        await new Promise((resolve) => setTimeout(resolve, 300))
        const pongs = clients.reduce(
          (sum, client, i) => sum + client.names(from[i]).filter((n) => n === 'pong').length,
          0,
        )
        // 16 sent, 6 a second for the user (12 if the burst straddles a second): never 16.
        expect(pongs).toBeLessThanOrEqual(12)
      } finally {
        await Promise.all(nodes.map((node) => node.close()))
      }
    })
  },
)

describe('chat event limits across sockets', () => {
  let chat: ChatServer
  let tokens: { talent: string; recruiter: string }

  beforeAll(async () => {
    chat = await startChatServer({ talents: 10, rateLimit: { perUserPerSecond: 6, perGuestAddressPerSecond: 6 } })
    tokens = {
      talent: await mintAccessToken(chat.web.api, DEMO_TALENT_EMAIL),
      recruiter: await mintAccessToken(chat.web.api, DEMO_RECRUITER_EMAIL),
    }
  })
  afterAll(() => chat?.close())

  async function open(options: Parameters<ChatServer['connect']>[0] = {}) {
    const client = chat.connect(options)
    await client.connected
    await client.waitFor('connection_success')
    return client
  }

  /** Sends `perSocket` pings from each socket at once; returns the pongs and the throttle errors received. */
  async function burst(clients: Awaited<ReturnType<typeof open>>[], perSocket: number) {
    const from = clients.map((client) => client.events.length)
    for (let i = 0; i < perSocket; i++) for (const client of clients) client.socket.emit('ping')
    await new Promise((resolve) => setTimeout(resolve, 400))
    const received = clients.flatMap((client, i) => client.names(from[i]))
    return {
      pongs: received.filter((name) => name === 'pong').length,
      throttled: clients.filter((client, i) =>
        client.events.slice(from[i]).some((e) => e.event === 'error' && e.payload.message === TOO_MANY_EVENTS),
      ).length,
    }
  }

  it("a user's two sockets share one per-user allowance (each alone is within its per-socket limit)", async () => {
    const both = [await open({ auth: { token: tokens.talent } }), await open({ auth: { token: tokens.talent } })]
    // 8 a socket is under the per-socket 10 + 10; 16 for the user is over its 6 a second (12 if straddling).
    const shared = await burst(both, 8)
    expect(shared.pongs).toBeLessThanOrEqual(12)
    expect(shared.throttled).toBeGreaterThanOrEqual(1)
    // The control: another user's two sockets sending 3 each stay within the 6.
    const other = [await open({ auth: { token: tokens.recruiter } }), await open({ auth: { token: tokens.recruiter } })]
    const calm = await burst(other, 3)
    expect(calm).toEqual({ pongs: 6, throttled: 0 })
  })

  it('guests are limited per socket and per address: two guest sockets from one address share its allowance', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1100))
    const guests = [await open(), await open()]
    const shared = await burst(guests, 8)
    expect(shared.pongs).toBeLessThanOrEqual(12)
    expect(shared.throttled).toBeGreaterThanOrEqual(1)
  })
})
