import crypto from 'node:crypto'
import { Redis } from 'ioredis'
import { afterAll, beforeAll } from 'vitest'

/**
 * A Redis connection for the tests of one describe block, with a fresh key prefix whose keys are deleted
 * afterwards (several runs may share one Redis). Read `redis.client` inside the tests, after beforeAll.
 */
export function redisForTests(url: string) {
  const redis = { prefix: `castline-test:${crypto.randomBytes(6).toString('hex')}:`, client: null as unknown as Redis }
  beforeAll(async () => {
    redis.client = new Redis(url, { lazyConnect: true })
    await redis.client.connect()
  })
  afterAll(async () => {
    const keys = await redis.client.keys(`${redis.prefix}*`)
    if (keys.length) await redis.client.del(...keys)
    await redis.client.quit()
  })
  return redis
}
