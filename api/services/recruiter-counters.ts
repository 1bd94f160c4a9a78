/**
 * A recruiter's own numbers (issue 21, requirements §3 analytics per user type): total_views counts views of
 * their shared shortlists (each visitor once a day per list, never the owner), total_share the lists they
 * shared, total_connected the requests talents accepted. Each bump writes the analytics event the 30-day
 * chart reads, in the caller's transaction.
 */
import { eq, sql } from 'drizzle-orm'
import { analyticsEvents, recruiterProfiles } from '../db/schema'
import { firstToday } from './visits'

/** The database or a transaction on it. */
type Executor = Parameters<typeof firstToday>[0]

const RECRUITER_COUNTERS = {
  totalViews: 'page_view',
  totalShare: 'share',
  totalConnected: 'connect',
} as const
type RecruiterCounter = keyof typeof RECRUITER_COUNTERS

export async function bumpRecruiterCounter(
  tx: Executor,
  recruiterUserId: number,
  counter: RecruiterCounter,
  { actorUserId = null, path = null }: { actorUserId?: number | null; path?: string | null } = {},
): Promise<void> {
  const column = recruiterProfiles[counter]
  await tx
    .update(recruiterProfiles)
    .set({ [counter]: sql`${column} + 1` })
    .where(eq(recruiterProfiles.userId, recruiterUserId))
  await tx
    .insert(analyticsEvents)
    .values({ kind: RECRUITER_COUNTERS[counter], subjectUserId: recruiterUserId, actorUserId, path })
}

/** A view of a shared list: counted the first time today for this visitor and list, never for its owner. */
export async function countSharedListView(
  tx: Executor,
  list: { id: number; ownerUserId: number },
  viewer: { id: number | null; visitor: string },
): Promise<void> {
  if (viewer.id === list.ownerUserId) return
  if (!(await firstToday(tx, { kind: 'page_view', subject: `shortlist:${list.id}`, visitor: viewer.visitor }))) return
  await bumpRecruiterCounter(tx, list.ownerUserId, 'totalViews', { actorUserId: viewer.id })
}
