/**
 * server.ts's security middleware, in the order architecture §6 gives: a per-request CSP nonce, helmet's
 * headers, then the per-IP limits (server/rate-limits.ts): the tight ones on sign-in, sign-up, token
 * refresh and password change, the looser ones on all other reads and writes. One router, so the
 * security suite (tests/security/) mounts exactly what the server mounts.
 */
import http from 'node:http'
import { getRequestListener, type HttpBindings } from '@hono/node-server'
import express from 'express'
import helmet from 'helmet'
import { API_BASE_PATH } from '../api/app'
import type { ClientBindings } from '../api/auth/client-address'
import type { RateLimitState } from '../app/load-context'
import { CHANGE_PASSWORD_INTENT, PROFILE_PAGES } from '../app/constants'
import { createCspNonce, cspDirectives } from './csp'
import type { Env } from './env.server'
import { crossSiteWriteCheck } from './origin'
import { authRateLimits, generalRateLimits, intentOf, routedPathOf, type RateLimitDependencies } from './rate-limits'

/** Vite's HMR websocket in development (vite.config.ts reads HMR_PORT the same way). */
const DEFAULT_HMR_PORT = 24678
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60
/** Sign-in and sign-up posts: the pages (with and without JavaScript) and the API calls, as routed paths. */
export const AUTH_PAGE_POSTS = new Set(['/login', '/signup', '/signup/recruiter'])
export const AUTH_API_POSTS = new Set(
  ['/app-user-authentication/login', '/app-user-authentication/signup'].map((path) => `${API_BASE_PATH}${path}`),
)
export const REFRESH_API_POST = `${API_BASE_PATH}/app-user-authentication/refresh-token`
export const PASSWORD_API_POST = `${API_BASE_PATH}/app-user-authentication/change-password`
/** The own-profile pages' password form posts with `?intent=change-password`, so it is told apart unread. */
const PASSWORD_PAGE_POSTS = new Set(PROFILE_PAGES.map((path) => path.toLowerCase()))
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

export function securityMiddleware(env: Env, deps: RateLimitDependencies = {}): express.Router {
  const router = express.Router()
  router.use((_req, res, next) => {
    res.locals.cspNonce = createCspNonce()
    next()
  })
  router.use(securityHeaders(env))
  // Cross-site writes are refused before they count against anyone's limits (server/origin.ts).
  router.use(crossSiteWriteCheck(env))
  router.use(generalRateLimits(env, deps))
  router.use(tightRateLimits(authRateLimits(env, deps)))
  return router
}

/**
 * The tight limits, chosen by the path the routers will match (server/rate-limits.ts's routedPath), for
 * every method that can reach an action: Remix runs one for any non-GET method, so a PUT to `/login` counts.
 */
function tightRateLimits(auth: ReturnType<typeof authRateLimits>): express.RequestHandler {
  return (req, res, next) => {
    if (READ_METHODS.has(req.method)) return next()
    const path = routedPathOf(req)
    if (AUTH_API_POSTS.has(path)) return auth.api(req, res, next)
    if (path === REFRESH_API_POST) return auth.refresh(req, res, next)
    if (path === PASSWORD_API_POST) return auth.passwordApi(req, res, next)
    if (AUTH_PAGE_POSTS.has(path)) return auth.pages(req, res, next)
    if (PASSWORD_PAGE_POSTS.has(path) && intentOf(req.originalUrl) === CHANGE_PASSWORD_INTENT) {
      return auth.passwordPages(req, res, next)
    }
    next()
  }
}

/**
 * helmet's headers: the enforced CSP with this response's nonce (server/csp.ts), HSTS in
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
        mediaOrigin: env.MEDIA_PUBLIC_URL ? new URL(env.MEDIA_PUBLIC_URL).origin : undefined,
        plausible: Boolean(env.PLAUSIBLE_DOMAIN),
      }),
    },
    strictTransportSecurity: production ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true } : false,
    xContentTypeOptions: true,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  })
}

/**
 * The client address express gives a request (`trust proxy` applied), for a request that never passes
 * through express: the chat socket's handshake (its per-address limit for guests).
 */
export function clientAddressOf(app: express.Express): (request: http.IncomingMessage) => string {
  return (request) => {
    // express's own request prototype over the raw request: its `ip` getter applies the app's trust setting.
    const viewed = Object.assign(Object.create(app.request) as express.Request, {
      app,
      headers: request.headers,
      socket: request.socket,
    })
    return viewed.ip ?? request.socket.remoteAddress ?? 'unknown'
  }
}

/**
 * The API mounted on express: each call carries the client address express resolved (TRUST_PROXY applied)
 * as a binding, never as a header a client could write, for the API's per-account throttle (ADR 015).
 */
export function apiHandler(
  app: express.Express,
  fetch: (request: Request, bindings: ClientBindings & HttpBindings) => Response | Promise<Response>,
): express.RequestHandler {
  const addressOf = clientAddressOf(app)
  const listener = getRequestListener((request, { incoming, outgoing }) =>
    incoming instanceof http.IncomingMessage && outgoing instanceof http.ServerResponse
      ? fetch(request, { incoming, outgoing, clientAddress: addressOf(incoming) })
      : new Response(null, { status: 500 }),
  )
  return (req, res) => {
    req.url = req.originalUrl
    void listener(req, res)
  }
}

/** This response's CSP nonce, for the Remix load context. */
export function nonceOf(res: express.Response): string {
  const nonce: unknown = res.locals.cspNonce
  if (typeof nonce !== 'string') throw new Error('no CSP nonce on this response: the nonce middleware must run first')
  return nonce
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
