import type { AppLoadContext } from '@remix-run/node'
import { RateLimiterMemory } from 'rate-limiter-flexible'
import { getEnv } from './env.server'
import '../load-context'

const minutes = (ms: number) => {
  const n = Math.max(1, Math.ceil(ms / 60_000))
  return `${n} minute${n === 1 ? '' : 's'}`
}

/** The message of the per-IP limit (counted by express-rate-limit in server.ts), or null under it. */
export function ipLimitMessage(context: AppLoadContext): string | null {
  const limited = context.rateLimited
  if (!limited) return null
  return `Too many attempts from your network. Try again in ${minutes(limited.retryAfterSeconds * 1000)}.`
}

/** The key is the email for sign-in and sign-up, the USERID for a password change. */
export type AccountAction = 'sign-in' | 'sign-up' | 'change-password'

let limiter: RateLimiterMemory | undefined
/**
 * Failed attempts per account (email), in this process. The window starts at the first failure; once
 * it holds AUTH_ACCOUNT_MAX_FAILURES the account is refused until the window ends, whether or not the
 * email exists, so the lock reveals nothing either.
 */
function accountLimiter(): RateLimiterMemory {
  const env = getEnv()
  limiter ??= new RateLimiterMemory({
    points: env.AUTH_ACCOUNT_MAX_FAILURES,
    duration: env.AUTH_ACCOUNT_LOCK_MINUTES * 60,
  })
  return limiter
}

const keyOf = (action: AccountAction, email: string) => `${action}:${email.trim().toLowerCase()}`

/** The lock-out message when the account has used up its failures, or null. */
export async function accountLockMessage(action: AccountAction, email: string): Promise<string | null> {
  const state = await accountLimiter().get(keyOf(action, email))
  if (!state || state.consumedPoints < getEnv().AUTH_ACCOUNT_MAX_FAILURES) return null
  const wait = minutes(state.msBeforeNext)
  if (action === 'sign-in') return `Too many sign-in attempts. Try again in ${wait}.`
  if (action === 'change-password') return `Too many wrong current passwords. Try again in ${wait}.`
  return `Too many sign-up attempts for this email. Try again in ${wait}.`
}

export async function recordAccountFailure(action: AccountAction, email: string): Promise<void> {
  await accountLimiter().penalty(keyOf(action, email), 1)
}

export async function clearAccountFailures(action: AccountAction, email: string): Promise<void> {
  await accountLimiter().delete(keyOf(action, email))
}
