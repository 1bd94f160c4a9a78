/**
 * What happens to a pending request (ADR 024): the talent accepts or declines it (the recruiter is told),
 * the recruiter withdraws it, or the talent blocks its recruiter, which declines it like a decline so the
 * block is never announced. An answered request stays as it is: answering again is 409.
 */
import { and, desc, eq, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { analyticsEvents, connectionRequests, recruiterProfiles, talentBlocks, talentProfiles } from '../db/schema'
import { ApiError } from '../errors'
import {
  RECRUITER_FALLBACK_NAME,
  REQUEST_NOT_FOUND,
  requestOfParty,
  requestPath,
  toRequestView,
  type ConnectionRequestView,
  type RequestRow,
} from './connection-requests'
import { recordNotification, type NotificationDelivery } from './notifications'
import type { Executor } from './shortlists'
import { talentPagePath } from './talents'
import { bumpRecruiterCounter } from './recruiter-counters'
import { firstToday } from './visits'

export const BLOCK_NOT_FOUND = 'Block not found'

export function alreadyAnsweredMessage(status: string): string {
  return `This request was already ${status}; it cannot change now.`
}

type Answer = 'accepted' | 'declined'
/** A transaction on the database: the counters' once-a-day check must share it. */
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]
type Result = { request: ConnectionRequestView; deliveries: NotificationDelivery[] }

/** A pending request of this party, locked; another party's is 404, an answered one 409. */
async function pendingOf(tx: Tx, callerId: number, id: string, side: 'recruiter' | 'talent') {
  const row = await requestOfParty(tx, callerId, id, true)
  const isSide = side === 'recruiter' ? row.request.recruiterUserId === callerId : row.talentUserPk === callerId
  if (!isSide) throw new ApiError(404, REQUEST_NOT_FOUND)
  if (row.request.status !== 'pending') throw new ApiError(409, alreadyAnsweredMessage(row.request.status))
  return row
}

async function setStatus(tx: Tx, row: RequestRow, status: Answer | 'withdrawn'): Promise<RequestRow> {
  await tx
    .update(connectionRequests)
    .set({ status, answeredAt: sql`now()` })
    .where(eq(connectionRequests.id, row.request.id))
  return requestOfParty(tx, row.talentUserPk, row.request.id)
}

/**
 * The talent's "connections" number counts accepted requests, a recruiter once a day per talent (the rule
 * of every counter, ADR 018), with a `connect` event for the talent's chart; the recruiter's "requests
 * accepted" counts the same acceptances, with an event for theirs.
 */
async function countConnection(tx: Tx, row: RequestRow) {
  const visitor = `u:${row.request.recruiterUserId}`
  if (!(await firstToday(tx, { kind: 'connect', subject: String(row.talentUserPk), visitor }))) return
  await tx
    .update(talentProfiles)
    .set({ totalConnected: sql`${talentProfiles.totalConnected} + 1` })
    .where(eq(talentProfiles.id, row.request.talentProfileId))
  await tx.insert(analyticsEvents).values({
    kind: 'connect',
    subjectUserId: row.talentUserPk,
    actorUserId: row.request.recruiterUserId,
    path: talentPagePath(row.talentUSERID),
  })
  await bumpRecruiterCounter(tx, row.request.recruiterUserId, 'totalConnected', {
    actorUserId: row.talentUserPk,
    path: talentPagePath(row.talentUSERID),
  })
}

async function answer(tx: Tx, row: RequestRow, status: Answer): Promise<Result> {
  if (status === 'accepted') await countConnection(tx, row)
  const answered = await setStatus(tx, row, status)
  const delivery = await recordNotification(tx, {
    userId: row.request.recruiterUserId,
    kind: status === 'accepted' ? 'request_accepted' : 'request_declined',
    title: `${row.talentName} ${status} your request`,
    body: `${row.request.role} · ${row.request.project}`,
    link: requestPath(row.request.id),
    data: { requestId: row.request.id },
  })
  return { request: toRequestView(answered, row.talentUserPk), deliveries: [delivery] }
}

/** The talent accepts or declines a pending request; the recruiter is told. */
export async function answerConnectionRequest(db: Database, talentId: number, id: string, status: Answer) {
  return db.transaction(async (tx) => answer(tx, await pendingOf(tx, talentId, id, 'talent'), status))
}

/** The recruiter takes back a pending request (nobody is told). */
export async function withdrawConnectionRequest(db: Database, recruiterId: number, id: string) {
  return db.transaction(async (tx) => {
    const row = await pendingOf(tx, recruiterId, id, 'recruiter')
    return toRequestView(await setStatus(tx, row, 'withdrawn'), recruiterId)
  })
}

/**
 * The talent blocks the request's recruiter: later requests are refused as a duplicate is, and a pending
 * request is declined (the recruiter is told "declined", as after any decline).
 */
export async function blockRequestRecruiter(db: Database, talentId: number, id: string): Promise<Result> {
  return db.transaction(async (tx) => {
    const row = await requestOfParty(tx, talentId, id, true)
    if (row.talentUserPk !== talentId) throw new ApiError(404, REQUEST_NOT_FOUND)
    await tx
      .insert(talentBlocks)
      .values({ talentProfileId: row.request.talentProfileId, recruiterUserId: row.request.recruiterUserId })
      .onConflictDoNothing()
    if (row.request.status === 'pending') return answer(tx, row, 'declined')
    return { request: toRequestView(row, talentId), deliveries: [] }
  })
}

export interface TalentBlockView {
  id: number
  recruiter: { name: string; company: string }
  blockedAt: string
}

/** The talent's own profile id; a talent account without a profile has blocked nobody. */
async function ownProfileId(db: Executor, talentId: number): Promise<number | null> {
  const [profile] = await db
    .select({ id: talentProfiles.id })
    .from(talentProfiles)
    .where(eq(talentProfiles.userId, talentId))
  return profile?.id ?? null
}

export async function talentBlocksOf(db: Database, talentId: number): Promise<TalentBlockView[]> {
  const profileId = await ownProfileId(db, talentId)
  if (profileId === null) return []
  const rows = await db
    .select({
      id: talentBlocks.id,
      name: sql<string>`coalesce(${recruiterProfiles.displayName}, ${RECRUITER_FALLBACK_NAME})`,
      company: sql<string>`coalesce(${recruiterProfiles.company}, '')`,
      blockedAt: talentBlocks.createdAt,
    })
    .from(talentBlocks)
    .leftJoin(recruiterProfiles, eq(recruiterProfiles.userId, talentBlocks.recruiterUserId))
    .where(eq(talentBlocks.talentProfileId, profileId))
    .orderBy(desc(talentBlocks.createdAt), desc(talentBlocks.id))
  return rows.map(({ id, name, company, blockedAt }) => ({
    id,
    recruiter: { name, company },
    blockedAt: blockedAt.toISOString(),
  }))
}

/** Lifts one of the talent's blocks; another talent's block is 404. */
export async function unblockRecruiter(db: Database, talentId: number, blockId: number): Promise<void> {
  const profileId = await ownProfileId(db, talentId)
  const deleted =
    profileId === null
      ? []
      : await db
          .delete(talentBlocks)
          .where(and(eq(talentBlocks.id, blockId), eq(talentBlocks.talentProfileId, profileId)))
          .returning({ id: talentBlocks.id })
  if (deleted.length === 0) throw new ApiError(404, BLOCK_NOT_FOUND)
}
