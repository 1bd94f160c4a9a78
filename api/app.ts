import { HTTPException } from 'hono/http-exception'
import type { Logger } from 'pino'
import { createAccountThrottle, type AccountThrottle } from './auth/throttle'
import { createTokenService, type TokenServiceOptions } from './auth/tokens'
import { isDatabaseUnavailable } from './db/availability'
import type { Database } from './db/client'
import type { ApiDependencies } from './dependencies'
import { ApiError, RETRY_AFTER_SECONDS, SERVICE_UNAVAILABLE_MESSAGE, UNEXPECTED_ERROR_MESSAGE } from './errors'
import { createRouter } from './router'
import { analyticsRoutes } from './routes/analytics'
import { castingCallRoutes } from './routes/casting-calls'
import { connectionRequestRoutes } from './routes/connection-requests'
import { authRoutes } from './routes/auth'
import { feedRoutes } from './routes/feeds'
import { lazyFsStore, lazyProcessor } from './media/defaults'
import { mediaRoutes } from './routes/media'
import { myActivityRoutes } from './routes/my-activity'
import { myMediaRoutes, type MediaRouteDependencies } from './routes/my-media'
import { notificationRoutes } from './routes/notifications'
import { profileRoutes } from './routes/profiles'
import { shortlistRoutes } from './routes/shortlists'
import { talentRoutes } from './routes/talents'
import { createConnectLimit, type ConnectLimit } from './services/contact-limit'
import { deliverNotifications, type NotificationListener } from './services/notifications'
import { createUploadLimit } from './services/upload-limit'
import { announceTalent } from './services/saved-search-alerts'
import { scheduleCallDeadline } from './services/call-jobs'
import type { JobQueue } from './jobs/queue'
import { savedSearchRoutes } from './routes/saved-searches'

export interface ApiOptions {
  db: Database
  logger: Pick<Logger, 'error' | 'warn' | 'info'>
  /** Access-token signing secrets: the first signs, all verify. */
  jwtSecrets: string[]
  /** Told when sign-ins end (logout, password change), so server.ts can close their chat sockets. */
  onSignInsEnded?: TokenServiceOptions['onSignInsEnded']
  accessTokenTtlSeconds?: TokenServiceOptions['accessTokenTtlSeconds']
  /** The per-account throttle of password checks (shared through Redis by server.ts); default: in memory. */
  accountThrottle?: AccountThrottle
  /** Connection requests a recruiter may send per day (shared through Redis by server.ts). */
  connectLimit?: ConnectLimit
  /**
   * Where talents' photos and voice demos live and what processes them (ADR 021). Default: the filesystem
   * under DATA_DIR/media (or ./data/media) and two worker threads, made on the first upload or read.
   */
  media?: Partial<MediaRouteDependencies>
  /**
   * Told of every notification after its commit (ADR 024): server.ts sends it to the user's sockets on every
   * node; mail is another listener when SMTP_URL is set. None: notifications are only listed.
   */
  notificationListeners?: readonly NotificationListener[]
  /**
   * The durable job queue (ADR 027): new and newly matching public talents are announced to saved searches
   * through it, and casting calls' deadline jobs are sent to it. None: nothing is announced or scheduled
   * (suites that do not test jobs).
   */
  jobs?: Pick<JobQueue, 'sendInTransaction'>
}

export const API_BASE_PATH = '/api/v1'

/**
 * The marketplace API as a fetch-style handler: the web server mounts it at
 * /api/v1 and calls `app.fetch` in-process; `npm run api` serves it alone.
 */
export function createApi({
  db,
  logger,
  jwtSecrets,
  onSignInsEnded,
  accessTokenTtlSeconds,
  accountThrottle,
  connectLimit = createConnectLimit(),
  media = {},
  notificationListeners = [],
  jobs,
}: ApiOptions) {
  const tokens = createTokenService(db, jwtSecrets, { onSignInsEnded, accessTokenTtlSeconds })
  const deps: ApiDependencies = {
    db,
    logger,
    tokens,
    throttle: accountThrottle ?? createAccountThrottle(),
    connectLimit,
    deliver: (deliveries) => deliverNotifications(notificationListeners, logger, deliveries),
    announceTalent: jobs ? (tx, talentProfileId) => announceTalent(tx, jobs, talentProfileId) : () => Promise.resolve(),
    scheduleCallDeadline: jobs
      ? (tx, callId, deadline) => scheduleCallDeadline(tx, jobs, callId, deadline)
      : () => Promise.resolve(),
  }
  const app = createRouter().basePath(API_BASE_PATH)

  app.onError(async (error, c) => {
    if (error instanceof ApiError) return c.json({ success: false, message: error.message }, error.status)
    // Hono's own client errors (malformed JSON, a body over a limit) keep their status, in our envelope.
    if (error instanceof HTTPException && error.status < 500) {
      return c.json(
        { success: false, message: `Invalid input. ${error.message || 'The request could not be read.'}` },
        error.status,
      )
    }
    if (await isDatabaseUnavailable(db, error)) {
      logger.warn({ err: error, path: c.req.path }, 'database unavailable')
      c.header('Retry-After', String(RETRY_AFTER_SECONDS))
      return c.json({ success: false, message: SERVICE_UNAVAILABLE_MESSAGE }, 503)
    }
    logger.error({ err: error, path: c.req.path }, 'unhandled API error')
    return c.json({ success: false, message: UNEXPECTED_ERROR_MESSAGE }, 500)
  })
  app.notFound((c) => c.json({ success: false, message: `No API route for ${c.req.method} ${c.req.path}` }, 404))

  app.get('/healthz', (c) => c.json({ success: true, status: 'ok' }))
  app.route('/', authRoutes(deps))
  app.route('/', talentRoutes(deps))
  app.route('/', feedRoutes(deps))
  app.route('/', analyticsRoutes(deps))
  app.route('/', profileRoutes(deps))
  app.route('/', myActivityRoutes(deps))
  app.route('/', shortlistRoutes(deps))
  app.route('/', savedSearchRoutes(deps))
  app.route('/', notificationRoutes(deps))
  app.route('/', connectionRequestRoutes(deps))
  app.route('/', castingCallRoutes(deps))
  app.route('/', mediaRoutes(deps))
  app.route(
    '/',
    myMediaRoutes(deps, {
      store: media.store ?? lazyFsStore(),
      processor: media.processor ?? lazyProcessor(),
      uploadLimit: media.uploadLimit ?? createUploadLimit(),
      tempDir: media.tempDir,
    }),
  )

  app.doc('/openapi.json', {
    openapi: '3.0.3',
    info: { title: 'Castline marketplace API', version: '1.0.0' },
    security: [{ bearerAuth: [] }],
  })
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
  })
  return app
}

export type ApiApp = ReturnType<typeof createApi>
