import type { Redis } from 'ioredis'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'

/**
 * How many talents' contact details one recruiter account may be given a day (the connect link). A
 * casting search contacts a handful of people; harvesting (19 of 20 talent emails from one account, in the
 * attack pass of issue 17) needs hundreds. Asking again for a talent already given today costs nothing.
 */
export const DEFAULT_CONNECT_LINKS_PER_DAY = 30
export const CONNECT_LIMIT_WINDOW_SECONDS = 24 * 60 * 60

/**
 * `points` a key may spend per `duration` seconds: in Redis for every node when given, with a memory limiter
 * standing in while Redis is unreachable (no limit switches off).
 */
export function perAccountLimiter(keyPrefix: string, points: number, duration: number, redis?: Redis) {
  const options = { keyPrefix, points, duration }
  const memory = new RateLimiterMemory(options)
  const limiter: RateLimiterAbstract = redis
    ? new RateLimiterRedis({ ...options, storeClient: redis, rejectIfRedisNotReady: true, insuranceLimiter: memory })
    : memory
  return limiter
}

export function connectLimitMessage(perDay: number, retryAfterSeconds: number): string {
  const hours = Math.max(1, Math.ceil(retryAfterSeconds / 3600))
  return (
    `You have contacted ${perDay} talents in the last 24 hours, the most one account may. ` +
    `Try again in about ${hours} hour${hours === 1 ? '' : 's'}.`
  )
}

export interface ConnectLimitOptions {
  perDay?: number
  /** Shared by every node when given; a memory limiter stands in while Redis is unreachable. */
  redis?: Redis
  redisPrefix?: string
}

export type ConnectLimit = ReturnType<typeof createConnectLimit>

export function createConnectLimit({
  perDay = DEFAULT_CONNECT_LINKS_PER_DAY,
  redis,
  redisPrefix = 'castline:',
}: ConnectLimitOptions = {}) {
  const limiter = perAccountLimiter(`${redisPrefix}connect-links`, perDay, CONNECT_LIMIT_WINDOW_SECONDS, redis)
  return {
    perDay,
    /** Counts one more talent for this account; refused (with the wait) once the day's are used. */
    async consume(accountId: number): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
      try {
        await limiter.consume(String(accountId))
        return { allowed: true }
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) }
      }
    },
  }
}
