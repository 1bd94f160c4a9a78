/**
 * server.ts's security middleware, in the order STYLE.md gives: a per-request CSP nonce, helmet's
 * headers, then the per-IP limits on sign-in, sign-up and token refresh. One router, so the security
 * suite (tests/security/) mounts exactly what the server mounts.
 */
import express from 'express'
import { rateLimit } from 'express-rate-limit'
import helmet from 'helmet'
import { API_BASE_PATH } from './api/app'
import type { RateLimitState } from './app/load-context'
import { createCspNonce, cspDirectives } from './app/services/csp.server'
import type { Env } from './app/services/env.server'

/** Vite's HMR websocket in development (vite.config.ts reads HMR_PORT the same way). */
const DEFAULT_HMR_PORT = 24678
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60
const TOO_MANY_ATTEMPTS = 'Too many attempts from your network. Try again later.'
/** Sign-in and sign-up posts: the pages (with and without JavaScript) and the API calls. */
export const AUTH_PAGE_POSTS = [
  '/login',
  '/login.data',
  '/signup',
  '/signup.data',
  '/signup/recruiter',
  '/signup/recruiter.data',
]
export const AUTH_API_POSTS = ['/app-user-authentication/login', '/app-user-authentication/signup'].map(
  (path) => `${API_BASE_PATH}${path}`,
)
export const REFRESH_API_POST = `${API_BASE_PATH}/app-user-authentication/refresh-token`

export function securityMiddleware(env: Env): express.Router {
  const router = express.Router()
  router.use((_req, res, next) => {
    res.locals.cspNonce = createCspNonce()
    next()
  })
  router.use(securityHeaders(env))
  const limits = authRateLimits(env)
  router.post(AUTH_API_POSTS, limits.api)
  router.post(REFRESH_API_POST, limits.refresh)
  router.post(AUTH_PAGE_POSTS, limits.pages)
  return router
}

/**
 * helmet's headers: the enforced CSP with this response's nonce (app/services/csp.server.ts), HSTS in
 * production only, nosniff, no framing, and a referrer that never carries a path or query to another site.
 */
function securityHeaders(env: Env) {
  const production = env.NODE_ENV === 'production'
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: cspDirectives((_req, res) => nonceOf(res as express.Response), {
        production,
        hmrPort: production ? undefined : Number(process.env.HMR_PORT ?? DEFAULT_HMR_PORT),
        ga4: Boolean(env.GA4_MEASUREMENT_ID),
        plausible: Boolean(env.PLAUSIBLE_DOMAIN),
      }),
    },
    strictTransportSecurity: production ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true } : false,
    xContentTypeOptions: true,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  })
}

/** This response's CSP nonce, for the Remix load context. */
export function nonceOf(res: express.Response): string {
  const nonce: unknown = res.locals.cspNonce
  if (typeof nonce !== 'string') throw new Error('no CSP nonce on this response: the nonce middleware must run first')
  return nonce
}

/**
 * Per-IP limits on sign-in and sign-up posts, and (separately counted, as loose) on token refreshes.
 * The API answers an excess itself (429, its JSON envelope); a page post goes on to its action, which
 * shows the message in the form with a 429, so the page stays usable with and without JavaScript.
 */
function authRateLimits(env: Env) {
  const options = {
    windowMs: env.AUTH_RATE_LIMIT_WINDOW_SECONDS * 1000,
    limit: env.AUTH_RATE_LIMIT_PER_IP,
    standardHeaders: 'draft-8' as const,
    legacyHeaders: false,
  }
  const apiHandler = (_req: express.Request, res: express.Response) => {
    res.status(429).json({ success: false, message: TOO_MANY_ATTEMPTS })
  }
  return {
    api: rateLimit({ ...options, handler: apiHandler }),
    refresh: rateLimit({ ...options, handler: apiHandler }),
    pages: rateLimit({
      ...options,
      handler: (_req, res, next) => {
        const retryAfter = Number(res.getHeader('retry-after'))
        const state: RateLimitState = {
          retryAfterSeconds:
            Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : env.AUTH_RATE_LIMIT_WINDOW_SECONDS,
        }
        res.locals.rateLimited = state
        next()
      },
    }),
  }
}

/** What the page limit left for the action (null when the post is within the limit). */
export function rateLimitStateOf(res: express.Response): RateLimitState | null {
  const state: unknown = res.locals.rateLimited
  return typeof state === 'object' &&
    state !== null &&
    'retryAfterSeconds' in state &&
    typeof state.retryAfterSeconds === 'number'
    ? { retryAfterSeconds: state.retryAfterSeconds }
    : null
}
