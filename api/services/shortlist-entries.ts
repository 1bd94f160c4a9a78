/** The talents on a recruiter's shortlist: adding (idempotent), notes, removing and ordering (ADR 023). */
import { and, count, eq, max, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { shortlistEntries, shortlists, talentProfiles, users } from '../db/schema'
import { ApiError } from '../errors'
import {
  ENTRY_ORDER,
  MAX_TALENTS_PER_SHORTLIST,
  ownList,
  SHORTLIST_ENTRY_NOT_FOUND,
  SHORTLIST_FULL,
  SHORTLIST_TALENT_NOT_FOUND,
  shortlistOf,
  type Executor,
} from './shortlists'

/** A talent's profile id by USERID: public talents only (a hidden or unknown one is "not found" alike). */
async function publicTalentId(db: Executor, USERID: string): Promise<number> {
  const [row] = await db
    .select({ id: talentProfiles.id })
    .from(talentProfiles)
    .innerJoin(users, eq(users.id, talentProfiles.userId))
    .where(and(eq(users.userId, USERID), eq(talentProfiles.isPublic, true)))
  if (!row) throw new ApiError(404, SHORTLIST_TALENT_NOT_FOUND)
  return row.id
}

/** Any talent's profile id by USERID (removing and noting work on a talent who has since hidden). */
async function talentIdOf(db: Executor, USERID: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: talentProfiles.id })
    .from(talentProfiles)
    .innerJoin(users, eq(users.id, talentProfiles.userId))
    .where(eq(users.userId, USERID))
  return row?.id
}

const touch = (db: Executor, id: number) =>
  db
    .update(shortlists)
    .set({ updatedAt: sql`now()` })
    .where(eq(shortlists.id, id))

/**
 * Adds a talent at the end of the list. Idempotent: a talent already on it stays where it is (its note is
 * replaced only when one is given). Answers whether the talent was new.
 */
export async function addToShortlist(
  db: Database,
  ownerId: number,
  id: number,
  talentUserId: string,
  note: string | undefined,
): Promise<{ added: boolean }> {
  return db.transaction(async (tx) => {
    await ownList(tx, ownerId, id, true)
    return addEntry(tx, id, await publicTalentId(tx, talentUserId), note)
  })
}

/**
 * Adds a talent's profile to a list whose owner the caller has checked, its row locked (`ownList(…, true)`),
 * inside the caller's transaction: "Add to shortlist" and shortlisting an application (ADR 026) share it.
 */
export async function addEntry(
  tx: Executor,
  id: number,
  talentProfileId: number,
  note: string | undefined,
): Promise<{ added: boolean }> {
  const onList = and(eq(shortlistEntries.shortlistId, id), eq(shortlistEntries.talentProfileId, talentProfileId))
  const [existing] = await tx.select({ note: shortlistEntries.note }).from(shortlistEntries).where(onList)
  if (existing) {
    if (note !== undefined && note !== existing.note) {
      await tx.update(shortlistEntries).set({ note }).where(onList)
      await touch(tx, id)
    }
    return { added: false }
  }
  const [stats] = await tx
    .select({ count: count(), last: max(shortlistEntries.position) })
    .from(shortlistEntries)
    .where(eq(shortlistEntries.shortlistId, id))
  if ((stats?.count ?? 0) >= MAX_TALENTS_PER_SHORTLIST) throw new ApiError(409, SHORTLIST_FULL)
  await tx
    .insert(shortlistEntries)
    .values({ shortlistId: id, talentProfileId, position: (stats?.last ?? -1) + 1, note: note ?? '' })
  await touch(tx, id)
  return { added: true }
}

/** The entry's match, or 404 when the talent is not on the (owned) list. */
async function entryOf(db: Executor, ownerId: number, id: number, talentUserId: string) {
  await ownList(db, ownerId, id)
  const talentProfileId = await talentIdOf(db, talentUserId)
  const where =
    talentProfileId === undefined
      ? undefined
      : and(eq(shortlistEntries.shortlistId, id), eq(shortlistEntries.talentProfileId, talentProfileId))
  const [entry] = where ? await db.select({ note: shortlistEntries.note }).from(shortlistEntries).where(where) : []
  if (!where || !entry) throw new ApiError(404, SHORTLIST_ENTRY_NOT_FOUND)
  return where
}

export async function updateShortlistNote(
  db: Database,
  ownerId: number,
  id: number,
  talentUserId: string,
  note: string,
) {
  const where = await entryOf(db, ownerId, id, talentUserId)
  await db.update(shortlistEntries).set({ note }).where(where)
  await touch(db, id)
}

export async function removeFromShortlist(db: Database, ownerId: number, id: number, talentUserId: string) {
  const where = await entryOf(db, ownerId, id, talentUserId)
  await db.delete(shortlistEntries).where(where)
  await touch(db, id)
}

/**
 * Puts the list's talents in the given order. `talentIds` must name each talent the list shows exactly
 * once; talents who have since hidden their profile keep their relative order after them.
 */
export async function reorderShortlist(db: Database, ownerId: number, id: number, talentIds: string[]) {
  await db.transaction(async (tx) => {
    await ownList(tx, ownerId, id, true)
    const rows = await tx
      .select({
        USERID: users.userId,
        talentProfileId: shortlistEntries.talentProfileId,
        isPublic: talentProfiles.isPublic,
      })
      .from(shortlistEntries)
      .innerJoin(talentProfiles, eq(talentProfiles.id, shortlistEntries.talentProfileId))
      .innerJoin(users, eq(users.id, talentProfiles.userId))
      .where(eq(shortlistEntries.shortlistId, id))
      .orderBy(...ENTRY_ORDER)
    const shown = new Map(rows.filter((row) => row.isPublic).map((row) => [row.USERID, row.talentProfileId]))
    const repeated = talentIds.find((talentId, index) => talentIds.indexOf(talentId) !== index)
    if (repeated) throw new ApiError(400, `Invalid input. talentIds: ${repeated} is listed more than once`)
    const stranger = talentIds.find((talentId) => !shown.has(talentId))
    if (stranger) throw new ApiError(400, `Invalid input. talentIds: ${stranger} is not on this shortlist`)
    const missing = [...shown.keys()].filter((talentId) => !talentIds.includes(talentId))
    if (missing.length > 0) {
      throw new ApiError(
        400,
        `Invalid input. talentIds: must list every talent on the shortlist; missing ${missing.join(', ')}`,
      )
    }
    const order = [
      ...talentIds.map((talentId) => shown.get(talentId) ?? 0),
      ...rows.filter((row) => !row.isPublic).map((row) => row.talentProfileId),
    ]
    for (const [position, talentProfileId] of order.entries()) {
      await tx
        .update(shortlistEntries)
        .set({ position })
        .where(and(eq(shortlistEntries.shortlistId, id), eq(shortlistEntries.talentProfileId, talentProfileId)))
    }
    await touch(tx, id)
  })
  return shortlistOf(db, ownerId, id)
}
