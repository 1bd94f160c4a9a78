import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { getRequestListener } from '@hono/node-server'
import { createRequestHandler } from '@remix-run/express'
import type { AppLoadContext, ServerBuild } from '@remix-run/node'
import express from 'express'
import type { Logger } from 'pino'
import { createServer as createVite } from 'vite'
import { API_BASE_PATH } from '../../api/app'
import { loadEnv } from '../../server/env.server'
import { bodyLimits } from '../../server/body-limits'
import { requestLogging } from '../../server/logging'
import { createTestWeb } from './web'

export type RemixServer = Awaited<ReturnType<typeof startRemixServer>>

/**
 * The real Remix app (its server build through Vite, as `npm run dev` serves it) and the real API on a
 * fresh seeded database, on a real HTTP server on an ephemeral port, wired as server.ts wires them:
 * body limits → /healthz → /api/v1 → Remix with the load context of tests/setup/web.ts. For what only
 * real sockets show (bodies on the wire, response headers of whole pages).
 *
 * With `logger`, requests are logged as server.ts logs them (server/logging.ts) and the load context
 * carries the logger and the request's id; `context` adds to (or replaces parts of) every load context.
 */
export async function startRemixServer({
  talents = 10,
  variables = {},
  logger,
  context = {},
}: {
  talents?: number
  variables?: Record<string, string>
  logger?: Logger
  context?: Partial<AppLoadContext>
} = {}) {
  const web = await createTestWeb({ talents })
  const vite = await createVite({
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    logLevel: 'silent',
  })
  const build = (await vite.ssrLoadModule('virtual:remix/server-build')) as ServerBuild
  const env = loadEnv({ ...process.env, ...variables })

  const app = express()
  app.disable('x-powered-by')
  if (logger) app.use(requestLogging(logger))
  app.use(bodyLimits(env))
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' })
  })
  const api = getRequestListener(web.api.app.fetch)
  app.use(API_BASE_PATH, (req, res) => {
    req.url = req.originalUrl
    void api(req, res)
  })
  const getLoadContext = (req: express.Request) =>
    web.context({ ...(logger ? { logger, requestId: String(req.id) } : {}), ...context })
  app.all('*', createRequestHandler({ build, mode: 'production', getLoadContext }))

  const server = http.createServer(app)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  async function close() {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
    await vite.close()
    await web.close()
  }

  return { web, url, close }
}
