/**
 * Castline's one process: Express on one HTTP server and port, serving the
 * Remix app, the marketplace API at /api/v1 and the chat assistant's socket.io.
 * Wiring only; the parts live in app/, api/ and assistant/.
 */
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { getRequestListener } from '@hono/node-server'
import { createRequestHandler } from '@remix-run/express'
import type { AppLoadContext, ServerBuild } from '@remix-run/node'
import compression from 'compression'
import express from 'express'
import { rateLimit } from 'express-rate-limit'
import helmet from 'helmet'
import { pino, type Logger } from 'pino'
import { Server as SocketServer } from 'socket.io'
import { API_BASE_PATH, createApi } from './api/app'
import { createTokenService } from './api/auth/tokens'
import { ConfigError, databaseOptions, jwtSecrets } from './api/config'
import { openDatabase, type DatabaseHandle } from './api/db/client'
import { analyzeTalents, seedIfEmpty } from './api/db/seed'
import { createWebSessionStore } from './api/db/web-session-store'
import { contactFromEnv } from './assistant/contact'
import { ASSISTANT_SOCKET_OPTIONS, attachAssistant } from './assistant/socket'
import type { RateLimitState } from './app/load-context'
import { createCspNonce, cspDirectives } from './app/services/csp.server'
import { getEnv, type Env } from './app/services/env.server'

const SHUTDOWN_GRACE_MS = 10_000
/** Vite's HMR websocket in development (vite.config.ts reads HMR_PORT the same way). */
const DEFAULT_HMR_PORT = 24678
const PGLITE_MAINTENANCE_INTERVAL_MS = 60 * 60 * 1000
/** Expired web sessions already read as absent; this only keeps the table small. */
const SESSION_PURGE_INTERVAL_MS = 60 * 60 * 1000
/** Sign-in and sign-up posts: the pages (with and without JavaScript) and the API calls. */
const AUTH_PAGE_POSTS = [
  '/login',
  '/login.data',
  '/signup',
  '/signup.data',
  '/signup/recruiter',
  '/signup/recruiter.data',
]
const AUTH_API_POSTS = ['/app-user-authentication/login', '/app-user-authentication/signup'].map(
  (path) => `${API_BASE_PATH}${path}`,
)

async function main() {
  const env = getEnv()
  const isProductionBuild = env.NODE_ENV === 'production'
  const logger = pino({ level: env.LOG_LEVEL, base: { pid: process.pid } })

  const secrets = jwtSecrets(env)
  const database = await openDatabase(databaseOptions(env)).catch((error: unknown) => {
    throw new ConfigError(describeDatabaseFailure(env.DATABASE_URL ? 'DATABASE_URL' : 'DATA_DIR', error))
  })
  if (await seedIfEmpty(database.db)) logger.info('seeded an empty database with demo data')
  if (database.kind === 'pglite') {
    // PGlite has no autovacuum: keep the planner's statistics fresh ourselves (ADR 007).
    const maintenance = setInterval(() => {
      analyzeTalents(database.db).catch((error: unknown) => logger.warn({ err: error }, 'VACUUM ANALYZE failed'))
    }, PGLITE_MAINTENANCE_INTERVAL_MS)
    maintenance.unref()
  }

  const api = createApi({ db: database.db, logger, jwtSecrets: secrets })
  const apiListener = getRequestListener(api.fetch)
  const sessionStore = createWebSessionStore(database.db)
  const purge = setInterval(() => {
    sessionStore.purgeExpired().catch((error: unknown) => logger.warn({ err: error }, 'session purge failed'))
  }, SESSION_PURGE_INTERVAL_MS)
  purge.unref()

  const app = express()
  app.set('trust proxy', env.TRUST_PROXY)
  app.disable('x-powered-by')
  // Brotli on streamed HTML costs ~5x throughput here; offer the compressor gzip only.
  app.use((req, _res, next) => {
    const accepted = req.headers['accept-encoding']
    if (accepted) req.headers['accept-encoding'] = accepted.replace(/\bbr\b(;q=[\d.]+)?,?\s*/g, '')
    next()
  })
  // Level 1: HTML compresses nearly as well, at a fraction of level 6's CPU per request.
  app.use(compression({ level: 1 }))

  const { remixHandler, close: closeVite } = isProductionBuild
    ? await productionRemix(app)
    : await developmentRemix(app)

  app.use((_req, res, next) => {
    res.locals.cspNonce = createCspNonce()
    next()
  })
  app.use(securityHeaders(env))

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' })
  })

  const authLimits = authRateLimits(env)
  app.post(AUTH_API_POSTS, authLimits.api)
  app.post(AUTH_PAGE_POSTS, authLimits.pages)

  app.use(API_BASE_PATH, (req, res) => {
    req.url = req.originalUrl
    void apiListener(req, res)
  })
  app.all(
    '*',
    remixHandler((_req, res) => ({
      apiFetch: (request: Request) => Promise.resolve(api.fetch(request)),
      sessionStore,
      rateLimited: rateLimitStateOf(res),
      cspNonce: nonceOf(res),
    })),
  )

  const server = http.createServer(app)
  const io = new SocketServer(server, ASSISTANT_SOCKET_OPTIONS)
  attachAssistant(io, {
    db: database.db,
    logger,
    tokens: createTokenService(database.db, secrets),
    sessionStore,
    contact: contactFromEnv(env),
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(env.PORT, resolve)
  }).catch((error: unknown) => {
    throw new ConfigError(describeListenFailure(env.PORT, error))
  })
  logger.info(`Castline listening on http://localhost:${env.PORT} (${database.describe})`)

  registerShutdown({
    server,
    io,
    database,
    closeVite: async () => {
      clearInterval(purge)
      await closeVite()
    },
    logger,
  })
}

type RemixHandlerFactory = (
  getLoadContext: (req: express.Request, res: express.Response) => AppLoadContext,
) => express.RequestHandler

/**
 * helmet's headers on every response after the static assets: the enforced CSP with this response's
 * nonce (app/services/csp.server.ts), HSTS in production only, nosniff, and a referrer that never
 * carries a path or query to another site.
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
    strictTransportSecurity: production ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false,
    xContentTypeOptions: true,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  })
}

function nonceOf(res: express.Response): string {
  const nonce: unknown = res.locals.cspNonce
  if (typeof nonce !== 'string') throw new Error('no CSP nonce on this response: the nonce middleware must run first')
  return nonce
}

/**
 * Per-IP limits on sign-in and sign-up posts. The API answers an excess itself (429, its JSON
 * envelope); a page post goes on to its action, which shows the message in the form with a 429, so
 * the page stays usable with and without JavaScript.
 */
function authRateLimits(env: Env) {
  const options = {
    windowMs: env.AUTH_RATE_LIMIT_WINDOW_SECONDS * 1000,
    limit: env.AUTH_RATE_LIMIT_PER_IP,
    standardHeaders: 'draft-8' as const,
    legacyHeaders: false,
  }
  return {
    api: rateLimit({
      ...options,
      handler: (_req, res) => {
        res.status(429).json({ success: false, message: 'Too many attempts from your network. Try again later.' })
      },
    }),
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

function rateLimitStateOf(res: express.Response): RateLimitState | null {
  const state: unknown = res.locals.rateLimited
  return typeof state === 'object' &&
    state !== null &&
    'retryAfterSeconds' in state &&
    typeof state.retryAfterSeconds === 'number'
    ? { retryAfterSeconds: state.retryAfterSeconds }
    : null
}

async function productionRemix(app: express.Express) {
  const root = path.dirname(fileURLToPath(import.meta.url))
  const clientDir = path.join(root, 'client')
  // Fingerprinted assets never change; everything else in build/client may.
  app.use('/assets', express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y' }))
  app.use(express.static(clientDir, { maxAge: '1h' }))
  const build = (await import(path.join(root, 'server', 'index.js'))) as ServerBuild
  const remixHandler: RemixHandlerFactory = (getLoadContext) =>
    createRequestHandler({ build, mode: 'production', getLoadContext })
  return { remixHandler, close: async () => {} }
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
  return { remixHandler, close: () => vite.close() }
}

function registerShutdown({
  server,
  io,
  database,
  closeVite,
  logger,
}: {
  server: http.Server
  io: SocketServer
  database: DatabaseHandle
  closeVite: () => Promise<void>
  logger: Logger
}) {
  let closing = false
  const shutdown = (signal: string) => {
    if (closing) return
    closing = true
    logger.info(`${signal} received: closing sockets, HTTP server and database`)
    const force = setTimeout(() => {
      logger.error('graceful shutdown timed out; exiting')
      process.exit(1)
    }, SHUTDOWN_GRACE_MS)
    force.unref()
    // io.close() disconnects every socket and closes the HTTP server, which waits for open requests.
    io.close(() => {
      void closeVite()
        .then(() => database.close())
        .then(() => {
          logger.info('shutdown complete')
          process.exit(0)
        })
        .catch((error: unknown) => {
          logger.error({ err: error }, 'error during shutdown')
          process.exit(1)
        })
    })
    server.closeIdleConnections()
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))
}

function describeDatabaseFailure(variable: string, error: unknown): string {
  const reason = error instanceof Error ? error.message || error.name : String(error)
  return `Cannot open the database named by ${variable}: ${reason.split('\n')[0]}`
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
