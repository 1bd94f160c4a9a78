import type { Redis } from 'ioredis'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'

/**
 * How many connection requests one recruiter account may send a day (ADR 024; before it, how many talents'
 * emails the connect link gave, ADR 018). A casting search contacts a handful of people; spamming or
 * harvesting (19 of 20 talent emails from one account, in the attack pass of issue 17) needs hundreds. A
 * refused request (a duplicate, a block) costs nothing. The env var keeps its old name, CONNECT_LINKS_PER_DAY.
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
    `You have sent ${perDay} connection requests in the last 24 hours, the most one account may. ` +
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
  const limiter = perAccountLimiter(`${redisPrefix}connection-requests`, perDay, CONNECT_LIMIT_WINDOW_SECONDS, redis)
  return {
    perDay,
    /** Counts one more request for this account; refused (with the wait) once the day's are used. */
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
