import { describe, expect, it } from 'vitest'
import type { ApiResult } from './api.server'
import { createFeedCache, createMemoryFeedStore } from './feed-cache.server'

type Value = { value: number }

function counter(results: ApiResult<Value>[]) {
  let calls = 0
  const load = async () => {
    const result = results[Math.min(calls, results.length - 1)]!
    calls += 1
    await new Promise((resolve) => setTimeout(resolve, 5))
    return result
  }
  return { load, calls: () => calls }
}

describe('feed cache', () => {
  it('loads once and answers from memory until the entry expires', async () => {
    const cached = createFeedCache({ store: createMemoryFeedStore(), ttlMs: 40 })
    const { load, calls } = counter([
      { success: true, value: 1 },
      { success: true, value: 2 },
    ])
    expect(await cached('k', load)).toEqual({ success: true, value: 1 })
    expect(await cached('k', load)).toEqual({ success: true, value: 1 })
    expect(calls()).toBe(1)
    await new Promise((resolve) => setTimeout(resolve, 60))
    expect(await cached('k', load)).toEqual({ success: true, value: 2 })
    expect(calls()).toBe(2)
  })

  it('makes one upstream call for many concurrent misses of a key', async () => {
    const cached = createFeedCache({ store: createMemoryFeedStore(), ttlMs: 60_000 })
    const { load, calls } = counter([{ success: true, value: 7 }])
    const results = await Promise.all(Array.from({ length: 50 }, () => cached('k', load)))
    expect(calls()).toBe(1)
    expect(results.every((result) => result.success && result.value === 7)).toBe(true)
  })

  it('never keeps a failure: the next request tries again', async () => {
    const cached = createFeedCache({ store: createMemoryFeedStore(), ttlMs: 60_000 })
    const { load, calls } = counter([
      { success: false, message: 'An unexpected error occurred.', status: 0 },
      { success: true, value: 3 },
    ])
    expect((await cached('k', load)).success).toBe(false)
    expect(await cached('k', load)).toEqual({ success: true, value: 3 })
    expect(calls()).toBe(2)
  })

  it('keeps keys apart', async () => {
    const cached = createFeedCache({ store: createMemoryFeedStore(), ttlMs: 60_000 })
    expect(await cached('a', async () => ({ success: true, value: 1 }))).toMatchObject({ value: 1 })
    expect(await cached('b', async () => ({ success: true, value: 2 }))).toMatchObject({ value: 2 })
  })
})
