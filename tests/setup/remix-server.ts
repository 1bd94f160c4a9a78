import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { getRequestListener } from '@hono/node-server'
import { createRequestHandler } from '@remix-run/express'
import type { AppLoadContext, ServerBuild } from '@remix-run/node'
import express from 'express'
import type { Logger } from 'pino'
import { API_BASE_PATH } from '../../api/app'
import { loadEnv } from '../../server/env.server'
import { bodyLimits } from '../../server/body-limits'
import { requestLogging } from '../../server/logging'
import { freshBuild } from './fresh-build'
import { createTestWeb } from './web'

export type RemixServer = Awaited<ReturnType<typeof startRemixServer>>

/**
 * The Remix server build: build/server/index.js when `npm test` has just built it
 * (tests/setup/fresh-build.ts; importing it takes ~0.1 s), otherwise through Vite, as `npm run dev`
 * serves it (~8 s to start and compile the app, per file). Never a build left over from other code.
 */
export async function serverBuild(): Promise<{ build: ServerBuild; close: () => Promise<void> }> {
  if (freshBuild()) {
    const file = pathToFileURL(path.resolve('build', 'server', 'index.js')).href
    return { build: (await import(/* @vite-ignore */ file)) as ServerBuild, close: async () => {} }
  }
  const { createServer } = await import('vite')
  const vite = await createServer({
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    logLevel: 'silent',
  })
  const build = (await vite.ssrLoadModule('virtual:remix/server-build')) as ServerBuild
  return { build, close: () => vite.close() }
}

/**
 * The real Remix app (the production build `npm test` just made, or through Vite as `npm run dev` serves
 * it: serverBuild) and the real API on a fresh seeded database, on a real HTTP server on an ephemeral
 * port, wired as server.ts wires them:
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
  const { build, close: closeBuild } = await serverBuild()
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
    await closeBuild()
    await web.close()
  }

  return { web, url, close }
}
