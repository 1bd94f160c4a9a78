import crypto from 'node:crypto'
import { and, arrayContains, arrayOverlaps, eq, gt, lte, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../db/client'
import { searchSessions, talentProfiles, users } from '../db/schema'
import { SearchCache } from './search-cache'
import { ApiError } from '../errors'
import { SEARCH_DEFAULT_LIMIT, SEARCH_MAX_LIMIT, SearchFiltersSchema, type SearchFilters } from '../schemas'
import { AGE_GROUP_BOUNDS, canonicalLanguage, orderedLanguages, TALENT_SORTS, type AgeGroup, type TalentSort } from '../vocabulary'
import { talentIndexOf } from './talent-index'
import { cardColumns, toTalentCard, type TalentCard } from './talents'

/**
 * Talent search: filters (all ANDed), free text and name search, paging and search sessions. The HTTP
 * routes and the chat assistant (in process) share it. Every query does a bounded amount of work,
 * whatever the filters match (docs/decisions/007-bounded-talent-search.md):
 * - totalResults is exact up to SEARCH_COUNT_CAP; beyond it, it is the cap with totalResultsCapped;
 * - hasMore is exact; a search reaches its first SEARCH_RESULT_CAP results, later pages are empty;
 * - free text ranks at most RANKED_CANDIDATES matches per branch (names, bio/skills).
 */
export const SEARCH_COUNT_CAP = 100
export const SEARCH_RESULT_CAP = 1000
export const SEARCH_SESSION_NOT_FOUND = 'Search session not found'
/** Requirements §5: what a guest is told when asking for a filtered search (filters, a name or free text). */
export const GUEST_SEARCH_REFUSED =
  'Sign in to search talents by filters, name or keywords. Guests can browse the public talent list.'

/** Free text: rows read per branch before ranking. */
const RANKED_CANDIDATES = 1000
/** A filtered search first reads this many best-rated talents per result it needs (see findByFilters). */
const HEAD_ROWS_PER_RESULT = 30
/** A filter that matches few of the best-rated talents is sorted in full, up to this many matches. */
const SPARSE_MATCHES_MAX = 20_000

const tp = talentProfiles

/** The database or a transaction on it: the queries below run inside a search's transaction. */
type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0]

// ---------------------------------------------------------------------------------------------------
// Filters

function isoDate(time: number): string {
  return new Date(time).toISOString().slice(0, 10)
}

/** The same calendar day `years` before `day` (UTC); 29 February becomes the 28th in a common year. */
export function yearsBefore(day: Date, years: number): string {
  const year = day.getUTCFullYear() - years
  const month = day.getUTCMonth()
  const lastOfMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  return isoDate(Date.UTC(year, month, Math.min(day.getUTCDate(), lastOfMonth)))
}

/**
 * The birth dates of an age group on a day, as a range on birth_date (so its index serves it):
 * aged at least min ⇔ born on or before `min` years ago; at most max ⇔ born after `max + 1` years ago.
 * Agrees with ageGroupOf, which the cards use.
 */
export function birthDateRange(group: AgeGroup, today: Date): { bornAfter: string | null; bornOnOrBefore: string } {
  const { min, max } = AGE_GROUP_BOUNDS[group]
  return { bornOnOrBefore: yearsBefore(today, min), bornAfter: max === null ? null : yearsBefore(today, max + 1) }
}

/** Public talents matching every filter. */
function filterCondition(filters: SearchFilters, today: Date): SQL {
  const ages: SQL[] = []
  if (filters.ageGroup) {
    const { bornAfter, bornOnOrBefore } = birthDateRange(filters.ageGroup, today)
    ages.push(lte(tp.birthDate, bornOnOrBefore))
    if (bornAfter) ages.push(gt(tp.birthDate, bornAfter))
  }
  const condition = and(
    eq(tp.isPublic, true),
    filters.talentType ? eq(tp.talentType, filters.talentType) : undefined,
    filters.gender ? eq(tp.gender, filters.gender) : undefined,
    filters.location ? eq(tp.city, filters.location) : undefined,
    filters.projectType ? arrayContains(tp.projectTypes, [filters.projectType]) : undefined,
    // Any of the languages (ADR 025): talent_profiles_languages_idx (GIN) serves the overlap.
    filters.languages?.length ? arrayOverlaps(tp.languages, filters.languages) : undefined,
    ...ages,
  )
  return condition ?? sql`true`
}

/**
 * Only the filters that are set, in a fixed key order, languages without repeats in the vocabulary's order:
 * what a session stores, a response echoes and the text cache keys on.
 */
function canonicalFilters(filters: FilterInput): SearchFilters {
  const keys = ['projectType', 'talentType', 'gender', 'location', 'ageGroup'] as const
  const set: SearchFilters = Object.fromEntries(
    keys.filter((key) => filters[key] !== undefined).map((key) => [key, filters[key]]),
  )
  const unknown = (filters.languages ?? []).filter((name) => canonicalLanguage(name) === undefined)
  // The API's schemas name these first; an in-process caller (the chat) gets the same clear refusal.
  if (unknown.length > 0) {
    throw new ApiError(400, `Invalid input. languages: "${unknown.join('", "')}" is not a language we list`)
  }
  const languages = orderedLanguages((filters.languages ?? []).map((name) => canonicalLanguage(name)!))
  return languages.length > 0 ? { ...set, languages } : set
}

/**
 * Filters as a caller in process gives them: canonical values, languages as names (the assistant's come from
 * the catalog and are checked here).
 */
export type FilterInput = Omit<SearchFilters, 'languages'> & { languages?: readonly string[] }

// ---------------------------------------------------------------------------------------------------
// Queries

export interface SearchCriteria {
  filters: SearchFilters
  /** Free text or, with isNameSearch, a name; null for a filters-only search. */
  text: string | null
  isNameSearch: boolean
  /** The order of the results; relevance (the default) is the listing order, closest names first. */
  sort?: TalentSort
}

export interface SearchPage {
  talents: TalentCard[]
  totalResults: number
  totalResultsCapped: boolean
  hasMore: boolean
  page: number
}

/** The slice of results a page needs. */
interface Window {
  offset: number
  take: number
}

interface Found {
  talents: TalentCard[]
  /** How many talents match: exact, or a lower bound above SEARCH_COUNT_CAP. */
  matched: number
}

/**
 * Runs a search in one transaction, planned without sequential scans. With a LIMIT and a high
 * estimate the planner likes to read rows and stop early; when filters are correlated (no Model works
 * in Theatre) the estimate is far too high and it reads all 100k rows to find nothing (measured 70-140
 * ms on PGlite). Through the indexes, the cost is bounded by the index entries read.
 */
async function inSearchTransaction<T>(db: Database, run: (tx: Executor) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT set_config('enable_seqscan', 'off', true)`)
    return run(tx)
  })
}

type CardRow = Parameters<typeof toTalentCard>[0]

/**
 * A row of the LEFT JOIN that found its match: every card column but the nullable placeholder is set.
 */
function isComplete(row: { [K in keyof CardRow]: CardRow[K] | null }): row is CardRow {
  return Object.entries(row).every(([column, value]) => value !== null || column === 'photoPlaceholder')
}

/**
 * Counts candidates (a subquery with id, rating and the scores `order` names) and keeps one page of
 * them in order (a top-N sort, not a full one), in one statement: the candidates are computed once, and
 * the count comes back even when the page is past the end. Full rows are read for that page only.
 */
async function rankedPage(db: Executor, found: SQL, order: SQL, { offset, take }: Window): Promise<Found> {
  const ranked = sql`(WITH found AS MATERIALIZED ${found}
    SELECT counted.matched, paged.id, paged.position
    FROM (SELECT count(*) AS matched FROM found) AS counted
    LEFT JOIN LATERAL (SELECT id, row_number() OVER () AS position
      FROM (SELECT id FROM found ORDER BY ${order} LIMIT ${take} OFFSET ${offset}) AS page) AS paged ON true
  ) AS ranked`
  const rows = await db
    .select({ matched: sql<number>`ranked.matched`.mapWith(Number), ...cardColumns })
    .from(ranked)
    .leftJoin(tp, eq(tp.id, sql`ranked.id`))
    .leftJoin(users, eq(users.id, tp.userId))
    .orderBy(sql`ranked.position`)
  const talents = rows.flatMap(({ matched: _, ...row }) => (isComplete(row) ? [toTalentCard(row)] : []))
  return { talents, matched: rows[0]?.matched ?? 0 }
}

/**
 * The columns each sort orders by, all descending, the unique id last so that pages never overlap. Each has
 * an index with the same key followed by the filter columns (talent_profiles_listing_idx, _rating_idx,
 * _newest_idx), which the head of findByFilters walks.
 */
const SORT_KEYS: Record<TalentSort, readonly (keyof typeof sortColumns)[]> = {
  relevance: ['portfolio_score', 'rating', 'id'],
  rating: ['rating', 'portfolio_score', 'id'],
  newest: ['id'],
}
const sortColumns = { portfolio_score: tp.portfolioScore, rating: tp.rating, id: tp.id }

/** A sort over the table's columns (the head's walk) and over a candidate subquery's (the page's order). */
function sortOrder(sort: TalentSort) {
  const keys = SORT_KEYS[sort]
  return {
    table: sql.join(
      keys.map((key) => sql`${sortColumns[key]} DESC NULLS LAST`),
      sql`, `,
    ),
    candidates: sql.raw(keys.map((key) => `${key} DESC NULLS LAST`).join(', ')),
  }
}

/** Every sort's order, once. */
const SORT_ORDERS = { relevance: sortOrder('relevance'), newest: sortOrder('newest'), rating: sortOrder('rating') }

/**
 * Filters only, best rated first, in one statement with two bounded branches:
 * 1. Read the best-rated public talents in index order (talent_profiles_listing_idx, in the index
 *    alone once the visibility map is set), HEAD_ROWS_PER_RESULT per result needed, and keep those
 *    matching the filters. Results needed: the page, one more for hasMore, and SEARCH_COUNT_CAP + 1 to
 *    know whether the count passes the cap. If the head holds that many, they are the first results of
 *    the whole table, in order: done. That is any filter matching about 1 talent in 30 or more.
 * 2. Otherwise (and only then: a one-time filter gates it) the filters are sparse: collect every match
 *    through talent_profiles_filter_idx (or the single-column indexes), sort, count exactly.
 */
function filterCandidates(where: SQL, window: Window, sort: TalentSort, byLanguage = false): SQL {
  const needed = Math.max(SEARCH_COUNT_CAP + 1, window.offset + window.take + 1)
  const inOrder = SORT_ORDERS[sort].table
  // The head's columns keep the table's name, so the filter condition applies to it unchanged. The sort
  // indexes hold every other filter column (an index-only walk); languages are read from the rows, and only
  // by a search that filters on them.
  const languages = byLanguage ? sql`, ${tp.languages}` : sql``
  const head = sql`(SELECT ${tp.id}, ${tp.portfolioScore}, ${tp.rating}, ${tp.isPublic}, ${tp.talentType}, ${tp.gender}, ${tp.city},
      ${tp.birthDate}, ${tp.projectTypes}${languages}
    FROM ${tp} WHERE ${tp.isPublic} ORDER BY ${inOrder} LIMIT ${needed * HEAD_ROWS_PER_RESULT}) AS ${tp}`
  const found = sql`(WITH head AS MATERIALIZED (
      SELECT ${tp.id} AS id, ${tp.portfolioScore} AS portfolio_score, ${tp.rating} AS rating FROM ${head}
      WHERE ${where} ORDER BY ${inOrder} LIMIT ${needed})
    SELECT id, portfolio_score, rating FROM head WHERE (SELECT count(*) FROM head) >= ${needed}
    UNION ALL
    (SELECT ${tp.id}, ${tp.portfolioScore}, ${tp.rating} FROM ${tp}
      WHERE ${where} AND (SELECT count(*) FROM head) < ${needed} LIMIT ${SPARSE_MATCHES_MAX}))`
  return found
}

/** The candidates of a filters-only search in SQL, as findByFilters runs them: for EXPLAIN in tests and benches. */
export function filteredSearchStatement(
  filters: SearchFilters,
  sort: TalentSort,
  window: Window = { offset: 0, take: SEARCH_DEFAULT_LIMIT },
  today = new Date(),
): SQL {
  return filterCandidates(filterCondition(filters, today), window, sort, Boolean(filters.languages?.length))
}

function findByFilters(
  db: Executor,
  where: SQL,
  window: Window,
  sort: TalentSort,
  byLanguage: boolean,
): Promise<Found> {
  return rankedPage(db, filterCandidates(where, window, sort, byLanguage), SORT_ORDERS[sort].candidates, window)
}

/**
 * Candidates of a text search, each branch capped at RANKED_CANDIDATES rows and scored:
 * - names by pg_trgm word similarity (`<%`, threshold pg_trgm.word_similarity_threshold = 0.6 by default,
 *   served by the GIN trigram index): "priya sharmaa" finds "Priya Sharma", "priya" every Priya;
 * - bio and skills by full text (websearch_to_tsquery, 'english'), ranked with ts_rank_cd.
 * A branch stops after RANKED_CANDIDATES rows in table order: a word in 30,000 bios ranks a bounded set.
 */
function textCandidates(where: SQL, { text, isNameSearch }: SearchCriteria & { text: string }): SQL {
  const q = sql`${text}::text`
  const names = sql`(SELECT ${tp.id} AS id, ${tp.portfolioScore} AS portfolio_score, ${tp.rating} AS rating,
      word_similarity(${q}, ${tp.displayName}) AS name_score,
      similarity(${tp.displayName}, ${q}) AS name_similarity, 0::real AS text_score
    FROM ${tp} WHERE ${where} AND ${q} <% ${tp.displayName} LIMIT ${RANKED_CANDIDATES})`
  if (isNameSearch) return names
  const tsquery = sql`websearch_to_tsquery('english', ${q})`
  const texts = sql`(SELECT ${tp.id}, ${tp.portfolioScore}, ${tp.rating}, 0::real, 0::real, ts_rank_cd(${tp.searchDocument}, ${tsquery})
    FROM ${tp} WHERE ${where} AND ${tp.searchDocument} @@ ${tsquery} LIMIT ${RANKED_CANDIDATES})`
  return sql`(SELECT id, portfolio_score, rating, max(name_score) AS name_score,
      max(name_similarity) AS name_similarity, max(text_score) AS text_score
    FROM (${names} UNION ALL ${texts}) AS hits GROUP BY id, portfolio_score, rating)`
}

/** Names first (closest first), then text rank, then the fullest portfolio, then rating. */
const BY_RELEVANCE = sql`name_score DESC, name_similarity DESC, text_score DESC, portfolio_score DESC, rating DESC, id DESC`

interface PageRequest {
  page: number
  limit: number
  /** The day ages are computed on (default: now). */
  today?: Date
}

/** The search in SQL, in one transaction planned without sequential scans. */
function findInSql(db: Database, criteria: SearchCriteria, window: Window, today: Date): Promise<Found> {
  return inSearchTransaction(db, (tx) => {
    const where = filterCondition(criteria.filters, today)
    const sort = criteria.sort ?? 'relevance'
    if (!criteria.text) return findByFilters(tx, where, window, sort, Boolean(criteria.filters.languages?.length))
    // Another sort than relevance orders the matching names (or texts) by its own columns.
    const order = sort === 'relevance' ? BY_RELEVANCE : SORT_ORDERS[sort].candidates
    return rankedPage(tx, textCandidates(where, { ...criteria, text: criteria.text }), order, window)
  })
}

const textCaches = new WeakMap<Database, SearchCache<Found>>()

/**
 * A text search (a name or free text) from the cache of the catalog's latest version, computed in SQL
 * on a miss; straight to SQL when the talent index is off or the version cannot be read. Each caller
 * gets its own copy of the cards.
 */
async function findText(
  db: Database,
  criteria: SearchCriteria & { text: string },
  window: Window,
  today: Date,
): Promise<Found> {
  const version = await talentIndexOf(db)?.latestVersion()
  if (version === undefined || version === null) return findInSql(db, criteria, window, today)
  let cache = textCaches.get(db)
  if (!cache) textCaches.set(db, (cache = new SearchCache()))
  // Age groups are read against today's date: the day is part of the question.
  const key = JSON.stringify([criteria, window, today.toISOString().slice(0, 10)])
  const found = await cache.get(key, version, () => findInSql(db, criteria, window, today))
  return { matched: found.matched, talents: found.talents.map((card) => ({ ...card })) }
}

/**
 * A filters-only or name search on the node's talent index; null when the index cannot answer it now,
 * and for free text, which stays in SQL.
 */
async function findInIndex(
  db: Database,
  { filters, text, isNameSearch, sort = 'relevance' }: SearchCriteria,
  window: Window,
  today: Date,
): Promise<Found | null> {
  const index = talentIndexOf(db)
  if (!index || (text && !isNameSearch)) return null
  const birth = filters.ageGroup ? birthDateRange(filters.ageGroup, today) : null
  if (text) return index.findByName(text, filters, birth, window, sort)
  // The same count as findByFilters: exact below `needed`, a lower bound at it.
  const countUpTo = Math.max(SEARCH_COUNT_CAP + 1, window.offset + window.take + 1)
  return index.find(filters, birth, { ...window, countUpTo }, sort)
}

/**
 * One page of talents matching the criteria, without a search session: filters alone and names from
 * the talent index when it is current, other text from the node's cache of the current catalog version
 * (docs/decisions/013-in-memory-talent-index.md), anything else (and those, when the index cannot
 * answer) in SQL.
 */
export async function findTalents(
  db: Database,
  criteria: SearchCriteria,
  { page, limit, today = new Date() }: PageRequest,
): Promise<SearchPage> {
  const offset = (page - 1) * limit
  const window = { offset, take: Math.max(0, Math.min(limit, SEARCH_RESULT_CAP - offset)) }
  const { talents, matched } =
    (await findInIndex(db, criteria, window, today)) ??
    (criteria.text
      ? await findText(db, { ...criteria, text: criteria.text }, window, today)
      : await findInSql(db, criteria, window, today))
  return {
    talents,
    totalResults: Math.min(matched, SEARCH_COUNT_CAP),
    totalResultsCapped: matched > SEARCH_COUNT_CAP,
    hasMore: offset + talents.length < Math.min(matched, SEARCH_RESULT_CAP),
    page,
  }
}

/** 'Found 42 talents', 'Found 100+ talents', or why nothing was found. */
export function describeResults(
  { totalResults, totalResultsCapped }: Pick<SearchPage, 'totalResults' | 'totalResultsCapped'>,
  criteria: Pick<SearchCriteria, 'text'>,
): string {
  if (totalResults === 0) return criteria.text ? 'No talents match this search' : 'No talents match these filters'
  if (totalResultsCapped) return `Found ${SEARCH_COUNT_CAP.toLocaleString('en-US')}+ talents`
  return totalResults === 1 ? 'Found 1 talent' : `Found ${totalResults.toLocaleString('en-US')} talents`
}

// ---------------------------------------------------------------------------------------------------
// Search sessions

export interface SearchTalentsInput {
  filters?: FilterInput
  /** Free text over names, bio and skills. */
  query?: string
  /** A name search only; wins over query. */
  name?: string
  /** The order of the results (default relevance); a continued session keeps its own. */
  sort?: TalentSort
  page?: number
  limit?: number
  /** Continue this session: its stored filters and text are used, with the requested page. */
  sessionId?: string
  /** users.id of the caller, null for a guest. A user's session is theirs alone. */
  owner: number | null
  /** 'track' (default) creates or updates the session; 'read' uses a given one without writing. */
  session?: 'track' | 'read'
  /**
   * A sessionId this caller cannot continue (a client's fixed placeholder, requirements §7; an expired id;
   * another user's) starts a new session from the request instead of answering 404.
   */
  unknownSessionStartsNew?: boolean
}

export interface SearchTalentsResult extends SearchPage {
  message: string
  /** The session this search is stored in; null when nothing was stored ('read' without a session). */
  sessionId: string | null
  filters: SearchFilters
  query: string | null
  isNameSearch: boolean
  sort: TalentSort
}

type SessionRow = typeof searchSessions.$inferSelect

/** A session its caller may use: a guest's by its unguessable id, a user's by that user only. */
async function loadSession(db: Executor, id: string, owner: number | null): Promise<SessionRow> {
  const [session] = await db.select().from(searchSessions).where(eq(searchSessions.id, id)).limit(1)
  if (!session || (session.ownerUserId !== null && session.ownerUserId !== owner)) {
    throw new ApiError(404, SEARCH_SESSION_NOT_FOUND)
  }
  return session
}

const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The session a search continues, or null when an unknown one starts a new session. */
async function usableSession(db: Executor, input: SearchTalentsInput & { sessionId: string }) {
  if (!input.unknownSessionStartsNew) return loadSession(db, input.sessionId, input.owner)
  if (!SESSION_ID.test(input.sessionId)) return null
  return loadSession(db, input.sessionId, input.owner).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  })
}

function sessionCriteria(session: SessionRow): SearchCriteria {
  const filters = SearchFiltersSchema.safeParse(session.filters)
  return {
    // Stored filters were canonical when stored; a value the vocabulary has since dropped widens the search.
    filters: filters.success ? filters.data : {},
    text: session.query || null,
    isNameSearch: session.isNameSearch,
    sort: TALENT_SORTS.find((sort) => sort === session.sort) ?? 'relevance',
  }
}

function clamp(value: number | undefined, fallback: number, max: number): number {
  return Number.isInteger(value) && value !== undefined ? Math.min(Math.max(value, 1), max) : fallback
}

/** A caller's text without control characters (PostgreSQL refuses NUL), trimmed; blank is none. */
function cleanText(text: string | undefined, max: number): string | null {
  const cleaned = (text ?? '')
    .replace(/\p{Cc}/gu, ' ')
    .trim()
    .slice(0, max)
  return cleaned || null
}

/** A new session's columns; the timestamps take their defaults. */
type NewSession = Pick<
  typeof searchSessions.$inferSelect,
  'id' | 'ownerUserId' | 'filters' | 'query' | 'isNameSearch' | 'sort' | 'totalResults' | 'currentPage' | 'hasMore'
>

/** Rows one session insert may carry. */
const SESSION_BATCH_MAX = 500
/** Rows gathered in one turn that are written at once, without waiting for the turn to end. */
const SESSION_EARLY_BATCH = 50

/**
 * New search sessions, written as a group commit: the rows of every search that reaches this point in
 * the same turn of the event loop go in one statement (written once the turn's other I/O callbacks have
 * run: setImmediate), and those arriving while it is under way go in the next one. A crowd of searches
 * costs a few statements instead of one each; every caller still waits for its own row to be committed.
 *
 * Waiting for the turn matters on the embedded database: PGlite runs a statement synchronously, so an
 * insert is never "under way" when the next chat message is read, and 500 searches sent at once were
 * 500 inserts (about 1 ms each) until rows were gathered per turn.
 *
 * A turn that gathers SESSION_EARLY_BATCH rows writes them at once, though: otherwise, when 500 people
 * search at once, nobody's results could leave before all 500 searches were done. With batches of 50,
 * the first answers are on their way while the server still reads the later questions (bench/chat.mjs,
 * A/B interleaved: the burst's p50 went from 429-435 to 221-259 ms; its p95, set by the total work, moved
 * within the machine's noise).
 */
class SessionWriter {
  #queue: { row: NewSession; settle: (error?: unknown) => void }[] = []
  #writing = false
  #pending: NodeJS.Immediate | undefined

  constructor(private readonly db: Database) {}

  insert(row: NewSession): Promise<void> {
    return new Promise((resolve, reject) => {
      this.#queue.push({ row, settle: (error) => (error === undefined ? resolve() : reject(error)) })
      if (this.#writing) return
      if (this.#queue.length >= SESSION_EARLY_BATCH) {
        this.#writing = true
        clearImmediate(this.#pending)
        this.#pending = undefined
        queueMicrotask(() => void this.drain())
      } else if (!this.#pending) {
        this.#pending = setImmediate(() => {
          this.#pending = undefined
          this.#writing = true
          void this.drain()
        })
      }
    })
  }

  private async drain() {
    while (this.#queue.length > 0) {
      const batch = this.#queue.splice(0, SESSION_BATCH_MAX)
      try {
        await insertSessions(
          this.db,
          batch.map(({ row }) => row),
        )
        for (const { settle } of batch) settle()
      } catch (error) {
        // One row's failure (its owner deleted meanwhile) must not fail the others: retry them alone.
        if (batch.length === 1) batch[0]!.settle(error)
        else
          await Promise.all(batch.map(({ row, settle }) => insertSessions(this.db, [row]).then(() => settle(), settle)))
      }
    }
    this.#writing = false
  }
}

/**
 * Inserts sessions in one statement whose rows travel as a single JSON parameter: for a batch of 500
 * that parses and binds in a fraction of what 4,000 separate parameters cost (13-25 ms instead of
 * 76-96 ms on PGlite).
 */
async function insertSessions(db: Database, rows: NewSession[]): Promise<void> {
  const records = JSON.stringify(
    rows.map((row) => ({
      id: row.id,
      owner_user_id: row.ownerUserId,
      filters: row.filters,
      query: row.query,
      is_name_search: row.isNameSearch,
      sort: row.sort,
      total_results: row.totalResults,
      current_page: row.currentPage,
      has_more: row.hasMore,
    })),
  )
  await db.execute(sql`INSERT INTO ${searchSessions}
      (id, owner_user_id, filters, query, is_name_search, sort, total_results, current_page, has_more)
    SELECT id, owner_user_id, filters, query, is_name_search, sort, total_results, current_page, has_more
    FROM jsonb_to_recordset(${records}::jsonb) AS r(id uuid, owner_user_id integer, filters jsonb, query text,
      is_name_search boolean, sort text, total_results integer, current_page integer, has_more boolean)`)
}

const sessionWriters = new WeakMap<Database, SessionWriter>()

function sessionWriterOf(db: Database): SessionWriter {
  let writer = sessionWriters.get(db)
  if (!writer) sessionWriters.set(db, (writer = new SessionWriter(db)))
  return writer
}

/** True when a search narrows the public list: any filter (a language too), a name or free text. */
export function narrowsTheList({ filters, text }: { filters: FilterInput; text: string | null }): boolean {
  return (
    text !== null ||
    Object.values(filters).some((value) => value !== undefined && !(Array.isArray(value) && value.length === 0))
  )
}

/**
 * Requirements §5 "filtered search runs only when authenticated", for every caller of the search service (the
 * API's search and view-all calls, the pages through them, the chat socket): a guest may list the public
 * talents, never narrow them. A stored session is checked by what it holds, so a guest cannot continue a
 * filtered one either.
 */
function requireSignInToNarrow(criteria: SearchCriteria, owner: number | null) {
  if (owner === null && narrowsTheList(criteria)) throw new ApiError(401, GUEST_SEARCH_REFUSED)
}

/**
 * Searches talents and keeps the search in a session so that "load more", the view-all page and
 * a shared link can continue it (on any node, after a restart). Throws ApiError 404 for a session
 * the caller may not use, and 401 when a guest asks to narrow the list (requireSignInToNarrow).
 */
export async function searchTalents(db: Database, input: SearchTalentsInput): Promise<SearchTalentsResult> {
  const page = clamp(input.page, 1, 10_000)
  const limit = clamp(input.limit, SEARCH_DEFAULT_LIMIT, SEARCH_MAX_LIMIT)
  const session = input.sessionId ? await usableSession(db, { ...input, sessionId: input.sessionId }) : null
  const name = cleanText(input.name, 100)
  const criteria: SearchCriteria = session
    ? sessionCriteria(session)
    : {
        filters: canonicalFilters(input.filters ?? {}),
        text: name ?? cleanText(input.query, 200),
        isNameSearch: name !== null,
        sort: input.sort ?? 'relevance',
      }
  requireSignInToNarrow(criteria, input.owner)
  const found = await findTalents(db, criteria, { page, limit })
  const state = { totalResults: found.totalResults, currentPage: page, hasMore: found.hasMore }
  let sessionId = session?.id ?? null
  // Committed (synchronous_commit on) before the id is sent, a new session with others of the same turn:
  // "load more" on any node finds the session even after a crash (ADR 007, 2026 update).
  if (input.session !== 'read') {
    if (session) {
      await db
        .update(searchSessions)
        .set({ ...state, updatedAt: new Date() })
        .where(eq(searchSessions.id, session.id))
    } else {
      sessionId = crypto.randomUUID()
      await sessionWriterOf(db).insert({
        id: sessionId,
        ownerUserId: input.owner,
        filters: criteria.filters,
        query: criteria.text ?? '',
        isNameSearch: criteria.isNameSearch,
        sort: criteria.sort ?? 'relevance',
        ...state,
      })
    }
  }
  return {
    ...found,
    message: describeResults(found, criteria),
    sessionId,
    filters: criteria.filters,
    query: criteria.text,
    isNameSearch: criteria.isNameSearch,
    sort: criteria.sort ?? 'relevance',
  }
}
