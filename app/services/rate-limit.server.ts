import type { AppLoadContext } from '@remix-run/node'
import '../load-context'

const minutes = (ms: number) => {
  const n = Math.max(1, Math.ceil(ms / 60_000))
  return `${n} minute${n === 1 ? '' : 's'}`
}

/**
 * The message of the per-IP limit (counted in server/rate-limits.ts before the action runs), or null
 * under it. Per-account throttling is the API's (ADR 015): the pages show its 429 message as it comes.
 */
export function ipLimitMessage(context: AppLoadContext): string | null {
  const limited = context.rateLimited
  if (!limited) return null
  return `Too many attempts from your network. Try again in ${minutes(limited.retryAfterSeconds * 1000)}.`
}
