/**
 * A shortlist's read-only link (ADR 023): a 144-bit token, made on share, forgotten on revoke; the public view
 * shows the list's name, its owner and the public cards of its public talents, never notes or contacts.
 */
import crypto from 'node:crypto'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { recruiterProfiles, shortlists } from '../db/schema'
import { ApiError } from '../errors'
import {
  ownList,
  SHARE_TOKEN_BYTES,
  SHARE_TOKEN_PATTERN,
  SHARED_SHORTLIST_NOT_FOUND,
  shortlistOf,
  visibleEntries,
  type SharedShortlist,
} from './shortlists'
import { countSharedListView, bumpRecruiterCounter } from './recruiter-counters'
import { recordNotification, type NotificationDelivery } from './notifications'
import { toTalentCard } from './talents'

export const newShareToken = () => crypto.randomBytes(SHARE_TOKEN_BYTES).toString('base64url')

/** Shares the list: its current token, or a new one (and a fresh "first opened"). Answers whether it is new. */
export async function shareShortlist(db: Database, ownerId: number, id: number) {
  const row = await ownList(db, ownerId, id)
  if (row.shareToken) return { created: false, shortlist: await shortlistOf(db, ownerId, id) }
  // Two concurrent shares: only one sets a token (and counts as a list shared); the other answers it as the
  // existing one.
  const set = await db.transaction(async (tx) => {
    const shared = await tx
      .update(shortlists)
      .set({ shareToken: newShareToken(), sharedAt: sql`now()`, firstOpenedAt: null })
      .where(and(eq(shortlists.id, id), isNull(shortlists.shareToken)))
      .returning({ id: shortlists.id })
    if (shared.length > 0) await bumpRecruiterCounter(tx, ownerId, 'totalShare', { actorUserId: ownerId })
    return shared
  })
  return { created: set.length > 0, shortlist: await shortlistOf(db, ownerId, id) }
}

/** Stops sharing: the token is forgotten, so the old link is "not found" from now on. */
export async function unshareShortlist(db: Database, ownerId: number, id: number) {
  await ownList(db, ownerId, id)
  await db
    .update(shortlists)
    .set({ shareToken: null, sharedAt: null, firstOpenedAt: null })
    .where(eq(shortlists.id, id))
  return shortlistOf(db, ownerId, id)
}

/**
 * The read-only view of a shared list: its name, its owner's name and company, and the public cards of
 * its public talents in order. No notes, no contact details. Counts the view (each visitor once a day, never
 * the owner: the owner's total_views) and records the first open by anyone but the
 * owner and, with it, the owner's notification (`firstOpen`, made exactly once per token; deliver it).
 */
export async function sharedShortlist(
  db: Database,
  token: string,
  viewer: { id: number | null; visitor: string },
): Promise<{ shortlist: SharedShortlist; firstOpen: NotificationDelivery | null }> {
  const [row] = SHARE_TOKEN_PATTERN.test(token)
    ? await db
        .select({
          id: shortlists.id,
          ownerUserId: shortlists.ownerUserId,
          name: shortlists.name,
          sharedAt: shortlists.sharedAt,
          ownerName: recruiterProfiles.displayName,
          company: recruiterProfiles.company,
        })
        .from(shortlists)
        .innerJoin(recruiterProfiles, eq(recruiterProfiles.userId, shortlists.ownerUserId))
        .where(eq(shortlists.shareToken, token))
    : []
  if (!row) throw new ApiError(404, SHARED_SHORTLIST_NOT_FOUND)
  const entries = await visibleEntries(db, [row.id])
  let firstOpen: NotificationDelivery | null = null
  if (viewer.id !== row.ownerUserId) {
    firstOpen = await db.transaction(async (tx) => {
      await countSharedListView(tx, row, viewer)
      const opened = await tx
        .update(shortlists)
        .set({ firstOpenedAt: sql`now()` })
        .where(and(eq(shortlists.id, row.id), eq(shortlists.shareToken, token), isNull(shortlists.firstOpenedAt)))
        .returning({ id: shortlists.id })
      if (opened.length === 0) return null
      return recordNotification(tx, {
        userId: row.ownerUserId,
        kind: 'shortlist_opened',
        title: `Your shortlist “${row.name}” was opened`,
        body: 'Someone opened the link you shared for the first time.',
        link: `/shortlists/${row.id}`,
        data: { shortlistId: row.id },
      })
    })
  }
  return {
    firstOpen,
    shortlist: {
      name: row.name,
      owner: { name: row.ownerName, company: row.company },
      sharedAt: (row.sharedAt ?? new Date()).toISOString(),
      talents: entries.map(({ shortlistId: _list, note: _note, addedAt: _added, ...card }) => toTalentCard(card)),
    },
  }
}
