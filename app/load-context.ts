import type { Logger } from 'pino'
import type { RenderedDocument, RenderJob } from './render-job.server'

/**
 * Where the web app keeps its server-side sessions. server.ts hands in the API's store on the
 * web_sessions table (api/db/web-session-store.ts); the app sees only this shape, never the database.
 */
export interface SessionStore {
  create(data: Record<string, unknown>, expiresAt: Date, owner?: string | null): Promise<string>
  /** Null when the session does not exist or has expired. */
  read(id: string): Promise<Record<string, unknown> | null>
  update(id: string, data: Record<string, unknown>, expiresAt: Date, owner?: string | null): Promise<void>
  /** Merges top-level keys in one atomic write; false when the session is gone. */
  patch(id: string, changes: Record<string, unknown>, expiresAt: Date): Promise<boolean>
  remove(id: string): Promise<void>
  removeForUser(owner: string): Promise<number>
}

/**
 * Where cached feeds live: process memory, or with REDIS_URL a shared Redis store
 * (app/services/feed-cache-redis.server.ts), so every node serves the same feeds (architecture §1).
 * Defined here, with the other shapes server.ts hands the app, so this module imports no service:
 * the services import it for AppLoadContext.
 */
export interface FeedCacheStore {
  get(key: string): Promise<unknown>
  set(key: string, value: unknown, ttlMs: number): Promise<void>
}

/** Set when the per-IP limit on sign-in and sign-up posts is exceeded (server/rate-limits.ts). */
export interface RateLimitState {
  retryAfterSeconds: number
}

/** What server.ts hands every loader and action. */
export interface CastlineLoadContext {
  /** Calls the in-process /api/v1 handler (used when API_URL is unset). */
  apiFetch(request: Request): Promise<Response>
  sessionStore: SessionStore
  /** Present only on a request over the per-IP sign-in/sign-up limit. */
  rateLimited?: RateLimitState | null
  /** This request's id (server/logging.ts), passed on to a remote API (API_URL) as X-Request-Id. */
  requestId?: string
  /** The server's JSON logger (server/logging.ts): app/entry.server.tsx logs loader and action errors to it. */
  logger?: Pick<Logger, 'error'>
  /** The shared feed cache (Redis) when REDIS_URL is set; absent: this process's memory. */
  feedStore?: FeedCacheStore
  /** This response's Content-Security-Policy nonce (server.ts); app/entry.server.tsx marks Remix's scripts with it. */
  cspNonce: string
  /**
   * Renders a document on a render worker (production build, RENDER_WORKERS > 0: ADR 014); null when
   * no worker could take it, and the page renders in this thread.
   */
  renderInWorker?: (job: RenderJob) => Promise<RenderedDocument | null>
  /** Told when a web session ends (logout), so server.ts can close that session's chat sockets. */
  onWebSessionEnded?: (webSessionId: string) => void
}

declare module '@remix-run/node' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends CastlineLoadContext {}
}
declare module '@remix-run/server-runtime' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends CastlineLoadContext {}
}
