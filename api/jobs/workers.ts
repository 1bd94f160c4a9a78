/**
 * The jobs a node runs (ADR 027): server.ts starts them beside the HTTP server and stops them in its
 * shutdown. Every handler delivers its notifications after its transaction commits.
 */
import type { Logger } from 'pino'
import type { Database } from '../db/client'
import { notifyCallClosed, scheduleOpenCallDeadlines, sendCallDigests } from '../services/call-jobs'
import type { NotificationDelivery } from '../services/notifications'
import { DEFAULT_ALERT_INTERVAL_SECONDS, matchAnnouncedTalent, sendDueAlert } from '../services/saved-search-alerts'
import { castingCallSource, type CallSource } from './call-source'
import { CALL_DIGEST_CRON, CALL_DIGEST_TIME_ZONE } from './definitions'
import type { JobQueue } from './queue'

export interface JobsOptions {
  db: Database
  logger: Pick<Logger, 'warn' | 'error' | 'info'>
  /** Hands committed notifications to the sockets and mail (api createApi's listeners). */
  deliver(deliveries: readonly NotificationDelivery[]): void
  /** At most one alert per saved search in this many seconds. */
  alertIntervalSeconds?: number
  /** Where the digest and deadline jobs read the calls (default: the casting calls themselves). */
  calls?: CallSource
}

/**
 * Starts this node's workers on a started queue, and the digest's schedule. server.ts starts the queue
 * first (the API sends to it) and the workers once the sockets they deliver to exist.
 */
export async function startJobWorkers(
  jobs: JobQueue,
  {
    db,
    logger,
    deliver,
    alertIntervalSeconds = DEFAULT_ALERT_INTERVAL_SECONDS,
    calls = castingCallSource,
  }: JobsOptions,
): Promise<void> {
  const alerts = { jobs, intervalSeconds: alertIntervalSeconds }
  await jobs.work(
    'talent-announced',
    async ({ talentProfileId }) => deliver(await matchAnnouncedTalent(db, talentProfileId, alerts)),
    { batchSize: 5, workers: 2 },
  )
  await jobs.work(
    'saved-search-alert',
    async ({ savedSearchId }) => deliver(await sendDueAlert(db, savedSearchId, alerts)),
    {
      batchSize: 10,
    },
  )
  await jobs.work('call-digest', async () => {
    const sent = await sendCallDigests(db, calls, deliver)
    logger.info({ sent }, 'call digests sent')
  })
  await jobs.work('call-deadline', async (payload) => {
    const delivery = await notifyCallClosed(db, calls, payload)
    if (delivery) deliver([delivery])
  })
  await jobs.schedule('call-digest', CALL_DIGEST_CRON, CALL_DIGEST_TIME_ZONE, {})
  await scheduleOpenCallDeadlines(db, jobs)
}
