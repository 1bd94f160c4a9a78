import { and, eq, ne, notInArray, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { analyticsEvents, talentProfiles, users } from '../db/schema'
import { ApiError } from '../errors'
import { photoSrcset, servedUrl } from '../media/urls'
import { castingDetailsOf, castingSelection, showreelView, type CastingDetails, type ShowreelView } from './casting'
import { mediaOf, type MediaLists } from './media'
import { ageGroupOf, type AgeGroup, type Gender, type TalentType } from '../vocabulary'
import { firstToday } from './visits'

/** What a list shows of a talent: the card. */
export interface TalentCard {
  USERID: string
  name: string
  slug: string
  talentType: TalentType
  gender: Gender
  city: string
  ageGroup: AgeGroup
  photo: string
  photoPlaceholder: string | null
  photoSrcset: string | null
  rating: number
  projectTypes: string[]
}

/** What a talent's page shows: the card, the profile and its counters. */
export interface TalentProfile extends TalentCard {
  languages: string[]
  skills: string[]
  bio: string
  totalViews: number
  totalShare: number
  totalConnected: number
  isPublic: boolean
  isOwner: boolean
  shareUrl: string
  media: MediaLists & { showreels: ShowreelView[] }
  casting: CastingDetails
}

export const TALENT_LIST_PAGE_SIZE = 10
export const TALENT_NOT_FOUND = 'Talent not found'

/** The columns a card is built from; the search service selects the same. */
export const cardColumns = {
  USERID: users.userId,
  name: talentProfiles.displayName,
  slug: talentProfiles.slug,
  talentType: talentProfiles.talentType,
  gender: talentProfiles.gender,
  city: talentProfiles.city,
  birthDate: talentProfiles.birthDate,
  photo: talentProfiles.photo,
  photoPlaceholder: talentProfiles.photoPlaceholder,
  rating: talentProfiles.rating,
  projectTypes: talentProfiles.projectTypes,
}

type Nullable<C extends { _: { data: unknown; notNull: boolean } }> = C['_']['notNull'] extends true
  ? C['_']['data']
  : C['_']['data'] | null
type CardRow = { [K in keyof typeof cardColumns]: Nullable<(typeof cardColumns)[K]> }

export function toTalentCard({ birthDate, ...row }: CardRow): TalentCard {
  return { ...cardWithoutAge(row), ageGroup: ageGroupOf(birthDate) }
}

/**
 * A card but for its age group, which moves with the calendar: the photo as served, with its srcset. The
 * talent index keeps these (built once per load) and adds the age group per answer.
 */
export function cardWithoutAge({ photo, ...row }: Omit<CardRow, 'birthDate'>): Omit<TalentCard, 'ageGroup'> {
  const served = servedUrl(photo)
  return { ...row, photo: served, photoSrcset: photoSrcset(served) }
}

/** Fullest portfolios first, then best rated, then newest; NULLS LAST to match talent_profiles_listing_idx. */
export const LISTING_ORDER = [
  sql`${talentProfiles.portfolioScore} DESC NULLS LAST`,
  sql`${talentProfiles.rating} DESC NULLS LAST`,
  sql`${talentProfiles.id} DESC NULLS LAST`,
] as const

/** The page of the web app that shows a talent (requirements §2: recruiter/solo/:id). */
export function talentPagePath(USERID: string): string {
  return `/recruiter/solo/${encodeURIComponent(USERID)}`
}

/**
 * Public talents, best rated first, leaving out the ids the visitor has already seen and, for a
 * signed-in caller, their own profile.
 */
export async function listPublicTalents(
  db: Database,
  { excludeIds = [], page = 1, viewerId }: { excludeIds?: string[]; page?: number; viewerId?: number },
): Promise<TalentCard[]> {
  const rows = await db
    .select(cardColumns)
    .from(talentProfiles)
    .innerJoin(users, eq(users.id, talentProfiles.userId))
    .where(
      and(
        eq(talentProfiles.isPublic, true),
        excludeIds.length ? notInArray(users.userId, excludeIds) : undefined,
        viewerId === undefined ? undefined : ne(talentProfiles.userId, viewerId),
      ),
    )
    .orderBy(...LISTING_ORDER)
    .limit(TALENT_LIST_PAGE_SIZE)
    .offset((page - 1) * TALENT_LIST_PAGE_SIZE)
  return rows.map(toTalentCard)
}

// ---------------------------------------------------------------------------------------------------
// One talent: page, share

const profileColumns = {
  ...cardColumns,
  profileId: talentProfiles.id,
  userPk: users.id,
  email: users.email,
  languages: talentProfiles.languages,
  skills: talentProfiles.skills,
  bio: talentProfiles.bio,
  totalViews: talentProfiles.totalViews,
  totalShare: talentProfiles.totalShare,
  totalConnected: talentProfiles.totalConnected,
  isPublic: talentProfiles.isPublic,
  ...castingSelection,
}

type ProfileRow = { [K in keyof typeof profileColumns]: Nullable<(typeof profileColumns)[K]> }

/** A key is a USERID or a profile slug; USERID wins when both could match. */
async function findTalentByKey(db: Database, key: string): Promise<ProfileRow | null> {
  const select = () =>
    db.select(profileColumns).from(talentProfiles).innerJoin(users, eq(users.id, talentProfiles.userId)).limit(1)
  const [byUserId] = await select().where(eq(users.userId, key))
  if (byUserId) return byUserId
  const [bySlug] = await select().where(eq(talentProfiles.slug, key.toLowerCase()))
  return bySlug ?? null
}

/**
 * The talent a caller may see: public profiles for everyone, a hidden one only for its owner.
 * Anything else is "not found", so the answer never tells whether a hidden profile exists.
 */
async function visibleTalent(db: Database, key: string, callerId: number | null): Promise<ProfileRow> {
  const talent = await findTalentByKey(db, key)
  if (!talent || (!talent.isPublic && talent.userPk !== callerId)) throw new ApiError(404, TALENT_NOT_FOUND)
  return talent
}

type Counter = 'totalViews' | 'totalShare' | 'totalConnected'
const COUNTER_EVENT = { totalViews: 'profile_view', totalShare: 'share', totalConnected: 'connect' } as const

/** Who asks: the caller's users.id (null for a guest) and their visitor key of today (api/services/visits.ts). */
export interface Caller {
  id: number | null
  visitor: string
  /** A signed-in caller's type: recruiters see a talent's day rate. */
  userType?: 'talent' | 'recruiter' | null
}

/**
 * Adds one to a talent's counter and records the event, together, the first time today this visitor does
 * it (issue 17: a visitor counts once a day per talent); returns the count.
 */
async function countEvent(db: Database, talent: ProfileRow, counter: Counter, caller: Caller) {
  const column = talentProfiles[counter]
  return db.transaction(async (tx) => {
    const kind = COUNTER_EVENT[counter]
    if (!(await firstToday(tx, { kind, subject: String(talent.userPk), visitor: caller.visitor }))) {
      return talent[counter]
    }
    const [bumped] = await tx
      .update(talentProfiles)
      .set({ [counter]: sql`${column} + 1` })
      .where(eq(talentProfiles.id, talent.profileId))
      .returning({ count: column })
    await tx.insert(analyticsEvents).values({
      kind,
      subjectUserId: talent.userPk,
      actorUserId: caller.id,
      path: talentPagePath(talent.USERID),
    })
    return bumped?.count ?? talent[counter] + 1
  })
}

/** A talent's page; every visitor's first view of the day but the owner's own adds to total_views. */
export async function viewTalentProfile(db: Database, key: string, caller: Caller): Promise<TalentProfile> {
  const talent = await visibleTalent(db, key, caller.id)
  const isOwner = talent.userPk === caller.id
  const totalViews = isOwner ? talent.totalViews : await countEvent(db, talent, 'totalViews', caller)
  return profileOf(db, { ...talent, totalViews }, caller)
}

/**
 * A talent's profile as the page shows it to this caller (the same visibility: hidden profiles for their
 * owner only, the day rate for recruiters), without counting a view: the chat's answers read it.
 */
export async function readTalentProfile(db: Database, key: string, caller: Caller): Promise<TalentProfile> {
  return profileOf(db, await visibleTalent(db, key, caller.id), caller)
}

/** The USERIDs of up to `limit` public talents whose name is `name` (any case) or starts with it as a word. */
export async function publicTalentsNamed(db: Database, name: string, limit = 2): Promise<string[]> {
  return (await publicTalentCardsNamed(db, name, limit)).map((card) => card.USERID)
}

/** The cards of publicTalentsNamed: "someone like Priya" in the chat finds who is called so. */
export async function publicTalentCardsNamed(db: Database, name: string, limit = 2): Promise<TalentCard[]> {
  const wanted = name
    .trim()
    .toLowerCase()
    .replace(/[%_\\]/g, '')
  if (!wanted) return []
  const rows = await db
    .select(cardColumns)
    .from(talentProfiles)
    .innerJoin(users, eq(users.id, talentProfiles.userId))
    .where(
      and(
        eq(talentProfiles.isPublic, true),
        sql`(lower(${talentProfiles.displayName}) = ${wanted} OR lower(${talentProfiles.displayName}) LIKE ${`${wanted} %`})`,
      ),
    )
    .orderBy(...LISTING_ORDER)
    .limit(limit)
  return rows.map(toTalentCard)
}

/**
 * Every word of the public talents' names, lower-cased and once each ("priya", "sharma"): the chat reads a
 * bare lower-case word as a name when the catalog has it (assistant/catalog-names.ts keeps the set).
 */
export async function publicTalentNameWords(db: Database): Promise<string[]> {
  const word = sql<string>`lower(unnest(string_to_array(${talentProfiles.displayName}, ' ')))`
  const rows = await db.selectDistinct({ word }).from(talentProfiles).where(eq(talentProfiles.isPublic, true))
  return rows.map((row) => row.word).filter((value) => value.length > 0)
}

async function profileOf(db: Database, talent: ProfileRow, caller: Caller): Promise<TalentProfile> {
  const isOwner = talent.userPk === caller.id
  const { profileId: _id, userPk, email: _email, totalViews, ...fields } = talent
  const card = toTalentCard(cardFieldsOf(fields))
  return {
    ...card,
    languages: fields.languages,
    skills: fields.skills,
    bio: fields.bio,
    totalViews,
    totalShare: fields.totalShare,
    totalConnected: fields.totalConnected,
    isPublic: fields.isPublic,
    isOwner,
    shareUrl: talentPagePath(fields.USERID),
    media: { ...(await mediaOf(db, userPk)), showreels: fields.showreels.map(showreelView) },
    casting: castingDetailsOf(fields, { showRate: isOwner || caller.userType === 'recruiter' }),
  }
}

function cardFieldsOf(row: Omit<ProfileRow, 'profileId' | 'userPk' | 'email' | 'totalViews'>): CardRow {
  const entries = Object.keys(cardColumns).map((key) => [key, row[key as keyof CardRow]])
  return Object.fromEntries(entries) as CardRow
}

/** A visible talent's ids, for the connect link's answer (the request state between caller and talent). */
export async function talentIdsOf(db: Database, key: string, callerId: number) {
  const talent = await visibleTalent(db, key, callerId)
  return { profileId: talent.profileId, USERID: talent.USERID, name: talent.name }
}

/** Counts a share of a talent's page (once a day per visitor) and returns the page's canonical path. */
export async function shareTalent(db: Database, key: string, caller: Caller): Promise<{ shareUrl: string }> {
  const talent = await visibleTalent(db, key, caller.id)
  await countEvent(db, talent, 'totalShare', caller)
  return { shareUrl: talentPagePath(talent.USERID) }
}
