import type { FeedCacheStore } from '../load-context'

/** What the store needs of an ioredis client. */
export interface RedisFeedClient {
  status: string
  get(key: string): Promise<string | null>
  set(key: string, value: string, mode: 'PX', milliseconds: number): Promise<unknown>
}

/**
 * Feeds shared by every node through Redis: JSON under `<prefix>feed:<key>`, expiring by itself (PX).
 * Redis is a cache here, never a dependency: a failed read is a miss and a failed write is skipped, so
 * a Redis outage costs an API call per request, never an error page. `onError` hears about each one.
 * While the client knows it is not connected, both skip Redis at once instead of waiting for the retry.
 */
export function createRedisFeedStore(
  client: RedisFeedClient,
  { prefix, onError }: { prefix: string; onError?: (error: unknown) => void },
): FeedCacheStore {
  const keyOf = (key: string) => `${prefix}feed:${key}`
  return {
    async get(key) {
      if (client.status !== 'ready') return undefined
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
      if (client.status !== 'ready') return
      try {
        await client.set(keyOf(key), JSON.stringify(value), 'PX', Math.max(1, Math.round(ttlMs)))
      } catch (error) {
        onError?.(error)
      }
    },
  }
}
