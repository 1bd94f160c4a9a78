import { describe, expect, it } from 'vitest'
import { SearchCache } from './search-cache'

/** A search that answers when told to, counting how often it ran. */
function controlledSearch() {
  const runs: { resolve: (value: { answer: string }) => void }[] = []
  const compute = () => new Promise<{ answer: string }>((resolve) => runs.push({ resolve }))
  return { runs, compute }
}

describe('SearchCache', () => {
  it('runs a search once for everyone asking it at the same version at the same time', async () => {
    const cache = new SearchCache<{ answer: string }>()
    const { runs, compute } = controlledSearch()
    const asked = Array.from({ length: 50 }, () => cache.get('kathak', 7, compute))
    expect(runs).toHaveLength(1)
    runs[0]!.resolve({ answer: 'first' })
    expect(new Set((await Promise.all(asked)).map((found) => found.answer))).toEqual(new Set(['first']))
    // Later, at the same version: from the cache.
    expect(await cache.get('kathak', 7, compute)).toEqual({ answer: 'first' })
    expect(runs).toHaveLength(1)
  })

  it('computes again once the version moves, and keeps different questions apart', async () => {
    const cache = new SearchCache<{ answer: string }>()
    const { runs, compute } = controlledSearch()
    const first = cache.get('kathak', 7, compute)
    runs[0]!.resolve({ answer: 'v7' })
    await first
    const newer = cache.get('kathak', 8, compute)
    const other = cache.get('runway', 8, compute)
    expect(runs).toHaveLength(3)
    runs[1]!.resolve({ answer: 'v8' })
    runs[2]!.resolve({ answer: 'runway v8' })
    expect(await newer).toEqual({ answer: 'v8' })
    expect(await other).toEqual({ answer: 'runway v8' })
  })

  it('never lets a slow answer for an older version replace a newer one', async () => {
    const cache = new SearchCache<{ answer: string }>()
    const { runs, compute } = controlledSearch()
    const old = cache.get('kathak', 7, compute)
    const fresh = cache.get('kathak', 8, compute)
    runs[1]!.resolve({ answer: 'v8' })
    await fresh
    runs[0]!.resolve({ answer: 'v7' })
    expect(await old).toEqual({ answer: 'v7' })
    expect(await cache.get('kathak', 8, compute)).toEqual({ answer: 'v8' })
    expect(runs).toHaveLength(2)
  })

  it('does not keep a failed search: the next one tries again', async () => {
    const cache = new SearchCache<{ answer: string }>()
    let calls = 0
    const failing = () => {
      calls += 1
      return Promise.reject(new Error('database away'))
    }
    await expect(cache.get('kathak', 7, failing)).rejects.toThrow('database away')
    await expect(cache.get('kathak', 7, failing)).rejects.toThrow('database away')
    expect(calls).toBe(2)
  })
})
