import { LRUCache } from 'lru-cache'

/** Pages of text searches kept per node; a page of cards is a few kB. */
const CACHED_PAGES = 2000

interface Entry<T> {
  version: number
  value: T
}

/**
 * Results of free-text searches, valid for one catalog version (ADR 013). People repeat searches
 * ("kathak", "dubbing hindi"), and a crowd often sends the same one at once: the first computes it,
 * those arriving meanwhile wait for that answer, and later ones read it until any write that could
 * change it (a card, a filter column, a bio or skills) bumps the version.
 *
 * A value is stored under the version read before it was computed, so it never reflects less than its
 * version holds; a write committed meanwhile makes the next search miss and compute again.
 */
export class SearchCache<T extends object> {
  readonly #entries = new LRUCache<string, Entry<T>>({ max: CACHED_PAGES })
  readonly #pending = new Map<string, Promise<T>>()

  /** `version` is the latest committed catalog version; `compute` runs the search. */
  async get(key: string, version: number, compute: () => Promise<T>): Promise<T> {
    const cached = this.#entries.get(key)
    if (cached?.version === version) return cached.value
    const pendingKey = `${version}\u0000${key}`
    const pending = this.#pending.get(pendingKey)
    if (pending) return pending
    const computing = compute()
      .then((value) => {
        const latest = this.#entries.get(key)
        if (!latest || latest.version <= version) this.#entries.set(key, { version, value })
        return value
      })
      .finally(() => this.#pending.delete(pendingKey))
    this.#pending.set(pendingKey, computing)
    return computing
  }
}
