/**
 * The per-IP limits server/security.ts mounts (rate-limiter-flexible, the library the chat socket and the
 * API's account throttle use too): tight ones on sign-in, sign-up, token refresh and password change,
 * looser ones on every other read and write. With a Redis client each limiter counts in Redis under its
 * own prefix, so every node of a deployment shares the counts, with a memory limiter as insurance while
 * Redis is unreachable (the limits never switch off); without one they count in this process's memory.
 *
 * A request is classified by the path the routers will match (ADR 015): Remix and Hono decode
 * percent-escapes and Remix ignores case and trailing slashes, so `/%6Cogin` is the sign-in page.
 */
import type express from 'express'
import type { Redis } from 'ioredis'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { createAccountThrottle } from '../api/auth/throttle'
import type { RateLimitState } from '../app/load-context'
import type { Env } from './env.server'

export const TOO_MANY_ATTEMPTS = 'Too many attempts from your network. Try again later.'
export const TOO_MANY_REQUESTS = 'Too many requests from your network. Try again in a minute.'
/** Where every limiter's keys live in Redis: `<prefix><limiter>:<client address>`. */
export const DEFAULT_REDIS_PREFIX = 'castline:rate-limit:'

export interface RateLimitDependencies {
  /** The node's shared Redis client (api/redis.ts); absent: counts stay in memory. */
  redis?: Redis
  /** Overrides DEFAULT_REDIS_PREFIX (tests give each run its own). */
  redisPrefix?: string
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
/** A load balancer's health checks are not a client's requests. */
const UNLIMITED_PATHS = new Set(['/healthz', '/api/v1/healthz'])

/**
 * The path as the routers match it: resolved as a URL (dot segments, backslashes), each segment
 * percent-decoded once, lower-cased, duplicate and trailing slashes dropped, and Remix's `.data` suffix
 * removed. Anything that spells a route differently ends up as that route's path.
 */
export function routedPath(originalUrl: string): string {
  let pathname = originalUrl.split('?')[0] ?? ''
  try {
    pathname = new URL(`http://routed.invalid${originalUrl.startsWith('/') ? '' : '/'}${originalUrl}`).pathname
  } catch {
    // Left as sent: a URL no router can parse matches no route either.
  }
  const decoded = pathname
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment)
      } catch {
        return segment
      }
    })
    .join('/')
  const path = decoded
    .toLowerCase()
    .replace(/\/{2,}/g, '/')
    .replace(/\/+$/, '')
    .replace(/\.data$/, '')
  return path.replace(/\/+$/, '') || '/'
}

/** The `intent` a page reads from the URL (the first one, decoded), as app/routes/change-password.server.ts does. */
export function intentOf(originalUrl: string): string | null {
  try {
    return new URL(`http://routed.invalid${originalUrl.startsWith('/') ? '' : '/'}${originalUrl}`).searchParams.get(
      'intent',
    )
  } catch {
    return null
  }
}

export type LimitedRequest = express.Request & { routedPath?: string }

/** The routed path of this request, worked out once. */
export function routedPathOf(req: LimitedRequest): string {
  req.routedPath ??= routedPath(req.originalUrl)
  return req.routedPath
}

/** One named limiter: in Redis (with a memory insurance) when the node has a client, in memory otherwise. */
export function createLimiter(
  name: string,
  { points, duration }: { points: number; duration: number },
  deps: RateLimitDependencies,
): RateLimiterAbstract {
  const keyPrefix = `${deps.redisPrefix ?? DEFAULT_REDIS_PREFIX}${name}`
  const memory = new RateLimiterMemory({ keyPrefix, points, duration })
  if (!deps.redis) return memory
  return new RateLimiterRedis({
    storeClient: deps.redis,
    keyPrefix,
    points,
    duration,
    // While Redis is down each node counts alone, at once, rather than letting requests through.
    rejectIfRedisNotReady: true,
    insuranceLimiter: memory,
  })
}

type Refusal = (req: express.Request, res: express.Response, next: express.NextFunction) => void

/**
 * Middleware counting each request it sees against `limit` per client address and window: the standard
 * RateLimit headers (draft 8) on every answer, Retry-After and `refuse` past the limit.
 */
function limiter(name: string, windowSeconds: number, limit: number, deps: RateLimitDependencies, refuse: Refusal) {
  const counts = createLimiter(name, { points: limit, duration: windowSeconds }, deps)
  const policy = `"${name}";q=${limit};w=${windowSeconds}`
  const middleware: express.RequestHandler = (req, res, next) => {
    const key = req.ip ?? req.socket.remoteAddress ?? 'unknown'
    counts.consume(key).then(
      (state) => {
        setHeaders(res, policy, name, state)
        next()
      },
      (refusal: unknown) => {
        if (!(refusal instanceof RateLimiterRes)) return next(refusal)
        setHeaders(res, policy, name, refusal)
        res.setHeader('Retry-After', String(secondsOf(refusal)))
        refuse(req, res, next)
      },
    )
  }
  return middleware
}

const secondsOf = (state: RateLimiterRes) => Math.max(1, Math.ceil(state.msBeforeNext / 1000))

function setHeaders(res: express.Response, policy: string, name: string, state: RateLimiterRes) {
  res.append('RateLimit-Policy', policy)
  res.append('RateLimit', `"${name}";r=${Math.max(0, state.remainingPoints)};t=${secondsOf(state)}`)
}

/** The API answers an excess itself (429 in its JSON envelope). */
const apiRefusal =
  (message: string): Refusal =>
  (_req, res) => {
    res.status(429).json({ success: false, message })
  }

/**
 * A page post over the limit goes on to its action, which shows the message in the form with a 429, so
 * the page stays usable with and without JavaScript.
 */
const toPageAction =
  (windowSeconds: number): Refusal =>
  (_req, res, next) => {
    const retryAfter = Number(res.getHeader('retry-after'))
    const state: RateLimitState = {
      retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : windowSeconds,
    }
    res.locals.rateLimited = state
    next()
  }

/** Sign-in and sign-up, token refresh, password change: each counted apart, with the same numbers. */
export function authRateLimits(env: Env, deps: RateLimitDependencies) {
  const window = env.AUTH_RATE_LIMIT_WINDOW_SECONDS
  const tight = (name: string, refuse: Refusal) => limiter(name, window, env.AUTH_RATE_LIMIT_PER_IP, deps, refuse)
  return {
    api: tight('auth-api', apiRefusal(TOO_MANY_ATTEMPTS)),
    refresh: tight('refresh', apiRefusal(TOO_MANY_ATTEMPTS)),
    pages: tight('auth-pages', toPageAction(window)),
    passwordApi: tight('password-api', apiRefusal(TOO_MANY_ATTEMPTS)),
    passwordPages: tight('password-pages', toPageAction(window)),
  }
}

/**
 * Every other request that reaches the security middleware (static assets are served before it): reads
 * and writes counted apart. A page gets a short text answer, the API its JSON envelope.
 */
export function generalRateLimits(env: Env, deps: RateLimitDependencies) {
  const window = env.RATE_LIMIT_WINDOW_SECONDS
  const refuse: Refusal = (req, res, next) => {
    if (routedPathOf(req).startsWith('/api/')) return apiRefusal(TOO_MANY_REQUESTS)(req, res, next)
    res.status(429).type('text/plain').send(TOO_MANY_REQUESTS)
  }
  const reads = limiter('reads', window, env.READ_RATE_LIMIT_PER_IP, deps, refuse)
  const writes = limiter('writes', window, env.WRITE_RATE_LIMIT_PER_IP, deps, refuse)
  const general: express.RequestHandler = (req, res, next) => {
    if (UNLIMITED_PATHS.has(routedPathOf(req))) return next()
    return READ_METHODS.has(req.method) ? reads(req, res, next) : writes(req, res, next)
  }
  return general
}

/** The API's per-account throttle of password checks for this node (ADR 015), on the node's stores. */
export function accountThrottleFor(env: Env, deps: RateLimitDependencies) {
  return createAccountThrottle({
    redis: deps.redis,
    redisPrefix: `${deps.redisPrefix ?? DEFAULT_REDIS_PREFIX}account:`,
    settings: {
      freeFailures: env.AUTH_FREE_FAILURES,
      delayBaseSeconds: env.AUTH_DELAY_BASE_SECONDS,
      delayMaxSeconds: env.AUTH_DELAY_MAX_SECONDS,
      accountCeiling: env.AUTH_ACCOUNT_CEILING,
      accountWindowSeconds: env.AUTH_ACCOUNT_WINDOW_SECONDS,
      signupsPerEmail: env.AUTH_SIGNUPS_PER_EMAIL,
    },
  })
}
