/**
 * Render workers for server.ts (ADR 014): document renders run on other threads, so this one goes on
 * answering requests, running loaders and talking to the database while pages render.
 */
import os from 'node:os'
import path from 'node:path'
import { Piscina } from 'piscina'
import type { Logger } from 'pino'
import type { RenderedDocument, RenderJob } from '../app/render-job.server'

/**
 * Renders sent to each worker at once. A worker takes the next one from its own queue as soon as it is
 * done, without waiting for this (busy) thread to hand it over: with 4 at a time the worker sat idle
 * while this thread rendered the overflow, and / served 388 requests/s; with 64, 550-600 (bench/ssr.mjs).
 * Past this many per worker, this thread renders a page itself rather than let the queue grow.
 */
const RENDERS_PER_WORKER = 64

/** One worker per CPU beyond the first (that one runs this thread), at most 4. */
export function defaultRenderWorkers(): number {
  return Math.min(4, Math.max(0, os.availableParallelism() - 1))
}

export interface RenderPool {
  /** The document's bytes, or null: every worker is busy with a queue, or the job failed there. */
  render(job: RenderJob): Promise<RenderedDocument | null>
  close(): Promise<void>
}

export function createRenderPool({
  workers,
  buildDir,
  logger,
}: {
  workers: number
  buildDir: string
  logger: Logger
}): RenderPool | null {
  if (workers === 0) return null
  const pool = new Piscina<RenderJob, RenderedDocument>({
    filename: path.join(buildDir, 'server-render-worker.js'),
    minThreads: workers,
    maxThreads: workers,
    idleTimeout: Infinity,
    concurrentTasksPerWorker: RENDERS_PER_WORKER,
  })
  const limit = workers * RENDERS_PER_WORKER
  let underway = 0
  return {
    async render(job) {
      if (underway >= limit) return null
      underway++
      try {
        return await pool.run(job)
      } catch (error) {
        // A page the worker cannot render (or data it cannot be sent) renders in this thread, where an
        // error reaches Remix's own handling.
        // The path only: a query may carry something secret (server/logging.ts redacts those).
        logger.warn(
          { err: error, path: new URL(job.url).pathname },
          'render worker failed; rendering in the main thread',
        )
        return null
      } finally {
        underway--
      }
    },
    // Renders under way finish first: their responses are still being waited for.
    close: () => pool.close(),
  }
}
