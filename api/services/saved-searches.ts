/**
 * Recruiters' saved searches (issue 23, ADR 027): filters, optional words or a name, and a name for the
 * search. Owner-checked like shortlists: another recruiter's id is "not found". Alerts are in
 * saved-search-alerts.ts.
 */
import { and, asc, count, desc, eq, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { savedSearches, users } from '../db/schema'
import { ApiError } from '../errors'
import type { SearchFilters } from '../schemas'
import { AGE_GROUPS, canonicalLanguage, GENDERS, orderedLanguages, PROJECT_TYPES, TALENT_TYPES } from '../vocabulary'
import type { Executor } from './shortlists'

/** Saved searches one recruiter may keep: each is matched against every new talent. */
export const MAX_SAVED_SEARCHES_PER_RECRUITER = 50
export { SAVED_SEARCH_NAME_MAX_LENGTH } from '../vocabulary'
export const SAVED_SEARCH_NOT_FOUND = 'Saved search not found'
export const RECRUITERS_ONLY_SAVED_SEARCHES =
  'Only recruiter accounts save searches. Sign in with a recruiter account to get alerts.'
export const TOO_MANY_SAVED_SEARCHES = `You have ${MAX_SAVED_SEARCHES_PER_RECRUITER} saved searches, the most one account may keep. Delete one to save another.`
export const EMPTY_SAVED_SEARCH =
  'A saved search needs at least one filter, a name or words to look for: without one it would match every new talent.'
export const alreadySaved = (name: string) => `You already saved this search as “${name}”.`

export interface SavedSearchCriteria {
  filters: SearchFilters
  /** Free text, or a name with `isNameSearch`; null for filters only. */
  query: string | null
  isNameSearch: boolean
}

export interface SavedSearchView extends SavedSearchCriteria {
  id: number
  name: string
  paused: boolean
  /** The filter page showing this search, newest talents first. */
  link: string
  lastAlertedAt: string | null
  createdAt: string
}

type Row = typeof savedSearches.$inferSelect

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value)

/** The filters a row holds, canonical (absent keys are not filtered on). */
export function filtersOf(row: Row): SearchFilters {
  const filters: SearchFilters = {}
  const projectType = oneOf(PROJECT_TYPES, row.projectType)
  const talentType = oneOf(TALENT_TYPES, row.talentTypeKey)
  const gender = oneOf(GENDERS, row.gender)
  const ageGroup = oneOf(AGE_GROUPS, row.ageGroup)
  if (projectType) filters.projectType = projectType
  if (talentType) filters.talentType = talentType
  if (gender) filters.gender = gender
  if (row.cityKey) filters.location = row.cityKey
  if (ageGroup) filters.ageGroup = ageGroup
  const languages = orderedLanguages(row.languages.flatMap((language) => canonicalLanguage(language) ?? []))
  if (languages.length > 0) filters.languages = languages
  return filters
}

/** The all-talents page with the search's filters (and name), newest first. */
export function savedSearchLink({ filters, query, isNameSearch }: SavedSearchCriteria): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(filters)) {
    for (const one of Array.isArray(value) ? value : [value]) if (one) params.append(key, one)
  }
  if (query && isNameSearch) params.set('name', query)
  params.set('sort', 'newest')
  return `/recruiter/view-all-talents-filtered?${params.toString()}`
}

export function toSavedSearchView(row: Row): SavedSearchView {
  const criteria = { filters: filtersOf(row), query: row.query, isNameSearch: row.isNameSearch }
  return {
    id: row.id,
    name: row.name,
    ...criteria,
    paused: row.paused,
    link: savedSearchLink(criteria),
    lastAlertedAt: row.lastAlertedAt ? row.lastAlertedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  }
}

/** The columns a search's criteria are stored in ('' is any for the two bucket keys). */
function criteriaColumns({ filters, query, isNameSearch }: SavedSearchCriteria) {
  const text = query?.trim() || null
  return {
    talentTypeKey: filters.talentType ?? '',
    cityKey: filters.location ?? '',
    gender: filters.gender ?? null,
    ageGroup: filters.ageGroup ?? null,
    projectType: filters.projectType ?? null,
    languages: orderedLanguages(filters.languages ?? []),
    query: text,
    isNameSearch: text !== null && isNameSearch,
  }
}

/** The caller's search, or 404 (another recruiter's too). */
async function ownSearch(db: Executor, ownerId: number, id: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.ownerUserId, ownerId)))
  if (!row) throw new ApiError(404, SAVED_SEARCH_NOT_FOUND)
  return row
}

export async function savedSearchesOf(db: Database, ownerId: number): Promise<SavedSearchView[]> {
  const rows = await db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.ownerUserId, ownerId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id))
  return rows.map(toSavedSearchView)
}

export async function savedSearchOf(db: Database, ownerId: number, id: number): Promise<SavedSearchView> {
  return toSavedSearchView(await ownSearch(db, ownerId, id))
}

/** Saves a search; the same criteria saved twice is 409 naming the first, past the cap 409 too. */
export async function createSavedSearch(
  db: Database,
  ownerId: number,
  input: SavedSearchCriteria & { name: string },
): Promise<SavedSearchView> {
  const columns = criteriaColumns(input)
  const { talentTypeKey, cityKey, gender, ageGroup, projectType, languages, query } = columns
  if (!talentTypeKey && !cityKey && !gender && !ageGroup && !projectType && languages.length === 0 && !query) {
    throw new ApiError(400, EMPTY_SAVED_SEARCH)
  }
  return db.transaction(async (tx) => {
    // The owner's user row orders concurrent saves, so the cap and the duplicate check hold.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('update')
    const [same] = await tx
      .select({ name: savedSearches.name })
      .from(savedSearches)
      .where(
        and(
          eq(savedSearches.ownerUserId, ownerId),
          eq(savedSearches.talentTypeKey, talentTypeKey),
          eq(savedSearches.cityKey, cityKey),
          sql`${savedSearches.gender} IS NOT DISTINCT FROM ${gender}`,
          sql`${savedSearches.ageGroup} IS NOT DISTINCT FROM ${ageGroup}`,
          sql`${savedSearches.projectType} IS NOT DISTINCT FROM ${projectType}`,
          // Canonical and ordered on the way in, so the same languages are the same array.
          sql`${savedSearches.languages} = ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(languages)}::jsonb))`,
          sql`lower(${savedSearches.query}) IS NOT DISTINCT FROM lower(${query})`,
          eq(savedSearches.isNameSearch, columns.isNameSearch),
        ),
      )
      .orderBy(asc(savedSearches.id))
      .limit(1)
    if (same) throw new ApiError(409, alreadySaved(same.name))
    const [held] = await tx.select({ count: count() }).from(savedSearches).where(eq(savedSearches.ownerUserId, ownerId))
    if ((held?.count ?? 0) >= MAX_SAVED_SEARCHES_PER_RECRUITER) throw new ApiError(409, TOO_MANY_SAVED_SEARCHES)
    const [row] = await tx
      .insert(savedSearches)
      .values({ ownerUserId: ownerId, name: input.name, ...columns })
      .returning()
    if (!row) throw new Error('saved search was not inserted')
    return toSavedSearchView(row)
  })
}

/** Renames, pauses or resumes one of the caller's searches. */
export async function updateSavedSearch(
  db: Database,
  ownerId: number,
  id: number,
  patch: { name?: string; paused?: boolean },
): Promise<SavedSearchView> {
  const [row] = await db
    .update(savedSearches)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.ownerUserId, ownerId)))
    .returning()
  if (!row) throw new ApiError(404, SAVED_SEARCH_NOT_FOUND)
  return toSavedSearchView(row)
}

export async function deleteSavedSearch(db: Database, ownerId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.ownerUserId, ownerId)))
    .returning({ id: savedSearches.id })
  if (deleted.length === 0) throw new ApiError(404, SAVED_SEARCH_NOT_FOUND)
}
