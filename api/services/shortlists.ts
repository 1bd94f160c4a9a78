/**
 * Recruiters' shortlists (issue 21, ADR 023): named lists of talents in the recruiter's order, a private
 * note per talent, and a revocable read-only link. Every call names the owner: another recruiter's list is
 * "not found", never "forbidden", so ids tell nobody what exists.
 */
import crypto from 'node:crypto'
import { and, asc, count, desc, eq, inArray, isNull, lte, max, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { recruiterProfiles, shortlistEntries, shortlists, talentProfiles, users } from '../db/schema'
import { ApiError } from '../errors'
import { servedUrl } from '../media/urls'
import { cardColumns, toTalentCard, type TalentCard } from './talents'

/** Lists one recruiter may keep. */
export const MAX_SHORTLISTS_PER_RECRUITER = 100
/** Talents one list may hold. */
export const MAX_TALENTS_PER_SHORTLIST = 200
export const SHORTLIST_NAME_MAX_LENGTH = 80
export const SHORTLIST_NOTE_MAX_LENGTH = 1000
/** Headshots a list's summary shows (the first talents in order). */
export const SHORTLIST_PREVIEW_HEADSHOTS = 4
/** Random bytes of a share token: 144 bits, 24 base64url characters. */
export const SHARE_TOKEN_BYTES = 18
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{24}$/

export const RECRUITERS_ONLY_SHORTLISTS =
  'Only recruiter accounts have shortlists. Sign in with a recruiter account to shortlist talents.'
export const SHORTLIST_NOT_FOUND = 'Shortlist not found'
export const SHARED_SHORTLIST_NOT_FOUND = 'This shortlist link does not exist or is no longer shared.'
export const SHORTLIST_TALENT_NOT_FOUND = 'Talent not found'
export const SHORTLIST_ENTRY_NOT_FOUND = 'This talent is not on the shortlist.'
export const TOO_MANY_SHORTLISTS = `You have ${MAX_SHORTLISTS_PER_RECRUITER} shortlists, the most one account may keep. Delete one to make another.`
export const SHORTLIST_FULL = `This shortlist holds ${MAX_TALENTS_PER_SHORTLIST} talents, the most one list may hold. Remove one or start another list.`

export interface ShortlistHeadshot {
  USERID: string
  name: string
  photo: string
  photoPlaceholder: string | null
}

export interface ShortlistSummary {
  id: number
  name: string
  /** Talents shown on the list (a talent who hid their profile is not counted). */
  talentCount: number
  headshots: ShortlistHeadshot[]
  /** The read-only link's token; null while the list is not shared. */
  shareToken: string | null
  sharedAt: string | null
  firstOpenedAt: string | null
  createdAt: string
  updatedAt: string
}

export interface ShortlistEntry {
  talent: TalentCard
  note: string
  addedAt: string
}

export interface ShortlistDetail extends ShortlistSummary {
  entries: ShortlistEntry[]
}

export interface SharedShortlist {
  name: string
  owner: { name: string; company: string }
  sharedAt: string
  talents: TalentCard[]
}

type Executor = Pick<Database, 'select' | 'update' | 'insert' | 'delete'>
type ListRow = typeof shortlists.$inferSelect

const iso = (value: Date | null) => (value ? value.toISOString() : null)

/** The caller's list, or 404; with `lock`, its row is locked until the transaction ends (limits, positions). */
async function ownList(db: Executor, ownerId: number, id: number, lock = false): Promise<ListRow> {
  const query = db
    .select()
    .from(shortlists)
    .where(and(eq(shortlists.id, id), eq(shortlists.ownerUserId, ownerId)))
  const [row] = await (lock ? query.for('update') : query)
  if (!row) throw new ApiError(404, SHORTLIST_NOT_FOUND)
  return row
}

/** A list's order: by position, then (ties from concurrent adds) first added first. */
const ENTRY_ORDER = [asc(shortlistEntries.position), asc(shortlistEntries.addedAt), asc(talentProfiles.id)] as const

/** Entries of the given lists whose talent is public, in order, with their cards. */
function visibleEntries(db: Executor, listIds: number[]) {
  return db
    .select({
      ...cardColumns,
      shortlistId: shortlistEntries.shortlistId,
      note: shortlistEntries.note,
      addedAt: shortlistEntries.addedAt,
    })
    .from(shortlistEntries)
    .innerJoin(talentProfiles, eq(talentProfiles.id, shortlistEntries.talentProfileId))
    .innerJoin(users, eq(users.id, talentProfiles.userId))
    .where(and(inArray(shortlistEntries.shortlistId, listIds), eq(talentProfiles.isPublic, true)))
    .orderBy(...ENTRY_ORDER)
}

/** Counts and the first few headshots of each list, in one query (a window over the visible entries). */
async function previewsOf(db: Executor, listIds: number[]) {
  const previews = new Map<number, { talentCount: number; headshots: ShortlistHeadshot[] }>()
  if (listIds.length === 0) return previews
  const ranked = db
    .select({
      shortlistId: shortlistEntries.shortlistId,
      USERID: users.userId,
      name: talentProfiles.displayName,
      photo: talentProfiles.photo,
      photoPlaceholder: talentProfiles.photoPlaceholder,
      rank: sql<number>`row_number() OVER (PARTITION BY ${shortlistEntries.shortlistId} ORDER BY ${shortlistEntries.position}, ${shortlistEntries.addedAt}, ${talentProfiles.id})`
        .mapWith(Number)
        .as('rank'),
      total: sql<number>`count(*) OVER (PARTITION BY ${shortlistEntries.shortlistId})`.mapWith(Number).as('total'),
    })
    .from(shortlistEntries)
    .innerJoin(talentProfiles, eq(talentProfiles.id, shortlistEntries.talentProfileId))
    .innerJoin(users, eq(users.id, talentProfiles.userId))
    .where(and(inArray(shortlistEntries.shortlistId, listIds), eq(talentProfiles.isPublic, true)))
    .as('ranked')
  const rows = await db
    .select()
    .from(ranked)
    .where(lte(ranked.rank, SHORTLIST_PREVIEW_HEADSHOTS))
    .orderBy(ranked.shortlistId, ranked.rank)
  for (const { shortlistId, total, USERID, name, photo, photoPlaceholder } of rows) {
    const preview = previews.get(shortlistId) ?? { talentCount: total, headshots: [] }
    preview.headshots.push({ USERID, name, photo: servedUrl(photo), photoPlaceholder })
    previews.set(shortlistId, preview)
  }
  return previews
}

function summaryOf(row: ListRow, preview?: { talentCount: number; headshots: ShortlistHeadshot[] }): ShortlistSummary {
  return {
    id: row.id,
    name: row.name,
    talentCount: preview?.talentCount ?? 0,
    headshots: preview?.headshots ?? [],
    shareToken: row.shareToken,
    sharedAt: iso(row.sharedAt),
    firstOpenedAt: iso(row.firstOpenedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** The caller's lists, most recently changed first. */
export async function shortlistsOf(db: Database, ownerId: number): Promise<ShortlistSummary[]> {
  const rows = await db
    .select()
    .from(shortlists)
    .where(eq(shortlists.ownerUserId, ownerId))
    .orderBy(desc(shortlists.updatedAt), desc(shortlists.id))
  const previews = await previewsOf(
    db,
    rows.map((row) => row.id),
  )
  return rows.map((row) => summaryOf(row, previews.get(row.id)))
}

/** One of the caller's lists with its talents in order and the caller's notes. */
export async function shortlistOf(db: Database, ownerId: number, id: number): Promise<ShortlistDetail> {
  const row = await ownList(db, ownerId, id)
  const [previews, entries] = await Promise.all([previewsOf(db, [id]), visibleEntries(db, [id])])
  return {
    ...summaryOf(row, previews.get(id)),
    entries: entries.map(({ shortlistId: _list, note, addedAt, ...card }) => ({
      talent: toTalentCard(card),
      note,
      addedAt: addedAt.toISOString(),
    })),
  }
}

export async function createShortlist(db: Database, ownerId: number, name: string): Promise<ShortlistSummary> {
  return db.transaction(async (tx) => {
    // The owner's user row orders concurrent creations, so the limit holds.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('update')
    const [existing] = await tx.select({ count: count() }).from(shortlists).where(eq(shortlists.ownerUserId, ownerId))
    if ((existing?.count ?? 0) >= MAX_SHORTLISTS_PER_RECRUITER) throw new ApiError(409, TOO_MANY_SHORTLISTS)
    const [row] = await tx.insert(shortlists).values({ ownerUserId: ownerId, name }).returning()
    if (!row) throw new Error('shortlist was not inserted')
    return summaryOf(row)
  })
}

export async function renameShortlist(db: Database, ownerId: number, id: number, name: string) {
  await ownList(db, ownerId, id)
  await db
    .update(shortlists)
    .set({ name, updatedAt: sql`now()` })
    .where(eq(shortlists.id, id))
  return shortlistOf(db, ownerId, id)
}

export async function deleteShortlist(db: Database, ownerId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(shortlists)
    .where(and(eq(shortlists.id, id), eq(shortlists.ownerUserId, ownerId)))
    .returning({ id: shortlists.id })
  if (deleted.length === 0) throw new ApiError(404, SHORTLIST_NOT_FOUND)
}

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
    const talentProfileId = await publicTalentId(tx, talentUserId)
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
  })
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

export const newShareToken = () => crypto.randomBytes(SHARE_TOKEN_BYTES).toString('base64url')

/** Shares the list: its current token, or a new one (and a fresh "first opened"). Answers whether it is new. */
export async function shareShortlist(db: Database, ownerId: number, id: number) {
  const row = await ownList(db, ownerId, id)
  if (row.shareToken) return { created: false, shortlist: await shortlistOf(db, ownerId, id) }
  // Two concurrent shares: only one sets a token; the other answers it as the existing one.
  const set = await db
    .update(shortlists)
    .set({ shareToken: newShareToken(), sharedAt: sql`now()`, firstOpenedAt: null })
    .where(and(eq(shortlists.id, id), isNull(shortlists.shareToken)))
    .returning({ id: shortlists.id })
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
 * its public talents in order. No notes, no contact details. Records the first open by anyone but the
 * owner (`firstOpen` is true exactly once per token, for the later notification).
 */
export async function sharedShortlist(
  db: Database,
  token: string,
  viewerId: number | null,
): Promise<{ shortlist: SharedShortlist; firstOpen: boolean }> {
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
  let firstOpen = false
  if (viewerId !== row.ownerUserId) {
    const opened = await db
      .update(shortlists)
      .set({ firstOpenedAt: sql`now()` })
      .where(and(eq(shortlists.id, row.id), eq(shortlists.shareToken, token), isNull(shortlists.firstOpenedAt)))
      .returning({ id: shortlists.id })
    firstOpen = opened.length > 0
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
