/**
 * `/internal/metrics` for bench/soak.mjs: this process's memory (after a full GC when started with
 * --expose-gc and asked `?gc=1`). server.ts mounts it only with BENCH_METRICS=1, and it answers
 * loopback callers only: it is a measuring tool, never part of a deployment.
 */
import express from 'express'

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])

export function benchMetricsRoute(): express.Router {
  const router = express.Router()
  router.get('/internal/metrics', (req, res) => {
    if (!LOOPBACK.has(req.socket.remoteAddress ?? '')) return void res.status(404).end()
    const collected = req.query.gc === '1' && typeof globalThis.gc === 'function'
    if (collected) globalThis.gc?.()
    const { rss, heapUsed, heapTotal, external } = process.memoryUsage()
    res.set('Cache-Control', 'no-store').json({ pid: process.pid, gc: collected, rss, heapUsed, heapTotal, external })
  })
  return router
}
