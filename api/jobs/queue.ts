/**
 * Durable jobs on pg-boss in our own database (ADR 027): one JobQueue per node, started and stopped with the
 * server. Jobs survive restarts (they are rows), and each is run by one worker on one node (`SKIP LOCKED`);
 * a job whose node died expires and is retried elsewhere. Handlers must be idempotent by their data.
 */
import PgBoss from 'pg-boss'
import type { Logger } from 'pino'
import type { Database } from '../db/client'
import { QUEUES, QUEUE_NAMES, type PayloadOf, type QueueName } from './definitions'
import { executorOf, transactionExecutor, type SqlRunner } from './executor'

export const JOBS_SCHEMA = 'pgboss'
export const DEFAULT_POLL_SECONDS = 2
/** How often a node's supervisor expires jobs of dead nodes and archives old ones. */
export const DEFAULT_MAINTENANCE_SECONDS = 30

export interface JobQueueOptions {
  db: Database
  logger: Pick<Logger, 'warn' | 'error' | 'info'>
  /** How often an idle worker looks for jobs (pg-boss allows 0.5 and up). */
  pollSeconds?: number
  maintenanceSeconds?: number
}

export interface SendOptions {
  /** Not before this time. */
  startAfter?: Date
  /** On a `stately` queue: at most one queued and one running job per key. */
  singletonKey?: string
}

export interface JobContext {
  id: string
  retryCount: number
}

export type JobHandler<Q extends QueueName> = (payload: PayloadOf<Q>, job: JobContext) => Promise<void>

export interface WorkOptions {
  /** Jobs fetched together; a failing one fails (and retries) its batch, so handlers stay idempotent. */
  batchSize?: number
  /** Workers on this node for the queue. */
  workers?: number
}

export interface JobQueue {
  start(): Promise<void>
  /** Stops taking jobs, waits up to `graceSeconds` for the running ones; unfinished ones are retried later. */
  stop(graceSeconds?: number): Promise<void>
  send<Q extends QueueName>(queue: Q, payload: PayloadOf<Q>, options?: SendOptions): Promise<string | null>
  /** Sends in the caller's transaction: the job exists if and only if the transaction commits. */
  sendInTransaction<Q extends QueueName>(
    tx: SqlRunner,
    queue: Q,
    payload: PayloadOf<Q>,
    options?: SendOptions,
  ): Promise<string | null>
  /** Wakes this node's idle workers of a queue (after a commit that sent to it), instead of their next poll. */
  wake(queue: QueueName): void
  work<Q extends QueueName>(queue: Q, handler: JobHandler<Q>, options?: WorkOptions): Promise<void>
  /** A cron schedule (pg-boss runs each tick once across nodes). */
  schedule<Q extends QueueName>(queue: Q, cron: string, timeZone: string, payload: PayloadOf<Q>): Promise<void>
  /** The state of a job (tests and benches). */
  stateOf(queue: QueueName, id: string): Promise<string | null>
}

function sendOptionsOf(queue: QueueName, options: SendOptions = {}): PgBoss.SendOptions {
  const definition = QUEUES[queue]
  return {
    retryLimit: definition.retryLimit,
    retryDelay: definition.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: definition.expireInSeconds,
    ...(options.startAfter ? { startAfter: options.startAfter } : {}),
    ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
  }
}

export function createJobQueue({
  db,
  logger,
  pollSeconds = DEFAULT_POLL_SECONDS,
  maintenanceSeconds = DEFAULT_MAINTENANCE_SECONDS,
}: JobQueueOptions): JobQueue {
  const boss = new PgBoss({
    db: executorOf(db),
    schema: JOBS_SCHEMA,
    supervise: true,
    schedule: true,
    maintenanceIntervalSeconds: maintenanceSeconds,
  })
  boss.on('error', (error: unknown) => logger.warn({ err: error }, 'job queue error'))
  const workerIds = new Map<QueueName, string[]>()

  return {
    async start() {
      await boss.start()
      for (const name of QUEUE_NAMES) {
        if (await boss.getQueue(name)) continue
        const { policy, retryLimit, retryDelaySeconds, expireInSeconds } = QUEUES[name]
        await boss
          .createQueue(name, { name, policy, retryLimit, retryDelay: retryDelaySeconds, expireInSeconds })
          // Two nodes starting together may both create it; the second one's duplicate is harmless.
          .catch((error: unknown) => {
            if (!String(error).includes('already exists')) throw error
          })
      }
    },
    async stop(graceSeconds = 5) {
      await boss.stop({ graceful: true, wait: true, close: false, timeout: graceSeconds * 1000 })
    },
    send: (queue, payload, options) => boss.send(queue, payload, sendOptionsOf(queue, options)),
    sendInTransaction: (tx, queue, payload, options) =>
      boss.send(queue, payload, { ...sendOptionsOf(queue, options), db: transactionExecutor(tx) }),
    wake(queue) {
      for (const id of workerIds.get(queue) ?? []) boss.notifyWorker(id)
    },
    async work(queue, handler, { batchSize = 1, workers = 1 } = {}) {
      const schema = QUEUES[queue].payload
      const ids: string[] = []
      for (let i = 0; i < workers; i++) {
        const id = await boss.work<unknown>(
          queue,
          { batchSize, pollingIntervalSeconds: pollSeconds, includeMetadata: true },
          async (jobs) => {
            for (const job of jobs) {
              await handler(schema.parse(job.data) as PayloadOf<typeof queue>, {
                id: job.id,
                retryCount: job.retryCount,
              })
            }
          },
        )
        ids.push(id)
      }
      workerIds.set(queue, [...(workerIds.get(queue) ?? []), ...ids])
    },
    async schedule(queue, cron, timeZone, payload) {
      await boss.schedule(queue, cron, payload, { ...sendOptionsOf(queue), tz: timeZone })
    },
    async stateOf(queue, id) {
      return (await boss.getJobById(queue, id))?.state ?? null
    },
  }
}
