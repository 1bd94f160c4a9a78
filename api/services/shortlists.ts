/**
 * Recruiters' shortlists (issue 21, ADR 023): named lists of talents in the recruiter's order, a private
 * note per talent (shortlist-entries.ts), and a revocable read-only link (shortlist-sharing.ts). Every call names the owner: another recruiter's list is
 * "not found", never "forbidden", so ids tell nobody what exists.
 */
import { and, asc, count, desc, eq, inArray, lte, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { shortlistEntries, shortlists, talentProfiles, users } from '../db/schema'
import { ApiError } from '../errors'
import { servedUrl } from '../media/urls'
import { cardColumns, toTalentCard, type TalentCard } from './talents'

/** Lists one recruiter may keep. */
export const MAX_SHORTLISTS_PER_RECRUITER = 100
/** Talents one list may hold. */
export const MAX_TALENTS_PER_SHORTLIST = 200
export { SHORTLIST_NAME_MAX_LENGTH, SHORTLIST_NOTE_MAX_LENGTH } from '../vocabulary'
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

export type Executor = Pick<Database, 'select' | 'update' | 'insert' | 'delete'>
type ListRow = typeof shortlists.$inferSelect

const iso = (value: Date | null) => (value ? value.toISOString() : null)

/** The caller's list, or 404; with `lock`, its row is locked until the transaction ends (limits, positions). */
export async function ownList(db: Executor, ownerId: number, id: number, lock = false): Promise<ListRow> {
  const query = db
    .select()
    .from(shortlists)
    .where(and(eq(shortlists.id, id), eq(shortlists.ownerUserId, ownerId)))
  const [row] = await (lock ? query.for('update') : query)
  if (!row) throw new ApiError(404, SHORTLIST_NOT_FOUND)
  return row
}

/** A list's order: by position, then (ties from concurrent adds) first added first. */
export const ENTRY_ORDER = [
  asc(shortlistEntries.position),
  asc(shortlistEntries.addedAt),
  asc(talentProfiles.id),
] as const

/** Entries of the given lists whose talent is public, in order, with their cards. */
export function visibleEntries(db: Executor, listIds: number[]) {
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
      rank: sql<number>`row_number() OVER (PARTITION BY ${shortlistEntries.shortlistId} ORDER BY ${sql.join([...ENTRY_ORDER], sql`, `)})`
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
