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

describe('upstream HTTP cache, stale-while-revalidate', () => {
  const swr = { 'cache-control': 'public, max-age=1, stale-while-revalidate=30' }
  const settle = () => new Promise((r) => setTimeout(r, 20))

  it('answers from the stale entry at once and refreshes it once in the background', async () => {
    const cache = createHttpCache()
    const upstream = counter(swr)
    await cache(new Request('http://api/x'), upstream.send)
    await new Promise((r) => setTimeout(r, 1100))
    const [a, b] = await Promise.all([
      cache(new Request('http://api/x'), upstream.send),
      cache(new Request('http://api/x'), upstream.send),
    ])
    expect(await a.json()).toEqual({ calls: 1 })
    expect(await b.json()).toEqual({ calls: 1 })
    await settle()
    expect(upstream.calls()).toBe(2)
    expect(await (await cache(new Request('http://api/x'), upstream.send)).json()).toEqual({ calls: 2 })
  })

  it('does the same for readers of parsed JSON (fresh), through the upstream they name', async () => {
    const cache = createHttpCache()
    const upstream = counter(swr)
    const headers = { accept: 'application/json' }
    const revalidate = upstream.send
    expect(cache.fresh('http://api/y', headers, revalidate)).toBeUndefined()
    await cache(new Request('http://api/y', { headers }), upstream.send)
    expect(cache.fresh('http://api/y', headers, revalidate)).toEqual({ status: 200, json: { calls: 1 } })
    expect(upstream.calls()).toBe(1)
    await new Promise((r) => setTimeout(r, 1100))
    expect(cache.fresh('http://api/y', headers, revalidate)).toEqual({ status: 200, json: { calls: 1 } })
    await settle()
    expect(upstream.calls()).toBe(2)
    expect(cache.fresh('http://api/y', headers, revalidate)).toEqual({ status: 200, json: { calls: 2 } })
  })

  it('makes a stale entry without stale-while-revalidate wait for the new answer', async () => {
    const cache = createHttpCache()
    const upstream = counter({ 'cache-control': 'public, max-age=1' })
    await cache(new Request('http://api/z'), upstream.send)
    await new Promise((r) => setTimeout(r, 1100))
    expect(cache.fresh('http://api/z', {}, upstream.send)).toBeUndefined()
    expect(await (await cache(new Request('http://api/z'), upstream.send)).json()).toEqual({ calls: 2 })
  })
})

describe('upstream HTTP cache, requests under way', () => {
  /** An upstream whose answers wait until `release()`. */
  function held(headers: Record<string, string>) {
    let calls = 0
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const send = async () => {
      calls += 1
      await gate
      return new Response(JSON.stringify({ calls }), { status: 200, headers })
    }
    return { send, calls: () => calls, release }
  }

  it('asks upstream once for GETs of a URL that arrive while it is being fetched', async () => {
    const cache = createHttpCache()
    const upstream = held({ 'cache-control': 'public, max-age=30', 'content-type': 'application/json' })
    const answers = Array.from({ length: 50 }, () => cache(new Request('http://api/x'), upstream.send))
    upstream.release()
    const bodies = await Promise.all((await Promise.all(answers)).map((response) => response.json()))
    expect(upstream.calls()).toBe(1)
    expect(bodies).toEqual(Array.from({ length: 50 }, () => ({ calls: 1 })))
  })

  it('lets each waiting GET ask for itself when the answer cannot be stored', async () => {
    const cache = createHttpCache()
    const upstream = held({ 'cache-control': 'no-store' })
    const answers = Array.from({ length: 3 }, () => cache(new Request('http://api/x'), upstream.send))
    upstream.release()
    await Promise.all(answers)
    expect(upstream.calls()).toBe(3)
  })

  it('lets waiting GETs ask for themselves when the fetch fails', async () => {
    const cache = createHttpCache()
    let calls = 0
    let fail!: () => void
    const failing = new Promise<void>((resolve) => (fail = resolve))
    const send = async () => {
      calls += 1
      if (calls === 1) {
        await failing
        throw new Error('upstream down')
      }
      return new Response('{}', { status: 200, headers: { 'cache-control': 'public, max-age=30' } })
    }
    const first = cache(new Request('http://api/x'), send)
    const second = cache(new Request('http://api/x'), send)
    fail()
    await expect(first).rejects.toThrow('upstream down')
    expect((await second).status).toBe(200)
    expect(calls).toBe(2)
  })
})
