import http from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { API_BASE_PATH, createApi, type ApiOptions } from '../../api/app'
import { DEMO_TALENT_EMAIL } from '../../api/db/seed'
import { loadEnv } from '../../server/env.server'
import { bodyLimits, isUpload } from '../../server/body-limits'
import { accountThrottleFor, type RateLimitDependencies } from '../../server/rate-limits'
import { apiHandler, nonceOf, rateLimitStateOf, securityMiddleware } from '../../server/security'
import { TEST_JWT_SECRET, type TestApi } from './api'
import { silentLogger } from './logger'

/**
 * The security suite's stand-in for server.ts, in its order: trust proxy → security middleware → body limits →
 * /healthz → /api/v1 (the real API) → a stand-in for Remix that reports what it was handed. One call
 * is one node; `close()` closes every node started.
 */
export function securityStacks(api: () => TestApi) {
  const servers: http.Server[] = []
  return {
    async start(
      variables: Record<string, string>,
      deps: RateLimitDependencies = {},
      media?: ApiOptions['media'],
    ): Promise<string> {
      // Per-account throttling off unless a test sets it: the per-IP tests send many wrong passwords.
      const env = loadEnv({ ...process.env, AUTH_RATE_LIMIT_PER_IP: '10', AUTH_FREE_FAILURES: '1000', ...variables })
      const app = express()
      app.set('trust proxy', env.TRUST_PROXY)
      app.use(securityMiddleware(env, deps))
      app.use(bodyLimits(env, { ownLimits: isUpload }))
      app.get('/healthz', (_req, res) => {
        res.json({ status: 'ok' })
      })
      // Each node its own API on the one database, with the node's account throttle (as server.ts builds it).
      const nodeApi = createApi({
        db: api().db,
        logger: silentLogger,
        jwtSecrets: [TEST_JWT_SECRET],
        accountThrottle: accountThrottleFor(env, deps),
        media,
      })
      app.use(API_BASE_PATH, apiHandler(app, nodeApi.fetch))
      app.all('*', (_req, res) => {
        res.json({ cspNonce: nonceOf(res), rateLimited: rateLimitStateOf(res) })
      })
      const server = http.createServer(app)
      servers.push(server)
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    },
    close: () => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))),
  }
}

/** A sign-in with a wrong password through a stack's API. */
export function signInAttempt(url: string, headers: Record<string, string> = {}) {
  return fetch(`${url}${API_BASE_PATH}/app-user-authentication/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email: DEMO_TALENT_EMAIL, password: 'not-the-password' }),
  })
}
