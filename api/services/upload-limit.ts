import type { Redis } from 'ioredis'
import { RateLimiterRes } from 'rate-limiter-flexible'
import { perAccountLimiter } from './contact-limit'

/**
 * Uploads one talent account may start an hour (issue 19). Filling a portfolio is 20 photos and 6 demos,
 * with a few retries; a script filling the store is thousands.
 */
export const DEFAULT_UPLOADS_PER_HOUR = 60
const WINDOW_SECONDS = 60 * 60

export interface UploadLimitOptions {
  perHour?: number
  /** Shared by every node when given; a memory limiter stands in while Redis is unreachable. */
  redis?: Redis
  redisPrefix?: string
}

export type UploadLimit = ReturnType<typeof createUploadLimit>

export function createUploadLimit({
  perHour = DEFAULT_UPLOADS_PER_HOUR,
  redis,
  redisPrefix = 'castline:',
}: UploadLimitOptions = {}) {
  const limiter = perAccountLimiter(`${redisPrefix}uploads`, perHour, WINDOW_SECONDS, redis)
  return {
    perHour,
    /** Counts one upload for this account, or says how long until the next is allowed. */
    async consume(
      accountId: number,
    ): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number; message: string }> {
      try {
        await limiter.consume(String(accountId))
        return { allowed: true }
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal
        const retryAfterSeconds = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000))
        const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
        const message = `You have uploaded ${perHour} files in the last hour, the most one account may. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
        return { allowed: false, retryAfterSeconds, message }
      }
    },
  }
}
