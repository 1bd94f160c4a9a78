import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../../api/db/client'
import { executorOf } from '../../api/jobs/executor'
import { createJobQueue, type JobQueue } from '../../api/jobs/queue'
import { createTestDatabase } from '../setup/database'
import { silentLogger } from '../setup/logger'

/**
 * The job queue (ADR 027) on the test's real database (PGlite, or PostgreSQL with TEST_DB=postgres): pg-boss's
 * schema, sends, workers, retries, sends inside a transaction, and jobs that outlive the queue that sent them.
 */
let database: DatabaseHandle
const started: JobQueue[] = []

async function queue(): Promise<JobQueue> {
  const jobs = createJobQueue({ db: database.db, logger: silentLogger, pollSeconds: 0.5 })
  await jobs.start()
  started.push(jobs)
  return jobs
}

/** Waits until `check` holds (the workers poll); fails with `what` after 20 s. */
async function eventually(what: string, check: () => boolean | Promise<boolean>) {
  const deadline = Date.now() + 20_000
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for: ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

beforeAll(async () => {
  database = await createTestDatabase()
})

afterEach(async () => {
  for (const jobs of started.splice(0)) await jobs.stop(1)
})

afterAll(async () => {
  await database?.close()
})

describe('job queue', () => {
  it('runs a sent job once, with its payload', async () => {
    const jobs = await queue()
    const ran: string[] = []
    await jobs.work('test-probe', async ({ label }) => void ran.push(label))
    const id = await jobs.send('test-probe', { label: 'once' })
    expect(id).toEqual(expect.any(String))
    await eventually('the job completes', async () => (await jobs.stateOf('test-probe', id!)) === 'completed')
    expect(ran).toEqual(['once'])
  })

  it('retries a job whose handler failed', async () => {
    const jobs = await queue()
    const attempts: number[] = []
    await jobs.work('test-probe', async (_payload, job) => {
      attempts.push(job.retryCount)
      if (job.retryCount === 0) throw new Error('first try fails')
    })
    const id = await jobs.send('test-probe', { label: 'retry' })
    await eventually('the retry completes', async () => (await jobs.stateOf('test-probe', id!)) === 'completed')
    expect(attempts).toEqual([0, 1])
  })

  it('keeps a job sent in a transaction only when the transaction commits', async () => {
    const jobs = await queue()
    const rolledBack = await database.db
      .transaction(async (tx) => {
        const id = await jobs.sendInTransaction(tx, 'test-probe', { label: 'rolled back' })
        tx.rollback()
        return id
      })
      .catch(() => 'rolled back')
    expect(rolledBack).toBe('rolled back')
    const committed = await database.db.transaction((tx) =>
      jobs.sendInTransaction(tx, 'test-probe', { label: 'committed' }),
    )
    const rows = await executorOf(database.db).executeSql(
      `SELECT data->>'label' AS label FROM pgboss.job WHERE name = 'test-probe' AND data->>'label' IN ('rolled back', 'committed')`,
    )
    expect(rows.rows).toEqual([{ label: 'committed' }])
    const ran: string[] = []
    await jobs.work('test-probe', async ({ label }) => void ran.push(label))
    jobs.wake('test-probe')
    await eventually(
      'the committed job completes',
      async () => (await jobs.stateOf('test-probe', committed!)) === 'completed',
    )
    expect(ran).toContain('committed')
    expect(ran).not.toContain('rolled back')
  })

  it('survives its queue: a job queued when one queue stops runs once on the next', async () => {
    const first = createJobQueue({ db: database.db, logger: silentLogger, pollSeconds: 0.5 })
    await first.start()
    const id = await first.send('test-probe', { label: 'after restart' })
    await first.stop(1)

    const ran: string[] = []
    const second = await queue()
    await second.work('test-probe', async ({ label }) => void ran.push(label))
    await eventually('the job completes', async () => (await second.stateOf('test-probe', id!)) === 'completed')
    expect(ran.filter((label) => label === 'after restart')).toHaveLength(1)
  })

  it('runs each of many jobs exactly once across two queues working the same database', async () => {
    const [a, b] = [await queue(), await queue()]
    const runs = new Map<string, number>()
    const count = async ({ label }: { label: string }) => void runs.set(label, (runs.get(label) ?? 0) + 1)
    await a.work('test-probe', count, { batchSize: 3, workers: 2 })
    await b.work('test-probe', count, { batchSize: 3, workers: 2 })
    const labels = Array.from({ length: 60 }, (_, i) => `many-${i}`)
    for (const label of labels) await (label.endsWith('0') ? b : a).send('test-probe', { label })
    await eventually('every job ran', () => labels.every((label) => runs.has(label)))
    // One more poll round: a second run would show up here.
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(labels.map((label) => runs.get(label))).toEqual(labels.map(() => 1))
  })

  it('keeps one queued job per singleton key on a stately queue', async () => {
    const jobs = await queue()
    const later = new Date(Date.now() + 60 * 60 * 1000)
    const first = await jobs.send('saved-search-alert', { savedSearchId: 1 }, { singletonKey: '1', startAfter: later })
    const second = await jobs.send('saved-search-alert', { savedSearchId: 1 }, { singletonKey: '1', startAfter: later })
    const other = await jobs.send('saved-search-alert', { savedSearchId: 2 }, { singletonKey: '2', startAfter: later })
    expect(first).toEqual(expect.any(String))
    expect(second).toBeNull()
    expect(other).toEqual(expect.any(String))
  })
})
