/**
 * The per-IP limits server-security.ts mounts (express-rate-limit): tight ones on sign-in, sign-up, token
 * refresh and password change, looser ones on every other read and write. With a Redis client each
 * limiter counts in Redis under its own prefix, so every node of a deployment shares the counts; without
 * one they count in this process's memory.
 */
import type express from 'express'
import { rateLimit, type Options, type Store } from 'express-rate-limit'
import type { Redis } from 'ioredis'
import { RedisStore, type RedisReply } from 'rate-limit-redis'
import type { RateLimitState } from './app/load-context'
import type { Env } from './app/services/env.server'

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

function storeFor(name: string, deps: RateLimitDependencies): Store | undefined {
  const client = deps.redis
  if (!client) return undefined
  return new RedisStore({
    prefix: `${deps.redisPrefix ?? DEFAULT_REDIS_PREFIX}${name}:`,
    sendCommand: (command: string, ...args: string[]) => client.call(command, ...args) as Promise<RedisReply>,
  })
}

type LimiterOptions = Partial<Options> & Pick<Options, 'handler'>

/** One limiter with its own store. A Redis outage lets requests through (counted again once it is back). */
function limiter(
  name: string,
  windowSeconds: number,
  limit: number,
  deps: RateLimitDependencies,
  options: LimiterOptions,
) {
  const store = storeFor(name, deps)
  return rateLimit({
    windowMs: windowSeconds * 1000,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    // A forwarded address is believed only per TRUST_PROXY (server.ts); without it one is just ignored.
    validate: { xForwardedForHeader: false },
    ...(store ? { store, passOnStoreError: true } : {}),
    ...options,
  })
}

/** The API answers an excess itself (429 in its JSON envelope). */
const apiRefusal = (message: string) => (_req: express.Request, res: express.Response) => {
  res.status(429).json({ success: false, message })
}

/**
 * A page post over the limit goes on to its action, which shows the message in the form with a 429, so
 * the page stays usable with and without JavaScript.
 */
const toPageAction =
  (windowSeconds: number) => (_req: express.Request, res: express.Response, next: express.NextFunction) => {
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
  const tight = (name: string, handler: Options['handler']) =>
    limiter(name, window, env.AUTH_RATE_LIMIT_PER_IP, deps, { handler })
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
  const handler = (req: express.Request, res: express.Response) => {
    if (req.path.startsWith('/api/')) return apiRefusal(TOO_MANY_REQUESTS)(req, res)
    res.status(429).type('text/plain').send(TOO_MANY_REQUESTS)
  }
  const skipHealth = (req: express.Request) => UNLIMITED_PATHS.has(req.path)
  return {
    reads: limiter('reads', window, env.READ_RATE_LIMIT_PER_IP, deps, {
      handler,
      skip: (req) => !READ_METHODS.has(req.method) || skipHealth(req),
    }),
    writes: limiter('writes', window, env.WRITE_RATE_LIMIT_PER_IP, deps, {
      handler,
      skip: (req) => READ_METHODS.has(req.method) || skipHealth(req),
    }),
  }
}
