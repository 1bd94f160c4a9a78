/**
 * Castline's one process: Express on one HTTP server and port, serving the
 * Remix app, the marketplace API at /api/v1 and the chat assistant's socket.io.
 * Wiring only; the parts live in app/, api/ and assistant/.
 */
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createRequestHandler } from '@remix-run/express'
import type { AppLoadContext, ServerBuild } from '@remix-run/node'
import express from 'express'
import type { Logger } from 'pino'
import { Server as SocketServer } from 'socket.io'
import { API_BASE_PATH, createApi } from './api/app'
import { createTokenService } from './api/auth/tokens'
import { ConfigError, databaseOptions, demoDataRequested, jwtSecrets } from './api/config'
import { isDatabaseUnavailable } from './api/db/availability'
import { openDatabase, type DatabaseHandle } from './api/db/client'
import { createConnectLimit } from './api/services/contact-limit'
import { createUploadLimit } from './api/services/upload-limit'
import { lazyProcessor } from './api/media/defaults'
import { mediaStoreFromEnv } from './api/media/store'
import { setMediaPublicUrl } from './api/media/urls'
import { configureTalentIndex } from './api/services/talent-index'
import { analyzeTalents } from './api/db/maintenance'
import { seedDemoDataOnStart } from './api/db/seed-on-start'
import { createWebSessionStore } from './api/db/web-session-store'
import { openRedis, type RedisHandle } from './api/redis'
import { contactFromEnv } from './assistant/contact'
import type { ClientToServerEvents, InterServerEvents, ServerToClientEvents, SocketData } from './assistant/protocol'
import { attachAssistant } from './assistant/socket'
import { closeChatSockets, sendToUserSockets, type EndedChatSessions } from './assistant/socket-sessions'
import type { AssistantServer } from './assistant/socket-types'
import { createRedisFeedStore } from './app/services/feed-cache-redis.server'
import { getEnv } from './server/env.server'
import { guardSessionStore } from './app/services/session-store-guard.server'
import { sessionUserById, webSessionFromCookie } from './app/services/session.server'
import { benchMetricsRoute } from './server/bench-metrics'
import { bodyLimits, isUpload } from './server/body-limits'
import { healthRoutes } from './server/health'
import { trackForDrain, type Drain } from './server/drain'
import { createLogger, requestLogging } from './server/logging'
import { responseCompression } from './server/compression'
import { refuseUnservedRequests } from './server/refusals'
import { createRenderPool, defaultRenderWorkers } from './server/render'
import { clientFiles } from './server/static-files'
import { accountThrottleFor } from './server/rate-limits'
import { apiHandler, clientAddressOf, nonceOf, rateLimitStateOf, securityMiddleware } from './server/security'
import { coalesceSocketWrites, socketOptions } from './server/socket'
import { mailListenersFromEnv } from './server/notification-mail'
import { createJobQueue } from './api/jobs/queue'
import { startJobWorkers } from './api/jobs/workers'
import { deliverNotifications, type NotificationDelivery } from './api/services/notifications'

const SHUTDOWN_GRACE_MS = 10_000
/** build/ in a production build, where build/server.js runs from: build/client and build/server are beside it. */
const buildDir = path.dirname(fileURLToPath(import.meta.url))
const PGLITE_MAINTENANCE_INTERVAL_MS = 60 * 60 * 1000
/** Expired web sessions already read as absent; this only keeps the table small. */
const SESSION_PURGE_INTERVAL_MS = 60 * 60 * 1000

async function main() {
  const env = getEnv()
  const isProductionBuild = env.NODE_ENV === 'production'
  const logger = createLogger(env.LOG_LEVEL)
  if (isProductionBuild && !env.PUBLIC_URL) {
    logger.warn(
      `PUBLIC_URL is not set: links in page metadata will say http://localhost:${env.PORT}; set it to the site's address`,
    )
  }

  const secrets = jwtSecrets(env)
  // A data folder that is locked, read-only or damaged is refused with its own message (ADR 016).
  const database = await openDatabase(databaseOptions(env), logger).catch((error: unknown) => {
    if (error instanceof ConfigError) throw error
    throw new ConfigError(describeDatabaseFailure(env.DATABASE_URL ? 'DATABASE_URL' : 'DATA_DIR', error))
  })
  const redis = env.REDIS_URL
    ? await openRedis(env.REDIS_URL, logger).catch((error: unknown) => {
        throw new ConfigError(describeRedisFailure(error))
      })
    : null
  // Photos and voice demos: S3 when S3_BUCKET is set (every node sees every upload), else DATA_DIR/media.
  const mediaStore = mediaStoreFromEnv(env)
  const mediaProcessor = lazyProcessor()
  setMediaPublicUrl(env.MEDIA_PUBLIC_URL)
  await seedDemoDataOnStart(database.db, {
    requested: demoDataRequested(env),
    log: logger,
    media: { store: mediaStore, processor: mediaProcessor },
  })
  // Loads in the background; searches use SQL until it is in (ADR 013).
  void configureTalentIndex(database.db, { enabled: env.TALENT_INDEX === 'on' })
  if (database.kind === 'pglite') {
    // PGlite has no autovacuum: keep the planner's statistics fresh ourselves (ADR 007).
    const maintenance = setInterval(() => {
      analyzeTalents(database.db).catch((error: unknown) => logger.warn({ err: error }, 'VACUUM ANALYZE failed'))
    }, PGLITE_MAINTENANCE_INTERVAL_MS)
    maintenance.unref()
  }

  // Durable jobs in the same database (ADR 027): started before the API, which sends to it; workers start
  // once the sockets they deliver to exist (below).
  const jobs = createJobQueue({
    db: database.db,
    logger,
    pollSeconds: env.JOBS_POLL_SECONDS,
    maintenanceSeconds: env.JOBS_MAINTENANCE_SECONDS,
  })
  await jobs.start()

  // Whatever ends a sign-in or a web session disconnects its chat sockets (io is attached below).
  const endChatSessions = (ended: EndedChatSessions) => closeChatSockets(io, ended)
  // Every limit counts in Redis when there is one, in memory otherwise (server/rate-limits.ts, ADR 015).
  const limitStores = { redis: redis?.client, redisPrefix: `${env.REDIS_KEY_PREFIX}rate-limit:` }
  // Notifications reach the user's sockets on every node through the Redis adapter (ADR 024).
  const notificationListeners = [
    (delivery: NotificationDelivery) => sendToUserSockets(io, delivery),
    ...mailListenersFromEnv(database.db, env),
  ]
  const api = createApi({
    db: database.db,
    logger,
    jwtSecrets: secrets,
    onSignInsEnded: endChatSessions,
    accountThrottle: accountThrottleFor(env, limitStores),
    connectLimit: createConnectLimit({ perDay: env.CONNECT_LINKS_PER_DAY, ...limitStores }),
    media: { store: mediaStore, processor: mediaProcessor, uploadLimit: createUploadLimit(limitStores) },
    notificationListeners,
    jobs,
  })
  const sessionStore = createWebSessionStore(database.db)
  const pageSessionStore = guardSessionStore(sessionStore, (error) => isDatabaseUnavailable(database.db, error))
  const feedStore = redis
    ? createRedisFeedStore(redis.client, {
        prefix: env.REDIS_KEY_PREFIX,
        onError: (error) => logger.warn({ err: error }, 'Redis feed cache unavailable; loading from the API'),
      })
    : undefined
  const purge = setInterval(() => {
    sessionStore.purgeExpired().catch((error: unknown) => logger.warn({ err: error }, 'session purge failed'))
  }, SESSION_PURGE_INTERVAL_MS)
  purge.unref()

  const app = express()
  app.set('trust proxy', env.TRUST_PROXY)
  app.disable('x-powered-by')
  // The built client's files, compressed at build time: brotli, gzip or none as the request accepts
  // (server/static-files.ts). Before the response compressor, which would take brotli out.
  if (isProductionBuild) app.use(clientFiles(path.join(buildDir, 'client')))
  // gzip level 1 from 14 kB up, never brotli (server/compression.ts).
  app.use(responseCompression())

  const {
    remixHandler,
    renderInWorker,
    close: closeVite,
  } = isProductionBuild
    ? await productionRemix({ renderWorkers: env.RENDER_WORKERS ?? defaultRenderWorkers(), logger })
    : await developmentRemix(app)

  // JSON lines with a request id (server/logging.ts), after the static assets.
  app.use(requestLogging(logger))
  // TRACE, PUT on a page, a path that does not decode, a Host that makes no URL: 4xx here, not 500s later.
  app.use(refuseUnservedRequests())
  // A CSP nonce per request → helmet → the per-IP rate limits (server/security.ts).
  app.use(securityMiddleware(env, limitStores))
  // Forms and JSON bodies of at most BODY_LIMIT_BYTES; larger ones 413 before anything reads them (server/body-limits.ts).
  app.use(bodyLimits(env, { ownLimits: isUpload }))

  app.use(healthRoutes({ db: database.db, redis: redis?.client ?? null }))
  if (env.BENCH_METRICS === '1') {
    logger.warn('BENCH_METRICS=1: /internal/metrics is served to loopback callers (benchmarks only)')
    app.use(benchMetricsRoute())
  }

  app.use(API_BASE_PATH, apiHandler(app, api.fetch))
  app.all(
    '*',
    remixHandler((req, res) => ({
      requestId: String(req.id),
      logger,
      // The client's address goes with an in-process call, for the API's per-account throttle.
      // The browser's address and user agent (counters tell visitors apart by both: api/services/visits.ts).
      apiFetch: (request: Request) =>
        Promise.resolve(
          api.fetch(request, { clientAddress: req.ip ?? 'unknown', userAgent: req.get('user-agent') ?? '' }),
        ),
      sessionStore: pageSessionStore,
      feedStore,
      rateLimited: rateLimitStateOf(res),
      cspNonce: nonceOf(res),
      renderInWorker,
      onWebSessionEnded: (webSessionId: string) => endChatSessions({ webSessionId }),
    })),
  )

  const server = http.createServer(app)
  const drain = trackForDrain(server)
  const io = new SocketServer<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>(
    server,
    socketOptions(redis?.client ?? null, { prefix: env.REDIS_KEY_PREFIX, logger }),
  )
  coalesceSocketWrites(server, io)
  attachAssistant(io, {
    db: database.db,
    logger,
    tokens: createTokenService(database.db, secrets),
    // The assistant reads web sessions only through these (it imports nothing from app/).
    webSessionUser: (cookieHeader) => webSessionFromCookie(cookieHeader, sessionStore),
    webSessionAccessToken: async (id) => (await sessionUserById(id, sessionStore))?.accessToken ?? null,
    contact: contactFromEnv(env),
    redis: redis?.client,
    redisPrefix: `${env.REDIS_KEY_PREFIX}chat-limit:`,
    clientAddress: clientAddressOf(app),
    guestSocketsPerAddress: env.CHAT_GUEST_SOCKETS_PER_ADDRESS,
    rateLimit: {
      searchesPerSecond: env.CHAT_SEARCHES_PER_SECOND,
      perUserPerSecond: env.CHAT_USER_EVENTS_PER_SECOND,
      perGuestAddressPerSecond: env.CHAT_GUEST_EVENTS_PER_ADDRESS_PER_SECOND,
    },
  })

  await startJobWorkers(jobs, {
    db: database.db,
    logger,
    deliver: (deliveries) => deliverNotifications(notificationListeners, logger, deliveries),
    alertIntervalSeconds: env.SAVED_SEARCH_ALERT_INTERVAL_SECONDS,
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(env.PORT, resolve)
  }).catch((error: unknown) => {
    throw new ConfigError(describeListenFailure(env.PORT, error))
  })
  logger.info(
    `Castline listening on http://localhost:${env.PORT} (${database.describe}${redis ? `, ${redis.describe}` : ''})`,
  )

  registerShutdown({
    server,
    drain,
    io,
    database,
    redis,
    closeVite: async () => {
      clearInterval(purge)
      await closeVite()
      // Running jobs get a moment to finish; unfinished ones are retried by the next node to poll.
      await jobs.stop(3)
    },
    logger,
  })
}

type RemixHandlerFactory = (
  getLoadContext: (req: express.Request, res: express.Response) => AppLoadContext,
) => express.RequestHandler

async function productionRemix({ renderWorkers, logger }: { renderWorkers: number; logger: Logger }) {
  const build = (await import(path.join(buildDir, 'server', 'index.js'))) as ServerBuild
  // Pages render on worker threads, each with its own copy of the build (server/render.ts, ADR 014).
  const renderPool = createRenderPool({ workers: renderWorkers, buildDir, logger })
  const remixHandler: RemixHandlerFactory = (getLoadContext) =>
    createRequestHandler({ build, mode: 'production', getLoadContext })
  return { remixHandler, renderInWorker: renderPool?.render, close: async () => renderPool?.close() }
}

async function developmentRemix(app: express.Express) {
  const vite = await import('vite').then((v) => v.createServer({ server: { middlewareMode: true } }))
  app.use(vite.middlewares)
  const remixHandler: RemixHandlerFactory = (getLoadContext) =>
    createRequestHandler({
      build: () => vite.ssrLoadModule('virtual:remix/server-build') as Promise<ServerBuild>,
      mode: 'development',
      getLoadContext,
    })
  // Development renders every page in the main thread (ADR 014).
  return { remixHandler, renderInWorker: undefined, close: () => vite.close() }
}

function registerShutdown({
  server,
  drain,
  io,
  database,
  redis,
  closeVite,
  logger,
}: {
  server: http.Server
  drain: Drain
  io: AssistantServer
  database: DatabaseHandle
  redis: RedisHandle | null
  closeVite: () => Promise<void>
  logger: Logger
}) {
  let closing = false
  const shutdown = (signal: string) => {
    if (closing) return
    closing = true
    logger.info(`${signal} received: closing sockets, HTTP server and database`)
    /** What the shutdown waits for now: the timeout says it, so a hang names its cause. */
    let waitingFor = 'the HTTP server and its open connections'
    const force = setTimeout(() => {
      server.getConnections((_error, open) => {
        const why = `graceful shutdown timed out waiting for ${waitingFor} (${open} open connections); exiting`
        logger.error(why)
        // pino writes asynchronously: without this line, an exit right after it loses why (chat.spec's restart).
        process.stderr.write(`castline: ${why}\n`)
        process.exit(1)
      })
    }, SHUTDOWN_GRACE_MS)
    force.unref()
    const step = (what: string, work: () => Promise<unknown> | undefined) => async () => {
      waitingFor = what
      await work()
    }
    // io.close() disconnects every socket and closes the HTTP server, which waits for open requests.
    io.close(() => {
      void step('the page renderers', closeVite)()
        .then(step('the database', () => database.close()))
        .then(step('Redis', () => redis?.close()))
        .then(() => {
          logger.info('shutdown complete')
          process.exit(0)
        })
        .catch((error: unknown) => {
          logger.error({ err: error }, 'error during shutdown')
          process.stderr.write(
            `castline: error during shutdown: ${error instanceof Error ? error.stack : String(error)}\n`,
          )
          process.exit(1)
        })
    })
    // Requests still open at half the grace are cut, so the database and Redis still close in time.
    void drain.start(SHUTDOWN_GRACE_MS / 2).then((cut) => {
      if (cut.length > 0) logger.warn({ cut }, 'shutdown cut requests that were still open')
    })
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))
}

function describeDatabaseFailure(variable: string, error: unknown): string {
  const reason = error instanceof Error ? error.message || error.name : String(error)
  return `Cannot open the database named by ${variable}: ${reason.split('\n')[0]}`
}

function describeRedisFailure(error: unknown): string {
  const reason = error instanceof Error ? error.message || error.name : String(error)
  return `Cannot connect to the Redis named by REDIS_URL: ${reason.split('\n')[0]}`
}

function describeListenFailure(port: number, error: unknown): string {
  const code = error instanceof Error && 'code' in error ? String(error.code) : ''
  if (code === 'EADDRINUSE') return `PORT ${port} is already in use; set PORT to a free port`
  if (code === 'EACCES') return `PORT ${port} needs privileges this process lacks; set PORT above 1023`
  return `Cannot listen on PORT ${port}: ${error instanceof Error ? error.message : String(error)}`
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`castline: ${error.message}\n`)
  } else {
    process.stderr.write(`castline: failed to start: ${error instanceof Error ? error.message : String(error)}\n`)
  }
  process.exit(1)
})
