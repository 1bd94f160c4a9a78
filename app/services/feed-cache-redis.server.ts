import type { Redis } from 'ioredis'
import type { FeedCacheStore } from './feed-cache.server'

/**
 * Feeds shared by every node through Redis: JSON under `<prefix>feed:<key>`, expiring by itself (PX).
 * Redis is a cache here, never a dependency: a failed read is a miss and a failed write is skipped, so
 * a Redis outage costs an API call per request, never an error page. `onError` hears about each one.
 */
export function createRedisFeedStore(
  client: Pick<Redis, 'get' | 'set'>,
  { prefix, onError }: { prefix: string; onError?: (error: unknown) => void },
): FeedCacheStore {
  const keyOf = (key: string) => `${prefix}feed:${key}`
  return {
    async get(key) {
      try {
        const json = await client.get(keyOf(key))
        if (json === null) return undefined
        const value: unknown = JSON.parse(json)
        return value
      } catch (error) {
        onError?.(error)
        return undefined
      }
    },
    async set(key, value, ttlMs) {
      try {
        await client.set(keyOf(key), JSON.stringify(value), 'PX', Math.max(1, Math.round(ttlMs)))
      } catch (error) {
        onError?.(error)
      }
    },
  }
}
