import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'
import express from 'express'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../../api/db/client'
import type { FeedCacheStore } from '../../app/load-context'
import { createRedisFeedStore, type RedisFeedClient } from '../../app/services/feed-cache-redis.server'
import { createFeedCache } from '../../app/services/feed-cache.server'
import { healthRoutes } from '../../server/health'
import { createLogger, redactUrl, requestIdOf, requestLogging } from '../../server/logging'
import { createTestDatabase } from '../setup/database'
import { capturedLogger, WARN_LEVEL } from '../setup/logger'
import { startRemixServer, type RemixServer } from '../setup/remix-server'
import { freePort } from '../scale/nodes'

/** A Redis client aimed at a port nobody listens on: a real client meeting a real outage. */
async function unreachableRedis() {
  const port = await freePort()
  const client = new Redis(`redis://127.0.0.1:${port}`, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
  })
  client.on('error', () => {})
  return client
}

describe('request logs', () => {
  const lines: Record<string, unknown>[] = []
  let url = ''
  let server: http.Server

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line))
        done()
      },
    })
    const testLogger = createLogger('info', sink)
    const app = express()
    app.use(requestLogging(testLogger))
    app.get('/work', (req, res) => {
      testLogger.info('inside the handler')
      setTimeout(() => {
        testLogger.info('later, still the same request')
        res.json({ ok: true })
      }, 5)
    })
    server = http.createServer(app)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('keeps a sane X-Request-Id and echoes it; replaces anything else', async () => {
    const kept = await fetch(`${url}/work`, { headers: { 'x-request-id': 'lb-7f3a.2' } })
    expect(kept.headers.get('x-request-id')).toBe('lb-7f3a.2')
    const replaced = await fetch(`${url}/work`, { headers: { 'x-request-id': 'x'.repeat(65) } })
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    expect(requestIdOf('has space')).not.toBe('has space')
    expect(requestIdOf(undefined)).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('tags every line of a request with its id and never logs cookies, authorization or tokens', async () => {
    lines.length = 0
    await fetch(`${url}/work?token=abc.def&page=2&refreshToken=zzz`, {
      headers: {
        'x-request-id': 'trace-1',
        cookie: 'castline_session=secret-cookie',
        authorization: 'Bearer secret-jwt',
      },
    })
    await new Promise((resolve) => setTimeout(resolve, 20))
    const text = JSON.stringify(lines)
    expect(lines.filter((line) => line.reqId === 'trace-1').map((line) => line.msg)).toEqual(
      expect.arrayContaining(['inside the handler', 'later, still the same request', 'request completed']),
    )
    expect(text).not.toContain('secret-cookie')
    expect(text).not.toContain('secret-jwt')
    expect(text).not.toContain('abc.def')
    expect(text).not.toContain('zzz')
    expect(text).toContain('page=2')
  })

  it('redacts secret-looking query values only', () => {
    expect(redactUrl('/socket.io/?EIO=4&token=eyJ')).toBe('/socket.io/?EIO=4&token=[redacted]')
    expect(redactUrl('/login?redirectTo=%2Fhome')).toBe('/login?redirectTo=%2Fhome')
    expect(redactUrl('/plain')).toBe('/plain')
  })
})

describe('loader and action errors', () => {
  const { logger, lines } = capturedLogger()
  const failure = new Error('the feed store failed')
  let reads = 0
  let failAfterMs = 0
  // The feeds' resource route (app/routes/resources.feeds.ts) reads this store first: its loader throws this.
  const failingStore: FeedCacheStore = {
    get: async () => {
      reads += 1
      await new Promise((resolve) => setTimeout(resolve, failAfterMs))
      throw failure
    },
    set: async () => {},
  }
  let remix: RemixServer

  beforeAll(async () => {
    remix = await startRemixServer({ logger, context: { feedStore: failingStore } })
  }, 60_000)
  afterAll(() => remix?.close())

  async function settled() {
    await new Promise((resolve) => setTimeout(resolve, failAfterMs + 200))
  }

  it("reach the JSON logs with the request's id (app/entry.server.tsx's handleError)", async () => {
    failAfterMs = 0
    const response = await fetch(`${remix.url}/resources/feeds?userType=1`, {
      headers: { 'x-request-id': 'loader-fails-1' },
    })
    expect(response.status).toBe(500)
    await settled()
    const ofRequest = lines.filter((line) => line.reqId === 'loader-fails-1')
    expect(ofRequest).toContainEqual(
      expect.objectContaining({
        level: 50,
        msg: 'loader or action failed',
        method: 'GET',
        path: '/resources/feeds',
        err: expect.objectContaining({ message: 'the feed store failed', stack: expect.any(String) }),
      }),
    )
    // The request's own line says 500 with the same id.
    expect(ofRequest).toContainEqual(expect.objectContaining({ msg: 'request errored', res: { statusCode: 500 } }))
  })

  it("are not the router's own 404s and 405s: a post to a route with no action is the caller's mistake", async () => {
    failAfterMs = 0
    const response = await fetch(`${remix.url}/resources/feeds?userType=1`, {
      method: 'POST',
      headers: { 'x-request-id': 'no-action-1' },
    })
    expect(response.status).toBe(405)
    await settled()
    const ofRequest = lines.filter((line) => line.reqId === 'no-action-1')
    expect(ofRequest).toContainEqual(expect.objectContaining({ msg: 'request completed', res: { statusCode: 405 } }))
    expect(ofRequest.filter((line) => line.level > WARN_LEVEL)).toEqual([])
  })

  it('are not logged when the visitor has gone (an aborted request)', async () => {
    failAfterMs = 300
    const before = reads
    const controller = new AbortController()
    const answer = fetch(`${remix.url}/resources/feeds?userType=2`, {
      headers: { 'x-request-id': 'loader-aborted-1' },
      signal: controller.signal,
    }).catch((error: unknown) => error)
    // Aborted while the loader waits on the store, which then fails.
    while (reads === before) await new Promise((resolve) => setTimeout(resolve, 10))
    controller.abort()
    expect(await answer).toBeInstanceOf(Error)
    await settled()
    // The request's own line is written when the connection closes, outside the request: it names it as req.id.
    const ofRequest = lines.filter(
      (line) =>
        line.reqId === 'loader-aborted-1' || (line.req as { id?: string } | undefined)?.id === 'loader-aborted-1',
    )
    expect(ofRequest.filter((line) => line.level > WARN_LEVEL)).toEqual([])
    expect(ofRequest).toContainEqual(expect.objectContaining({ msg: 'request aborted' }))
  })
})

describe('readiness', () => {
  let database: DatabaseHandle
  beforeAll(async () => {
    database = await createTestDatabase()
  })
  afterAll(async () => {
    await database.close()
  })

  async function serve(redis: Redis | null) {
    const app = express().use(healthRoutes({ db: database.db, redis }))
    const server = http.createServer(app)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    return { base, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
  }

  it('is ready with the database answering and no Redis configured', async () => {
    const { base, close } = await serve(null)
    const answer = await fetch(`${base}/readyz`)
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ status: 'ready', checks: { database: 'ok' } })
    expect(await (await fetch(`${base}/healthz`)).json()).toEqual({ status: 'ok' })
    await close()
  })

  it('names Redis when it does not answer, within the timeout', async () => {
    const redis = await unreachableRedis()
    const { base, close } = await serve(redis)
    const started = Date.now()
    const answer = await fetch(`${base}/readyz`)
    expect(Date.now() - started).toBeLessThan(2500)
    expect(answer.status).toBe(503)
    expect(await answer.json()).toEqual({
      status: 'unavailable',
      message: 'Not ready: redis unreachable',
      checks: { database: 'ok', redis: 'down' },
    })
    redis.disconnect()
    await close()
  })
})

describe('the Redis feed store when Redis is away', () => {
  it('a failing command is a miss, a failing write is skipped: each reported, nothing thrown', async () => {
    const failure = new Error('READONLY You can not write against a read only replica.')
    const failing: RedisFeedClient = {
      status: 'ready',
      get: () => Promise.reject(failure),
      set: () => Promise.reject(failure),
    }
    const problems: unknown[] = []
    const store = createRedisFeedStore(failing, { prefix: 't:', onError: (error) => problems.push(error) })
    expect(await store.get('k')).toBeUndefined()
    await store.set('k', { a: 1 }, 1000)
    expect(problems).toEqual([failure, failure])
  })

  it('reads miss, writes are skipped, and the feed comes from the API without an error', async () => {
    const redis = await unreachableRedis()
    const problems: unknown[] = []
    const store = createRedisFeedStore(redis, { prefix: 't:', onError: (error) => problems.push(error) })
    const cached = createFeedCache({ store, ttlMs: 60_000 })
    let loads = 0
    const load = async () => {
      loads += 1
      return { success: true as const, value: loads }
    }
    expect(await cached('k', load)).toEqual({ success: true, value: 1 })
    expect(await cached('k', load)).toEqual({ success: true, value: 2 })
    // Never connected: Redis is skipped without even trying.
    expect(problems).toEqual([])
    redis.disconnect()
  })
})
