import type { AppLoadContext } from '@remix-run/node'
import type { InferResponseType } from 'hono/client'
import { LRUCache } from 'lru-cache'
import { z } from 'zod'
import { BRAND_PAGE_SIZE, FEED_CACHE_TTL_MS, FEED_REVALIDATE_INTERVAL_MS } from '~/constants'
import type { FeedCacheStore } from '../load-context'
import { createApiClient, type Api, type ApiResult } from './api.server'

/** Feed user types (requirements §6): 1 = talent feed, 2 = recruiter feed. */
export type FeedUserType = 1 | 2

export type FeedCategory = InferResponseType<Api['get-feeds-category']['$get'], 200>['categories'][number]
export type FeedBrand = FeedCategory['brands'][number]

export function createMemoryFeedStore({ maxEntries = 500 }: { maxEntries?: number } = {}): FeedCacheStore {
  const entries = new LRUCache<string, { value: unknown }>({ max: maxEntries })
  return {
    get: async (key) => entries.get(key)?.value,
    set: async (key, value, ttlMs) => void entries.set(key, { value }, { ttl: ttlMs }),
  }
}

/**
 * Read-through cache with one load per key at a time: fifty requests arriving on a cold cache make one
 * upstream call, not fifty. Failures are never stored, so the next request tries again.
 */
export function createFeedCache({ store, ttlMs }: { store: FeedCacheStore; ttlMs: number }) {
  const loading = new Map<string, Promise<ApiResult<unknown>>>()

  return async function cached<T extends object>(
    key: string,
    load: () => Promise<ApiResult<T>>,
  ): Promise<ApiResult<T>> {
    const hit = await store.get(key)
    // Only successful results are stored, so whatever is under the key has the loader's type.
    if (hit !== undefined) return hit as ApiResult<T>
    const pending = loading.get(key)
    if (pending) return pending as Promise<ApiResult<T>>
    const next = load()
      .then(async (result) => {
        if (result.success) await store.set(key, result, ttlMs)
        return result
      })
      .finally(() => loading.delete(key))
    loading.set(key, next)
    return next
  }
}

/*
 * The feeds API answers `Cache-Control: public, max-age=900`, so the upstream HTTP cache
 * (http-cache.server.ts) keeps its raw JSON too. This cache sits in front of it and keeps the parsed
 * value, so a hit costs no JSON parse. Both are filled by the same call and
 * expire together (the HTTP entry a moment earlier), so a refill here never reads a stale HTTP copy.
 * Feeds are the same for everyone: they are always read as a guest, whoever is signed in.
 */
const memoryFeedStore = createMemoryFeedStore()
const feedCaches = new WeakMap<FeedCacheStore, ReturnType<typeof createFeedCache>>()

/** The load context's store (Redis with REDIS_URL: server.ts), else this process's memory. */
function feedCacheOf(context: AppLoadContext) {
  const store = context.feedStore ?? memoryFeedStore
  let cache = feedCaches.get(store)
  if (!cache) {
    cache = createFeedCache({ store, ttlMs: FEED_CACHE_TTL_MS })
    feedCaches.set(store, cache)
  }
  return cache
}

/** Browser caching of the feed resource routes: fresh until the next background revalidation is due. */
export const FEED_BROWSER_CACHE_CONTROL = `public, max-age=${FEED_REVALIDATE_INTERVAL_MS / 1000}`

/** A feed's categories with their first brands and banner images (one call carries all three). */
export function getFeedCategories(context: AppLoadContext, userType: FeedUserType) {
  return feedCacheOf(context)(`categories:${userType}`, () =>
    createApiClient(context).request((api) =>
      api['get-feeds-category'].$get({ query: { current_user_type: `${userType}` } }),
    ),
  )
}

/** Page `page` (1-based, BRAND_PAGE_SIZE a page) of a category's brands. */
export function getCategoryBrands(
  context: AppLoadContext,
  {
    userType,
    categoryId,
    page,
    pageSize = BRAND_PAGE_SIZE,
  }: { userType: FeedUserType; categoryId: number; page: number; pageSize?: number },
) {
  const query = {
    category_id: String(categoryId),
    current_user_type: `${userType}` as const,
    offset: (page - 1) * pageSize,
    limit: pageSize,
  }
  return feedCacheOf(context)(`brands:${userType}:${categoryId}:${query.offset}:${pageSize}`, () =>
    createApiClient(context).request((api) => api['get-feeds-brands'].$get({ query })),
  )
}

/** The `userType` query value of the feed resource routes. */
export const feedUserTypeSchema = z.enum(['1', '2']).transform((value): FeedUserType => (value === '1' ? 1 : 2))
