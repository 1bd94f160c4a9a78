/**
 * The casting-call jobs (ADR 027): the daily digest to opted-in talents and the note to a call's owner at its
 * deadline. Both are idempotent: a digest is marked sent for the day in the transaction that writes it, and a
 * deadline note is written only if that call has none yet for that deadline.
 */
import { and, asc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm'
import { closesAtOf } from '../call-fields'
import type { Database } from '../db/client'
import { castingCalls, notifications, talentProfiles } from '../db/schema'
import type { CallSource, CallSummary } from '../jobs/call-source'
import type { PayloadOf } from '../jobs/definitions'
import type { SqlRunner } from '../jobs/executor'
import type { JobQueue } from '../jobs/queue'
import { openCondition } from './casting-calls'
import { recordNotification, type NotificationDelivery } from './notifications'

/** Talents read per page of the digest's walk. */
const DIGEST_PAGE = 500
/** Calls a digest names; the rest are counted. */
const DIGEST_NAMED_CALLS = 5
/** How far back a digest looks: calls older than this are not news, whenever the talent's last digest was. */
const DIGEST_LOOKBACK_MS = 7 * 24 * 60 * 60 * 1000

const isoDay = (time: Date) => time.toISOString().slice(0, 10)

/**
 * Sends today's digests: every public talent who opted in and has no digest today gets one notification
 * listing the open calls that match them, published since their last digest (at most a week back). Delivers
 * each page's notifications as it goes.
 */
export async function sendCallDigests(
  db: Database,
  calls: CallSource,
  deliver: (deliveries: NotificationDelivery[]) => void,
  now = new Date(),
): Promise<number> {
  const today = isoDay(now)
  const weekAgo = now.getTime() - DIGEST_LOOKBACK_MS
  let after = 0
  let sent = 0
  for (;;) {
    const talents = await db
      .select({ id: talentProfiles.id, userId: talentProfiles.userId, lastDigestAt: lastDigestAt() })
      .from(talentProfiles)
      .where(
        and(
          gt(talentProfiles.id, after),
          eq(talentProfiles.callDigest, true),
          eq(talentProfiles.isPublic, true),
          or(isNull(talentProfiles.callDigestSentOn), lt(talentProfiles.callDigestSentOn, today)),
        ),
      )
      .orderBy(asc(talentProfiles.id))
      .limit(DIGEST_PAGE)
    if (talents.length === 0) return sent
    after = talents.at(-1)?.id ?? after
    const deliveries: NotificationDelivery[] = []
    for (const talent of talents) {
      const since = new Date(Math.max(talent.lastDigestAt?.getTime() ?? weekAgo, weekAgo))
      const matching = await calls.callsMatchingTalent(db, talent.id, since)
      if (matching.length === 0) continue
      const delivery = await db.transaction(async (tx) => {
        const marked = await tx
          .update(talentProfiles)
          .set({ callDigestSentOn: today })
          .where(
            and(
              eq(talentProfiles.id, talent.id),
              or(isNull(talentProfiles.callDigestSentOn), lt(talentProfiles.callDigestSentOn, today)),
            ),
          )
          .returning({ id: talentProfiles.id })
        return marked.length ? recordNotification(tx, digestNotification(talent.userId, matching)) : null
      })
      if (delivery) deliveries.push(delivery)
    }
    sent += deliveries.length
    deliver(deliveries)
  }
}

/**
 * When the talent's last digest was written: the next one lists the calls published since (the day it was
 * sent on would list again the calls of that morning, before the digest ran).
 */
const lastDigestAt = () =>
  sql<Date | null>`(SELECT max(n.created_at) FROM ${notifications} n WHERE n.user_id = ${talentProfiles.userId} AND n.kind = 'call_digest')`.mapWith(
    notifications.createdAt,
  )

function digestNotification(userId: number, calls: CallSummary[]) {
  const named = calls.slice(0, DIGEST_NAMED_CALLS).map((call) => call.title)
  const more = calls.length - named.length
  return {
    userId,
    kind: 'call_digest' as const,
    title: calls.length === 1 ? 'A new casting call matches you' : `${calls.length} new casting calls match you`,
    body: more > 0 ? `${named.join('; ')} and ${more} more` : named.join('; '),
    link: calls.length === 1 ? (calls[0]?.link ?? '/talent') : '/talent',
    data: { count: calls.length, calls: calls.map((call) => call.id).join(',') },
  }
}

/**
 * At a call's deadline: tells its owner, once. The job speaks only for the deadline it was sent for: a call
 * whose deadline moved has a job for the new one, and a retried job finds its note already written.
 */
export async function notifyCallClosed(
  db: Database,
  calls: CallSource,
  { callId, deadline }: PayloadOf<'call-deadline'>,
): Promise<NotificationDelivery | null> {
  return db.transaction(async (tx) => {
    // The call's id orders two runs of this job (a retry beside a slow first run).
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`call-closed:${callId}`}))`)
    const call = await calls.callById(tx, callId)
    if (!call || call.deadline !== deadline || !call.closed) return null
    const [existing] = await tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, call.ownerUserId),
          eq(notifications.kind, 'call_closed'),
          sql`${notifications.data}->>'callId' = ${String(callId)}`,
          sql`${notifications.data}->>'deadline' = ${deadline}`,
        ),
      )
      .limit(1)
    if (existing) return null
    return recordNotification(tx, {
      userId: call.ownerUserId,
      kind: 'call_closed',
      title: `Applications closed: ${call.title}`,
      body: 'The deadline has passed. Review the applicants.',
      link: call.link,
      data: { callId, deadline },
    })
  })
}

/** Sends a call's deadline job in the writer's transaction; createApi's is a no-op when no job queue runs. */
export type DeadlineScheduler = (tx: SqlRunner, callId: number, deadline: string) => Promise<void>

/**
 * The calls service sends this in the transaction that creates a call or moves its deadline. The key holds
 * the deadline, so a moved deadline's job is not taken for the one already queued.
 */
export async function scheduleCallDeadline(
  tx: SqlRunner,
  jobs: Pick<JobQueue, 'sendInTransaction'>,
  callId: number,
  deadline: string,
): Promise<void> {
  await jobs.sendInTransaction(tx, 'call-deadline', { callId, deadline }, deadlineJobOptions(callId, deadline))
}

const deadlineJobOptions = (callId: number, deadline: string) => ({
  singletonKey: `${callId}@${deadline}`,
  startAfter: closesAtOf(deadline),
})

/**
 * At a node's start: a deadline job for every open call, for the calls written without a queue (the demo
 * seed, `npm run api`). A call whose job is queued already keeps that one (the queue is stately per key),
 * and a job that runs twice announces its deadline once (notifyCallClosed).
 */
export async function scheduleOpenCallDeadlines(db: Database, jobs: Pick<JobQueue, 'send'>): Promise<number> {
  const open = await db
    .select({ id: castingCalls.feedId, deadline: castingCalls.deadline })
    .from(castingCalls)
    .where(openCondition)
  for (const call of open) {
    await jobs.send(
      'call-deadline',
      { callId: call.id, deadline: call.deadline },
      deadlineJobOptions(call.id, call.deadline),
    )
  }
  return open.length
}
