import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Redis } from 'ioredis'
import { io } from 'socket.io-client'
import sharp from 'sharp'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { openS3, type Harness } from '../setup/media-stores'
import { DEMO_PASSWORD, DEMO_RECRUITER_EMAIL, DEMO_TALENT_EMAIL } from '../../api/db/seed'
import { SERVICE_UNAVAILABLE_MESSAGE } from '../../api/errors'
import { CHAT_ERRORS } from '../../assistant/protocol'
import { recorder } from '../setup/chat-server'
import {
  createScratchDatabase,
  eventually,
  freePort,
  scaleEnvironment,
  scratchRedis,
  sleep,
  startFailoverBalancer,
  startNode,
  startTcpProxy,
  type NodeProcess,
} from './nodes'
import { expectAcknowledgedWritesReadable, ownProfile, signInApi, writeUntilKilled } from './writes'

/**
 * Issue 8's done-when: two real nodes (build/server.js) on one PostgreSQL database (through a TCP proxy
 * the test can cut) and one Redis. Needs `npm run build`, TEST_DATABASE_URL and REDIS_URL.
 */

const OUTAGE_MS = 5000
/** A request while the database is away must be answered, not left hanging. */
const FAST_ANSWER_MS = 3000
const KILL_AFTER_ACKNOWLEDGED = 90

const tempDirs: string[] = []
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'castline-scale-'))
  tempDirs.push(dir)
  return dir
}

function sessionCookie(response: Response): string {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('castline_session='))
  if (!cookie) throw new Error(`no session cookie (status ${response.status})`)
  return cookie.split(';')[0]!
}

/** A chat socket; with `token` it is signed in (filtered searches are for members, requirements §5). */
function chatClient(url: string, options: { reconnection?: boolean; token?: string } = {}) {
  return recorder(
    io(url, {
      ...(options.token ? { auth: { token: options.token } } : {}),
      transports: ['websocket'],
      forceNew: true,
      reconnection: options.reconnection ?? false,
      reconnectionDelay: 200,
      reconnectionDelayMax: 500,
    }),
  )
}

describe('two nodes on PostgreSQL and Redis', () => {
  let database: Awaited<ReturnType<typeof createScratchDatabase>>
  let redis: ReturnType<typeof scratchRedis>
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>
  let redisProxy: Awaited<ReturnType<typeof startTcpProxy>>
  let nodeA: NodeProcess
  let nodeB: NodeProcess
  let talentKey: string
  let talentToken = ''
  /** Media on S3-compatible storage (s3rver), so that every node serves every upload (ADR 021). */
  let media: Harness
  /** The demo talent's session cookie, signed in on node A. */
  let signedInCookie = ''
  /** The demo recruiter's access token: chat and API searches with filters run signed in. */
  let recruiterToken = ''
  const sockets: ReturnType<typeof chatClient>[] = []

  beforeAll(async () => {
    const { adminUrl, redisUrl } = scaleEnvironment()
    database = await createScratchDatabase(adminUrl)
    redis = scratchRedis(redisUrl)
    proxy = await startTcpProxy(database.target())
    redisProxy = await startTcpProxy(redis.target())
    media = await openS3()
    const env = {
      ...media.env,
      DATABASE_URL: database.urlVia(proxy.port),
      DATABASE_POOL_SIZE: '4',
      REDIS_URL: redis.urlVia(redisProxy.port),
      REDIS_KEY_PREFIX: redis.prefix,
      // The test is the load balancer: each check picks its own client address.
      TRUST_PROXY: 'loopback',
    }
    const [portA, portB] = [await freePort(), await freePort()]
    // Started together: migrations and the seed run once (advisory locks).
    nodeA = startNode('A', portA, { ...env, DATA_DIR: tempDir() })
    nodeB = startNode('B', portB, { ...env, DATA_DIR: tempDir() })
    await Promise.all([nodeA.ready(), nodeB.ready()])
    const talent = await signInApi(nodeB.url, DEMO_TALENT_EMAIL, DEMO_PASSWORD, '198.51.100.10')
    talentKey = talent.USERID
    talentToken = talent.token
    recruiterToken = (await signInApi(nodeA.url, DEMO_RECRUITER_EMAIL, DEMO_PASSWORD, '198.51.100.13')).token
  })

  // Each test's chats end with it: a signed-in account may hold only 5 sockets (assistant/socket.ts).
  afterEach(() => {
    for (const client of sockets.splice(0)) client.socket.disconnect()
  })

  afterAll(async () => {
    for (const node of [nodeA, nodeB]) {
      // A node that died by itself (not our SIGKILL) says why.
      if (node && node.child.exitCode !== null) console.error(`node ${node.name} exited:\n${node.output()}`)
    }
    for (const client of sockets) client.socket.disconnect()
    await Promise.all([nodeA?.stop(), nodeB?.stop()])
    await proxy?.close()
    await redisProxy?.close()
    await database?.drop()
    await redis?.cleanup()
    await media?.close()
    for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true })
  })

  it('both nodes are ready: database and Redis checked, request ids echoed', async () => {
    for (const node of [nodeA, nodeB]) {
      const answer = await fetch(`${node.url}/readyz`, { headers: { 'x-request-id': 'scale-check-1' } })
      expect(answer.status).toBe(200)
      expect(await answer.json()).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'ok' } })
      expect(answer.headers.get('x-request-id')).toBe('scale-check-1')
    }
    const insane = await fetch(`${nodeA.url}/healthz`, { headers: { 'x-request-id': 'no spaces <allowed>' } })
    expect(insane.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('a photo uploaded on node A is served by node B (S3 store), and the seeded demo gallery by both', async () => {
    const photo = await sharp({ create: { width: 900, height: 1200, channels: 3, background: '#c06040' } })
      .jpeg()
      .toBuffer()
    const form = new FormData()
    form.append('file', new Blob([photo]), 'on-node-a.jpg')
    const uploaded = await fetch(`${nodeA.url}/api/v1/my-media`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${talentToken}`, 'x-forwarded-for': '198.51.100.14' },
    })
    expect(uploaded.status).toBe(201)
    const { media: stored } = (await uploaded.json()) as { media: { url: string; jpegUrl: string } }
    const fromB = await fetch(`${nodeB.url}${stored.jpegUrl}`, { headers: { 'x-forwarded-for': '198.51.100.14' } })
    expect(fromB.status).toBe(200)
    expect(fromB.headers.get('content-type')).toBe('image/jpeg')
    expect((await sharp(Buffer.from(await fromB.arrayBuffer())).metadata()).width).toBe(640)
    const profile = await fetch(`${nodeB.url}/api/v1/get-app-talent-public-profile/${talentKey}`)
    const { talent } = (await profile.json()) as { talent: { media: { photos: { url: string }[] } } }
    expect(talent.media.photos.length).toBe(5)
    for (const node of [nodeA, nodeB]) {
      const headshot = await fetch(`${node.url}${talent.media.photos[0]!.url}`)
      expect(headshot.status).toBe(200)
    }
  })

  it('a session cookie from node A works on node B', async () => {
    const signIn = await fetch(`${nodeA.url}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '198.51.100.11' },
      body: new URLSearchParams({ email: DEMO_TALENT_EMAIL, password: DEMO_PASSWORD }),
      redirect: 'manual',
    })
    expect(signIn.status).toBe(302)
    const cookie = sessionCookie(signIn)
    signedInCookie = cookie
    const onB = await fetch(`${nodeB.url}/my-profile/talent`, { headers: { cookie }, redirect: 'manual' })
    expect(onB.status).toBe(200)
    expect(await onB.text()).toContain(DEMO_TALENT_EMAIL)
    const withoutCookie = await fetch(`${nodeB.url}/my-profile/talent`, { redirect: 'manual' })
    expect(withoutCookie.status).toBe(302)
  })

  it('a chat search started on node A continues with load more on node B', async () => {
    const onA = chatClient(nodeA.url, { token: recruiterToken })
    sockets.push(onA)
    await onA.connected
    const from = onA.send('search_talent', { query: '', filters: { talentType: 'Actor' } })
    const results = await onA.waitFor('search_results', () => true, 10_000, from)
    expect(results).toMatchObject({ success: true, hasMore: true, page: 1 })
    onA.socket.disconnect()

    const onB = chatClient(nodeB.url, { token: recruiterToken })
    sockets.push(onB)
    await onB.connected
    onB.send('load_more_results', { sessionId: results.sessionId, page: 2 })
    const more = await onB.waitFor('load_more_response', () => true, 10_000)
    expect(more).toMatchObject({ success: true, page: 2, sessionId: results.sessionId })
    const first = new Set(results.results.map((card: { USERID: string }) => card.USERID))
    expect(more.results.length).toBeGreaterThan(0)
    expect(more.results.filter((card: { USERID: string }) => first.has(card.USERID))).toEqual([])

    // The socket.io streams adapter writes its stream under this deployment's prefix.
    const client = new Redis(redis.url, { maxRetriesPerRequest: 1 })
    expect(await client.exists(`${redis.prefix}socket.io`)).toBe(1)
    await client.quit()
  })

  it('a notification raised on node A reaches its user’s socket on node B (Redis adapter)', async () => {
    const api = (path: string, token: string | null, method = 'GET', body?: unknown) =>
      fetch(`${nodeA.url}/api/v1${path}`, {
        method,
        headers: {
          'x-forwarded-for': '198.51.100.40',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      }).then(async (answer) => ({ status: answer.status, body: await answer.json() }))
    const recruiterOnB = chatClient(nodeB.url, { token: recruiterToken })
    const talentOnB = chatClient(nodeB.url, { token: talentToken })
    sockets.push(recruiterOnB, talentOnB)
    await Promise.all([recruiterOnB.connected, talentOnB.connected])

    // A guest opens the recruiter's shared list through node A.
    const created = await api('/shortlists', recruiterToken, 'POST', { name: 'Two nodes' })
    expect(created.status).toBe(201)
    const shared = await api(`/shortlists/${created.body.shortlist.id}/share`, recruiterToken, 'POST')
    expect((await api(`/shared-shortlists/${shared.body.shortlist.shareToken}`, null)).status).toBe(200)
    const opened = await recruiterOnB.waitFor('notification', (n) => n.kind === 'shortlist_opened', 5000)
    expect(opened).toMatchObject({ title: 'Your shortlist “Two nodes” was opened', readAt: null })

    // The recruiter sends the talent a request through node A: the talent's socket on B is told.
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
    const sent = await api('/connection-requests', recruiterToken, 'POST', {
      talentId: talentKey,
      project: 'Scale test',
      role: 'Lead',
      startDate: inDays(30),
      endDate: inDays(31),
      place: 'Mumbai',
      message: 'Across two nodes.',
    })
    expect(sent.status, JSON.stringify(sent.body)).toBe(201)
    const received = await talentOnB.waitFor('notification', (n) => n.kind === 'request_received', 5000)
    expect(received.id).toEqual(expect.any(Number))
    // Listed on either node, unread.
    const listed = await fetch(`${nodeB.url}/api/v1/notifications?limit=1`, {
      headers: { authorization: `Bearer ${talentToken}` },
    }).then((answer) => answer.json())
    expect(listed.notifications[0]).toMatchObject({ id: received.id, readAt: null })
    expect(listed.unreadCount).toBeGreaterThan(0)
  })

  it('feeds are cached in Redis for every node, for 15 minutes', async () => {
    const client = new Redis(redis.url, { maxRetriesPerRequest: 1 })
    try {
      const key = `${redis.prefix}feed:categories:2`
      await client.del(key)
      expect((await fetch(`${nodeA.url}/`)).status).toBe(200)
      const ttl = await client.pttl(key)
      expect(ttl).toBeGreaterThan(14 * 60 * 1000)
      expect(ttl).toBeLessThanOrEqual(15 * 60 * 1000)
      // Node B serves what A cached: a marker written into the shared entry shows up on B's page.
      const cached = JSON.parse((await client.get(key)) ?? 'null') as { categories: { name: string }[] }
      cached.categories[0]!.name = 'Cached By Node A'
      await client.set(key, JSON.stringify(cached), 'PX', ttl)
      expect(await (await fetch(`${nodeB.url}/`)).text()).toContain('Cached By Node A')
      await client.del(key)
    } finally {
      await client.quit()
    }
  })

  // Passes once issue 7's Redis rate-limit store is merged (each node counts alone without it).
  it('rate limits are shared: 11 sign-in attempts split across A and B, the 11th is refused', async () => {
    const statuses: number[] = []
    for (let attempt = 0; attempt < 11; attempt++) {
      const node = attempt % 2 === 0 ? nodeA : nodeB
      const answer = await fetch(`${node.url}/api/v1/app-user-authentication/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.77' },
        body: JSON.stringify({ email: `nobody-${attempt}@scale.test`, password: 'wrong-password-1' }),
      })
      statuses.push(answer.status)
    }
    expect(statuses.slice(0, 10).filter((status) => status === 429)).toEqual([])
    expect(statuses[10]).toBe(429)
  })

  it('PostgreSQL away for 5 s: 503s with a clear message, then recovery by itself', async () => {
    const chat = chatClient(nodeA.url, { token: recruiterToken })
    sockets.push(chat)
    await chat.connected

    // Searches (transactions) keep running on both nodes through the cut: some break mid-transaction.
    const statuses: number[] = []
    let searching = true
    const searchers = [nodeA, nodeB].flatMap((node) =>
      Array.from({ length: 3 }, async () => {
        while (searching) {
          const answer = await fetch(`${node.url}/api/v1/search-talents`, {
            method: 'POST',
            headers: { authorization: `Bearer ${recruiterToken}`, 'content-type': 'application/json' },
            body: JSON.stringify({ query: 'dance', limit: 5 }),
          }).catch(() => null)
          statuses.push(answer?.status ?? 0)
          await answer?.arrayBuffer()
        }
      }),
    )
    await sleep(300)

    await proxy.cut()
    const cutAt = Date.now()
    try {
      for (const node of [nodeA, nodeB]) {
        const started = Date.now()
        const api = await fetch(`${node.url}/api/v1/get-app-dashbord-talents-public`)
        expect(Date.now() - started).toBeLessThan(FAST_ANSWER_MS)
        expect(api.status).toBe(503)
        expect(api.headers.get('retry-after')).toBe('5')
        expect(await api.json()).toEqual({ success: false, message: SERVICE_UNAVAILABLE_MESSAGE })
      }
      let started = Date.now()
      const page = await fetch(`${nodeB.url}/recruiter/solo/${talentKey}`)
      expect(Date.now() - started).toBeLessThan(FAST_ANSWER_MS)
      expect(page.status).toBe(503)
      expect(await page.text()).toContain(SERVICE_UNAVAILABLE_MESSAGE)
      // A signed-in page reads its session from the database first: the same friendly 503.
      started = Date.now()
      const ownPage = await fetch(`${nodeA.url}/my-profile/talent`, { headers: { cookie: signedInCookie } })
      expect(Date.now() - started).toBeLessThan(FAST_ANSWER_MS)
      expect(ownPage.status).toBe(503)
      expect(ownPage.headers.get('retry-after')).toBe('5')
      expect(await ownPage.text()).toContain(SERVICE_UNAVAILABLE_MESSAGE)

      started = Date.now()
      const ready = await fetch(`${nodeA.url}/readyz`)
      expect(Date.now() - started).toBeLessThan(FAST_ANSWER_MS)
      expect(ready.status).toBe(503)
      expect(await ready.json()).toMatchObject({ status: 'unavailable', checks: { database: 'down', redis: 'ok' } })
      expect((await fetch(`${nodeA.url}/healthz`)).status).toBe(200)

      const from = chat.send('search_talent', { query: '', filters: { talentType: 'Dancer' } })
      const failed = await chat.waitFor('error', () => true, FAST_ANSWER_MS, from)
      expect(failed.message).toBe(CHAT_ERRORS.serverError)
    } finally {
      await sleep(Math.max(0, OUTAGE_MS - (Date.now() - cutAt)))
      await proxy.restore()
    }

    console.info(`scale: database cut for ${Date.now() - cutAt} ms`)
    await sleep(300)
    searching = false
    await Promise.all(searchers)
    // Only answers (no 500, no dropped connection: both nodes are alive) and both kinds of them.
    expect(new Set(statuses.filter((status) => status !== 200 && status !== 503))).toEqual(new Set())
    expect(statuses).toContain(503)
    expect([nodeA.child.exitCode, nodeB.child.exitCode]).toEqual([null, null])
    const recoveredIn = await eventually(
      async () => {
        const answers = await Promise.all(
          [nodeA, nodeB].map((node) => fetch(`${node.url}/api/v1/get-app-dashbord-talents-public`)),
        )
        return answers.every((answer) => answer.status === 200)
      },
      15_000,
      'API on both nodes after the database returned',
    )
    console.info(`scale: both nodes answered 200 again ${recoveredIn} ms after PostgreSQL returned`)
    expect((await fetch(`${nodeB.url}/recruiter/solo/${talentKey}`)).status).toBe(200)
    expect((await fetch(`${nodeA.url}/readyz`)).status).toBe(200)
    const from = chat.send('search_talent', { query: '', filters: { talentType: 'Dancer' } })
    expect(await chat.waitFor('search_results', () => true, 10_000, from)).toMatchObject({ success: true })
  })

  it('a chat connection cut on node A is recovered on node B: same socket, same search (streams adapter)', async () => {
    const balancer = await startFailoverBalancer([nodeA.port, nodeB.port])
    try {
      const chat = chatClient(balancer.url, { reconnection: true, token: recruiterToken })
      sockets.push(chat)
      await chat.connected
      const firstId = chat.socket.id
      expect(chat.socket.recovered).toBe(false)
      const from = chat.send('search_talent', { query: '', filters: { talentType: 'Dancer' } })
      const results = await chat.waitFor('search_results', () => true, 10_000, from)
      await chat.waitFor('typing_stop', () => true, 10_000, from)

      // A network blip: A keeps the session in Redis; the client comes back through the balancer to B.
      balancer.prefer(nodeB.port)
      const back = new Promise<void>((resolve) => chat.socket.io.once('reconnect', () => resolve()))
      const beforeBlip = chat.events.length
      balancer.dropAll()
      await back
      await eventually(async () => chat.socket.connected, 5000, 'reconnected')
      expect(chat.socket.recovered).toBe(true)
      expect(chat.socket.id).toBe(firstId)
      // Greeted as a connection that kept its history: connection_success, no second welcome.
      await sleep(300)
      expect(chat.names(beforeBlip)).toEqual(['connection_success'])
      const more = chat.send('load_more_results', { sessionId: results.sessionId, page: 2 })
      expect(await chat.waitFor('load_more_response', () => true, 10_000, more)).toMatchObject({
        success: true,
        page: 2,
      })
    } finally {
      await balancer.close()
    }
  })

  it('Redis away for 3 s: pages and chat keep working (feeds from the API), readiness names Redis', async () => {
    const chat = chatClient(nodeB.url, { token: recruiterToken })
    sockets.push(chat)
    await chat.connected
    // A client on A whose connection breaks during the outage: A tries to keep its session in Redis.
    const balancer = await startFailoverBalancer([nodeA.port])
    const dropped = chatClient(balancer.url)
    sockets.push(dropped)
    await dropped.connected
    await redisProxy.cut()
    const cutAt = Date.now()
    try {
      balancer.dropAll()
      const started = Date.now()
      const home = await fetch(`${nodeA.url}/`)
      expect(home.status).toBe(200)
      const homeMs = Date.now() - started
      expect(homeMs).toBeLessThan(FAST_ANSWER_MS + 2000)
      const ready = await fetch(`${nodeB.url}/readyz`)
      expect(ready.status).toBe(503)
      expect(await ready.json()).toMatchObject({ checks: { database: 'ok', redis: 'down' } })
      const searchStarted = Date.now()
      const from = chat.send('search_talent', { query: '', filters: { talentType: 'Actor' } })
      expect(await chat.waitFor('search_results', () => true, 10_000, from)).toMatchObject({ success: true })
      console.info(
        `scale: Redis away: home page in ${homeMs} ms, chat search_results in ${Date.now() - searchStarted} ms`,
      )
    } finally {
      await sleep(Math.max(0, 3000 - (Date.now() - cutAt)))
      await redisProxy.restore()
      await balancer.close()
    }
    // Neither node died of the session it could not store.
    expect([nodeA.child.exitCode, nodeB.child.exitCode]).toEqual([null, null])
    await eventually(
      async () => {
        const answers = await Promise.all([nodeA, nodeB].map((node) => fetch(`${node.url}/readyz`)))
        return answers.every((answer) => answer.status === 200)
      },
      15_000,
      'readiness on both nodes after Redis returned',
    )
    const from = chat.send('search_talent', { query: '', filters: { talentType: 'Model' } })
    const started = Date.now()
    expect(await chat.waitFor('search_results', () => true, 10_000, from)).toMatchObject({ success: true })
    expect(Date.now() - started).toBeLessThan(FAST_ANSWER_MS)
  })

  it('SIGKILL of node A during 200 writes: every acknowledged write is readable on B; its chat clients carry on', async () => {
    const balancer = await startFailoverBalancer([nodeA.port, nodeB.port])
    try {
      const { token } = await signInApi(nodeB.url, DEMO_TALENT_EMAIL, DEMO_PASSWORD, '198.51.100.12')
      const sharesBefore = (await ownProfile(nodeB.url, token)).total_share

      // A chat client through the balancer lands on A (first alive) and starts a search there.
      const chat = chatClient(balancer.url, { reconnection: true, token: recruiterToken })
      sockets.push(chat)
      await chat.connected
      const firstId = chat.socket.id
      const from = chat.send('search_talent', { query: '', filters: { talentType: 'Model' } })
      const results = await chat.waitFor('search_results', () => true, 10_000, from)
      expect(results).toMatchObject({ success: true, hasMore: true })
      const disconnected = new Promise<void>((resolve) => chat.socket.once('disconnect', () => resolve()))

      const log = await writeUntilKilled(nodeA, { token, talentKey, killAfter: KILL_AFTER_ACKNOWLEDGED })
      expect(log.ackedTotal).toBeGreaterThanOrEqual(KILL_AFTER_ACKNOWLEDGED)
      expect(log.sessionsAcked.length).toBeGreaterThan(0)
      console.info(`scale: PostgreSQL, ${log.sentTotal} writes sent, ${log.ackedTotal} acknowledged before SIGKILL`)
      await expectAcknowledgedWritesReadable(nodeB.url, { token, sharesBefore }, log)

      // The client notices, reconnects through the balancer (now to B) and loads more of its search.
      await disconnected
      await new Promise<void>((resolve) => (chat.socket.connected ? resolve() : chat.socket.once('connect', resolve)))
      expect(chat.socket.id).not.toBe(firstId)
      const more = chat.send('load_more_results', { sessionId: results.sessionId, page: 2 })
      expect(await chat.waitFor('load_more_response', () => true, 10_000, more)).toMatchObject({
        success: true,
        page: 2,
      })
    } finally {
      await balancer.close()
    }
  })
})

describe('SIGKILL on the embedded database (PGlite)', () => {
  let node: NodeProcess | null = null

  afterAll(async () => {
    await node?.stop()
  })

  it('every acknowledged write is there after a restart on the same DATA_DIR', async () => {
    scaleEnvironment()
    const dataDir = tempDir()
    const port = await freePort()
    node = startNode('PGlite', port, { DATA_DIR: dataDir })
    await node.ready(90_000)
    const { token, USERID } = await signInApi(node.url, DEMO_TALENT_EMAIL, DEMO_PASSWORD, '198.51.100.20')
    const sharesBefore = (await ownProfile(node.url, token)).total_share

    const log = await writeUntilKilled(node, { token, talentKey: USERID, killAfter: KILL_AFTER_ACKNOWLEDGED })
    expect(log.ackedTotal).toBeGreaterThanOrEqual(KILL_AFTER_ACKNOWLEDGED)
    console.info(`scale: PGlite, ${log.sentTotal} writes sent, ${log.ackedTotal} acknowledged before SIGKILL`)

    // The killed process's lock on DATA_DIR goes stale after 15 s (api/db/client.ts); until then a new
    // process is refused, as it should be while the old one might still be writing.
    await eventually(
      async () => {
        node = startNode('PGlite (restarted)', port, { DATA_DIR: dataDir })
        try {
          await node.ready(30_000)
          return true
        } catch {
          return false
        }
      },
      40_000,
      'restart on the same DATA_DIR',
    )
    await expectAcknowledgedWritesReadable(node.url, { token, sharesBefore }, log)
  })
})
