/**
 * Liveness and readiness, for a supervisor and a load balancer:
 * - `/healthz`: the process answers (restart it when this fails);
 * - `/readyz`: it can serve: the database answers `SELECT 1` and, when configured, Redis answers PING,
 *   each within READINESS_TIMEOUT_MS (take it out of the balancer while this says 503).
 */
import express from 'express'
import type { Redis } from 'ioredis'
import { pingDatabase } from '../api/db/availability'
import type { Database } from '../api/db/client'

export const READINESS_TIMEOUT_MS = 1000

type CheckResult = 'ok' | 'down'

async function withTimeout(check: Promise<boolean>, timeoutMs: number): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs)
  })
  try {
    return (await Promise.race([check.catch(() => false), timeout])) ? 'ok' : 'down'
  } finally {
    clearTimeout(timer)
  }
}

export async function readiness({ db, redis }: { db: Database; redis: Pick<Redis, 'ping'> | null }) {
  const [database, cache] = await Promise.all([
    withTimeout(pingDatabase(db, READINESS_TIMEOUT_MS), READINESS_TIMEOUT_MS),
    redis
      ? withTimeout(
          redis.ping().then((answer) => answer === 'PONG'),
          READINESS_TIMEOUT_MS,
        )
      : null,
  ])
  const checks: Record<string, CheckResult> = { database, ...(cache ? { redis: cache } : {}) }
  const down = Object.keys(checks).filter((name) => checks[name] === 'down')
  return down.length === 0
    ? { status: 200, body: { status: 'ready', checks } }
    : { status: 503, body: { status: 'unavailable', message: `Not ready: ${down.join(' and ')} unreachable`, checks } }
}

export function healthRoutes(deps: { db: Database; redis: Pick<Redis, 'ping'> | null }): express.Router {
  const router = express.Router()
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' })
  })
  router.get('/readyz', (_req, res, next) => {
    readiness(deps).then(({ status, body }) => {
      res.status(status).set('Cache-Control', 'no-store').json(body)
    }, next)
  })
  return router
}
