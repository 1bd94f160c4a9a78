import { describe, expect, it } from 'vitest'
import { createHttpCache } from './http-cache.server'

function counter(headers: Record<string, string>) {
  let calls = 0
  const send = async () => {
    calls += 1
    return new Response(JSON.stringify({ calls }), { status: 200, headers })
  }
  return { send, calls: () => calls }
}

describe('upstream HTTP cache', () => {
  it('answers a fresh public GET from memory', async () => {
    const cache = createHttpCache()
    const upstream = counter({ 'cache-control': 'public, max-age=30', 'content-type': 'application/json' })
    const first = await cache(new Request('http://api/x'), upstream.send)
    const second = await cache(new Request('http://api/x'), upstream.send)
    expect(await first.json()).toEqual({ calls: 1 })
    expect(await second.json()).toEqual({ calls: 1 })
    expect(upstream.calls()).toBe(1)
  })

  it('keys by URL', async () => {
    const cache = createHttpCache()
    const upstream = counter({ 'cache-control': 'public, max-age=30' })
    await cache(new Request('http://api/x?page=1'), upstream.send)
    await cache(new Request('http://api/x?page=2'), upstream.send)
    expect(upstream.calls()).toBe(2)
  })

  it('never caches a request carrying a bearer token', async () => {
    const cache = createHttpCache()
    const upstream = counter({ 'cache-control': 'public, max-age=30' })
    const authed = () => new Request('http://api/x', { headers: { authorization: 'Bearer t' } })
    await cache(authed(), upstream.send)
    await cache(authed(), upstream.send)
    expect(upstream.calls()).toBe(2)
  })

  it('does not keep responses without a public max-age', async () => {
    const cache = createHttpCache()
    const upstream = counter({ 'cache-control': 'no-store' })
    await cache(new Request('http://api/x'), upstream.send)
    await cache(new Request('http://api/x'), upstream.send)
    expect(upstream.calls()).toBe(2)
  })

  it('refetches once the entry is stale', async () => {
    const cache = createHttpCache()
    const upstream = counter({ 'cache-control': 'public, max-age=1' })
    await cache(new Request('http://api/x'), upstream.send)
    await new Promise((r) => setTimeout(r, 1100))
    await cache(new Request('http://api/x'), upstream.send)
    expect(upstream.calls()).toBe(2)
  })
})
