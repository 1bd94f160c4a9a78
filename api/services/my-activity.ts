import { and, countDistinct, desc, eq, inArray, or, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { analyticsEvents, searchSessions, talentProfiles, users } from '../db/schema'
import { AppliedFiltersSchema, type SearchFilters } from '../schemas'
import { cardColumns, toTalentCard, type TalentCard } from './talents'

/** Searches the start page lists. */
export const RECENT_SEARCHES_LIMIT = 5

/** Talent cards one call may ask for (the start page shows the newest few viewed). */
export const MAX_TALENT_CARD_IDS = 12

export interface RecentSearch {
  sessionId: string
  filters: SearchFilters
  query: string | null
  isNameSearch: boolean
  totalResults: number
  /** When the search last ran or moved a page (ISO). */
  searchedAt: string
}

/** What the caller did, counted from the rows their actions left (never another user's). */
export interface MyActivity {
  /** Stored searches that narrowed the list (filters, a name or free text). */
  searches: number
  /** Different talents whose page the caller opened while signed in. */
  talentsViewed: number
  /** Different talents whose page the caller shared. */
  talentsShared: number
  /** Different talents whose contact details the caller was given. */
  talentsConnected: number
}

/**
 * A search narrows the list when it has filters or text: the home's "Load more" also stores sessions,
 * of the unfiltered public list, which are not searches anybody would go back to.
 */
const narrows = (ownerId: number) =>
  and(
    eq(searchSessions.ownerUserId, ownerId),
    or(sql`${searchSessions.filters} <> '{}'::jsonb`, sql`${searchSessions.query} <> ''`),
  )

/**
 * The caller's latest searches, newest first, one per distinct search (the same filters and text run
 * twice show once, with its latest run). Each names its session, so its results can be opened again.
 */
export async function recentSearchesOf(db: Database, ownerId: number, limit = RECENT_SEARCHES_LIMIT) {
  const latestOfEach = db
    .selectDistinctOn([searchSessions.filters, searchSessions.query, searchSessions.isNameSearch], {
      id: searchSessions.id,
      filters: searchSessions.filters,
      query: searchSessions.query,
      isNameSearch: searchSessions.isNameSearch,
      totalResults: searchSessions.totalResults,
      updatedAt: searchSessions.updatedAt,
    })
    .from(searchSessions)
    .where(narrows(ownerId))
    .orderBy(searchSessions.filters, searchSessions.query, searchSessions.isNameSearch, desc(searchSessions.updatedAt))
    .as('latest')
  const rows = await db.select().from(latestOfEach).orderBy(desc(latestOfEach.updatedAt)).limit(limit)
  return rows.map((row): RecentSearch => ({
    sessionId: row.id,
    // Stored canonical; a value the vocabulary has since dropped is left out rather than failing the list.
    filters: AppliedFiltersSchema.catch({}).parse(row.filters),
    query: row.query || null,
    isNameSearch: row.isNameSearch,
    totalResults: row.totalResults,
    searchedAt: row.updatedAt.toISOString(),
  }))
}

/** Counts of the caller's own searches, views, shares and connections. */
export async function activityOf(db: Database, ownerId: number): Promise<MyActivity> {
  const distinctTalents = (kind: 'profile_view' | 'share' | 'connect') =>
    sql<number>`count(DISTINCT ${analyticsEvents.subjectUserId}) FILTER (WHERE ${analyticsEvents.kind} = ${kind})`.mapWith(
      Number,
    )
  const [[searches], [events]] = await Promise.all([
    db
      .select({ count: countDistinct(searchSessions.id) })
      .from(searchSessions)
      .where(narrows(ownerId)),
    db
      .select({
        talentsViewed: distinctTalents('profile_view'),
        talentsShared: distinctTalents('share'),
        talentsConnected: distinctTalents('connect'),
      })
      .from(analyticsEvents)
      .where(eq(analyticsEvents.actorUserId, ownerId)),
  ])
  return {
    searches: searches?.count ?? 0,
    talentsViewed: events?.talentsViewed ?? 0,
    talentsShared: events?.talentsShared ?? 0,
    talentsConnected: events?.talentsConnected ?? 0,
  }
}

/**
 * The cards of the given talents, in the order asked: public profiles, and the caller's own. Unknown and
 * hidden ids are left out, so the answer never tells whether a hidden profile exists.
 */
export async function talentCardsByIds(db: Database, ids: string[], viewerId: number): Promise<TalentCard[]> {
  if (ids.length === 0) return []
  const rows = await db
    .select(cardColumns)
    .from(talentProfiles)
    .innerJoin(users, eq(users.id, talentProfiles.userId))
    .where(and(inArray(users.userId, ids), or(eq(talentProfiles.isPublic, true), eq(talentProfiles.userId, viewerId))))
  const byId = new Map(rows.map((row) => [row.USERID, toTalentCard(row)]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}
