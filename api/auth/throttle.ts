import type { Redis } from 'ioredis'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'

/**
 * Throttling of password checks per account (ADR 015). Every attempt on an account from one client address
 * is counted; the first `freeFailures` are heard at once, then each further attempt must wait a delay that
 * doubles (delayBaseSeconds, 2×, 4×, … up to delayMaxSeconds) and is answered 429 with Retry-After while
 * it waits. Over the per-account ceiling (accountCeiling attempts from all addresses within accountWindow)
 * an address's delays begin after its first attempt, so an attacker spread over many addresses is slowed,
 * while an address that has not tried the account yet (the owner on a fresh device) is still heard at
 * once: the ceiling slows guessing, it never locks the account. A right password forgets the address's
 * attempts.
 *
 * The counts live in Redis when the node has a client (one count for every node, for the pages and the
 * API alike), with a memory limiter as insurance while Redis is unreachable: the throttle never switches off.
 */
export interface ThrottleSettings {
  freeFailures: number
  delayBaseSeconds: number
  delayMaxSeconds: number
  accountCeiling: number
  accountWindowSeconds: number
  /** Sign-ups per email address within accountWindowSeconds. */
  signupsPerEmail: number
}

export const DEFAULT_THROTTLE_SETTINGS: ThrottleSettings = {
  freeFailures: 5,
  delayBaseSeconds: 2,
  delayMaxSeconds: 900,
  accountCeiling: 20,
  accountWindowSeconds: 3600,
  signupsPerEmail: 5,
}

export const DEFAULT_THROTTLE_REDIS_PREFIX = 'castline:auth-throttle:'

export interface ThrottleOptions {
  settings?: Partial<ThrottleSettings>
  redis?: Redis
  /** Overrides DEFAULT_THROTTLE_REDIS_PREFIX (tests give each run its own). */
  redisPrefix?: string
}

/** What is being guessed: a sign-in (keyed by email) or a password change (keyed by USERID). */
export type ThrottledAction = 'sign-in' | 'change-password'

export type Admission =
  | {
      allowed: true
      succeeded(): Promise<void>
      /** The check never ran (an outage): not an attempt. */ void(): Promise<void>
    }
  | { allowed: false; retryAfterSeconds: number }

/** Attempts on one account from one address are remembered this long after the first. */
const ADDRESS_MEMORY_SECONDS = 24 * 60 * 60
/** Counters that never refuse by themselves: the throttle reads their counts. */
const UNBOUNDED = 1_000_000_000

export type AccountThrottle = ReturnType<typeof createAccountThrottle>

export function createAccountThrottle({ settings = {}, redis, redisPrefix }: ThrottleOptions = {}) {
  const config = { ...DEFAULT_THROTTLE_SETTINGS, ...definedOnly(settings) }
  const prefix = redisPrefix ?? DEFAULT_THROTTLE_REDIS_PREFIX
  const limiter = (name: string, points: number, duration: number): RateLimiterAbstract => {
    const keyPrefix = `${prefix}${name}`
    const memory = new RateLimiterMemory({ keyPrefix, points, duration })
    if (!redis) return memory
    // While Redis is down each node counts alone, at once, rather than letting attempts through.
    return new RateLimiterRedis({
      storeClient: redis,
      keyPrefix,
      points,
      duration,
      rejectIfRedisNotReady: true,
      insuranceLimiter: memory,
    })
  }
  const perAccount = limiter('account', UNBOUNDED, config.accountWindowSeconds)
  const perAddress = limiter('address', UNBOUNDED, ADDRESS_MEMORY_SECONDS)
  // One attempt per window; each window is as long as the delay it enforces (customDuration).
  const gate = limiter('gate', 1, config.delayBaseSeconds)
  const signups = limiter('signup', config.signupsPerEmail, config.accountWindowSeconds)

  const delayFor = (excess: number) =>
    Math.min(config.delayBaseSeconds * 2 ** Math.min(excess - 1, 30), config.delayMaxSeconds)

  return {
    settings: config,

    /** Counts an attempt before the password is checked, or says how long this address must still wait. */
    async admit(action: ThrottledAction, account: string, address: string): Promise<Admission> {
      const accountKey = `${action}:${account.trim().toLowerCase()}`
      const addressKey = `${accountKey}:${address}`
      const onAccount = (await perAccount.consume(accountKey)).consumedPoints
      const fromAddress = (await perAddress.consume(addressKey)).consumedPoints
      const free = onAccount > config.accountCeiling ? 1 : config.freeFailures
      if (fromAddress >= free) {
        // Atomic: of parallel attempts only one opens the window, the others wait it out.
        const opened = await gate
          .consume(addressKey, 1, { customDuration: delayFor(fromAddress - free + 1) })
          .catch((refusal: unknown) => refusal)
        if (opened instanceof RateLimiterRes && opened.consumedPoints > 1) {
          // A refused attempt checks nothing, so it neither counts nor lengthens the next wait.
          await Promise.all([perAccount.reward(accountKey), perAddress.reward(addressKey)])
          return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(opened.msBeforeNext / 1000)) }
        }
        if (opened instanceof Error) throw opened
      }
      return {
        allowed: true,
        async succeeded() {
          await Promise.all([perAddress.delete(addressKey), gate.delete(addressKey), perAccount.reward(accountKey)])
        },
        async void() {
          await Promise.all([perAddress.reward(addressKey), perAccount.reward(accountKey), gate.delete(addressKey)])
        },
      }
    },

    /** Counts a sign-up for an email: null when allowed, otherwise the seconds until the next is. */
    async admitSignup(email: string): Promise<number | null> {
      const refusal = await signups.consume(email.trim().toLowerCase()).then(
        () => null,
        (result: unknown) => {
          if (result instanceof Error) throw result
          return result
        },
      )
      return refusal instanceof RateLimiterRes ? Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) : null
    },
  }
}

function definedOnly<T extends object>(values: Partial<T>): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>
}

/** "8 seconds", "1 minute", "15 minutes": how long to wait, for a message. */
export function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`
  const minutes = Math.ceil(seconds / 60)
  return `${minutes} minute${minutes === 1 ? '' : 's'}`
}

export const tooManySignIns = (seconds: number) => `Too many sign-in attempts. Try again in ${describeWait(seconds)}.`
export const tooManyWrongPasswords = (seconds: number) =>
  `Too many wrong current passwords. Try again in ${describeWait(seconds)}.`
export const tooManySignups = (seconds: number) =>
  `Too many sign-up attempts for this email. Try again in ${describeWait(seconds)}.`
