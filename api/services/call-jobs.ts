/**
 * The casting-call jobs (ADR 027): the daily digest to opted-in talents and the note to a call's owner at its
 * deadline. Both are idempotent: a digest is marked sent for the day in the transaction that writes it, and a
 * deadline note is written only if that call has none yet.
 */
import { and, asc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { notifications, talentProfiles } from '../db/schema'
import type { CallSource, CallSummary } from '../jobs/call-source'
import type { SqlRunner } from '../jobs/executor'
import type { JobQueue } from '../jobs/queue'
import { recordNotification, type NotificationDelivery } from './notifications'

/** Talents read per page of the digest's walk. */
const DIGEST_PAGE = 500
/** Calls a digest names; the rest are counted. */
const DIGEST_NAMED_CALLS = 5
const DAY_MS = 24 * 60 * 60 * 1000

const isoDay = (time: Date) => time.toISOString().slice(0, 10)

/**
 * Sends today's digests: every public talent who opted in and has no digest today gets one notification
 * listing the open calls that match them, published since their last digest (or the last day). Delivers
 * each page's notifications as it goes.
 */
export async function sendCallDigests(
  db: Database,
  calls: CallSource,
  deliver: (deliveries: NotificationDelivery[]) => void,
  now = new Date(),
): Promise<number> {
  const today = isoDay(now)
  let after = 0
  let sent = 0
  for (;;) {
    const talents = await db
      .select({ id: talentProfiles.id, userId: talentProfiles.userId, sentOn: talentProfiles.callDigestSentOn })
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
      const since = talent.sentOn ? new Date(`${talent.sentOn}T00:00:00Z`) : new Date(now.getTime() - DAY_MS)
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

/** At a call's deadline: tells its owner, once (a retried job finds the note already written). */
export async function notifyCallClosed(
  db: Database,
  calls: CallSource,
  callId: string,
): Promise<NotificationDelivery | null> {
  const call = await calls.callById(db, callId)
  if (!call) return null
  return db.transaction(async (tx) => {
    // The call's id orders two runs of this job (a retry beside a slow first run).
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`call-closed:${callId}`}))`)
    const [existing] = await tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, call.ownerUserId),
          eq(notifications.kind, 'call_closed'),
          sql`${notifications.data}->>'callId' = ${callId}`,
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
      data: { callId },
    })
  })
}

/** The calls service sends this in the transaction that creates a call or moves its deadline. */
export async function scheduleCallDeadline(
  tx: SqlRunner,
  jobs: Pick<JobQueue, 'sendInTransaction'>,
  callId: string,
  deadline: Date,
): Promise<void> {
  await jobs.sendInTransaction(tx, 'call-deadline', { callId }, { singletonKey: callId, startAfter: deadline })
}
