import { desc, eq, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { talentCatalog, talentProfiles, users } from '../db/schema'
import { GENDERS, PROJECT_TYPES, TALENT_TYPES } from '../vocabulary'
import type { SearchFilters } from '../schemas'
import { cardColumns, toTalentCard, type TalentCard } from './talents'
import { NameTrigramIndex, trigramQuery, type TrigramQuery } from './trigram'

/**
 * A node's in-memory copy of what a filtered talent search reads: every public talent's card and filter
 * columns, in listing order (best rated first, then newest). A filtered search walks it in order and
 * stops once it has the page and the count it needs, with no database round trip: at 100k talents that
 * is microseconds where the query took milliseconds, and a crowd of chat searches no longer queues on
 * the database (docs/decisions/013-in-memory-talent-index.md).
 *
 * A name search finds its candidates through the names' trigrams and scores them with pg_trgm's
 * functions ported to TypeScript (./trigram.ts), so it ranks exactly as SQL does.
 *
 * It is never stale: triggers bump talent_catalog.version in every transaction that changes a card, a
 * filter column or who is public, and a search uses the index only when it holds the version it has just
 * read. Otherwise the search goes to SQL while the index reloads in the background.
 */

interface Rows {
  version: number
  size: number
  /** Per row, in listing order: index into TALENT_TYPES, GENDERS; a city code; yyyymmdd; a bit per project type. */
  talentType: Uint8Array
  gender: Uint8Array
  city: Uint16Array
  birthDate: Uint32Array
  projectTypes: Uint16Array
  cityCodes: Map<string, number>
  cards: CardRow[]
  /** The display names' trigrams, by row. */
  names: NameTrigramIndex
}

type CardRow = Parameters<typeof toTalentCard>[0]

/** The slice of matches a page needs, and how many matches to count before stopping. */
export interface IndexWindow {
  offset: number
  take: number
  /** Stop counting here: the count is exact below it, a lower bound at it. */
  countUpTo: number
}

/** A name search ranks every match, so it counts them all. */
type NameWindow = Omit<IndexWindow, 'countUpTo'>

export interface IndexFound {
  talents: TalentCard[]
  matched: number
}

/** After a failed load, searches use SQL for this long before the index tries again. */
const RETRY_AFTER_FAILURE_MS = 30_000

const TYPE_CODE = new Map<string, number>(TALENT_TYPES.map((value, i) => [value, i]))
const GENDER_CODE = new Map<string, number>(GENDERS.map((value, i) => [value, i]))
const PROJECT_BIT = new Map<string, number>(PROJECT_TYPES.map((value, i) => [value, 1 << i]))

/** '2001-02-03' → 20010203: ISO dates compare as these numbers do. */
function dateNumber(isoDate: string): number {
  return Number(isoDate.slice(0, 4)) * 10_000 + Number(isoDate.slice(5, 7)) * 100 + Number(isoDate.slice(8, 10))
}

function projectBits(projectTypes: readonly string[]): number {
  let bits = 0
  for (const value of projectTypes) bits |= PROJECT_BIT.get(value) ?? 0
  return bits
}

async function readVersion(db: Database): Promise<number> {
  const [row] = await db.select({ version: talentCatalog.version }).from(talentCatalog).where(eq(talentCatalog.id, 1))
  if (!row) throw new Error('talent_catalog has no version row')
  return row.version
}

/** Every public talent and the version they are at, read in one snapshot. */
async function loadRows(db: Database): Promise<Rows> {
  const { version, cards } = await db.transaction(
    async (tx) => {
      const [row] = await tx.select({ version: talentCatalog.version }).from(talentCatalog)
      const cards = await tx
        .select(cardColumns)
        .from(talentProfiles)
        .innerJoin(users, eq(users.id, talentProfiles.userId))
        .where(eq(talentProfiles.isPublic, true))
        .orderBy(sql`${talentProfiles.rating} DESC NULLS LAST`, desc(talentProfiles.id))
      return { version: row?.version ?? 0, cards }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  )
  const size = cards.length
  const rows: Rows = {
    version,
    size,
    talentType: new Uint8Array(size),
    gender: new Uint8Array(size),
    city: new Uint16Array(size),
    birthDate: new Uint32Array(size),
    projectTypes: new Uint16Array(size),
    cityCodes: new Map(),
    cards,
    names: new NameTrigramIndex(cards.map((card) => card.name)),
  }
  cards.forEach((card, i) => {
    rows.talentType[i] = TYPE_CODE.get(card.talentType) ?? 0
    rows.gender[i] = GENDER_CODE.get(card.gender) ?? 0
    let city = rows.cityCodes.get(card.city)
    if (city === undefined) rows.cityCodes.set(card.city, (city = rows.cityCodes.size))
    rows.city[i] = city
    rows.birthDate[i] = dateNumber(card.birthDate)
    rows.projectTypes[i] = projectBits(card.projectTypes)
  })
  return rows
}

/** The birth-date bounds of an age filter, as yyyymmdd numbers (see birthDateRange in search.ts). */
export interface BirthBounds {
  bornOnOrBefore: string
  bornAfter: string | null
}

/** A search's filters in the index's codes; null (unset) filters match every row. */
interface RowFilter {
  type: number | null
  gender: number | null
  city: number | null
  project: number | null
  bornOnOrBefore: number | null
  bornAfter: number | null
}

/** The filters in the index's codes; null when a value no public talent has (no one lives in the city). */
function rowFilterOf(rows: Rows, filters: SearchFilters, birth: BirthBounds | null): RowFilter | null {
  const none = -1
  const type = filters.talentType ? (TYPE_CODE.get(filters.talentType) ?? none) : null
  const gender = filters.gender ? (GENDER_CODE.get(filters.gender) ?? none) : null
  const city = filters.location ? (rows.cityCodes.get(filters.location) ?? none) : null
  const project = filters.projectType ? (PROJECT_BIT.get(filters.projectType) ?? 0) : null
  if (type === none || gender === none || city === none || project === 0) return null
  const bornOnOrBefore = birth ? dateNumber(birth.bornOnOrBefore) : null
  const bornAfter = birth?.bornAfter ? dateNumber(birth.bornAfter) : null
  return { type, gender, city, project, bornOnOrBefore, bornAfter }
}

function matchesRow(rows: Rows, filter: RowFilter, i: number): boolean {
  const { type, gender, city, project, bornOnOrBefore, bornAfter } = filter
  return (
    (type === null || rows.talentType[i] === type) &&
    (gender === null || rows.gender[i] === gender) &&
    (city === null || rows.city[i] === city) &&
    (project === null || (rows.projectTypes[i]! & project) !== 0) &&
    (bornOnOrBefore === null || rows.birthDate[i]! <= bornOnOrBefore) &&
    (bornAfter === null || rows.birthDate[i]! > bornAfter)
  )
}

/** The matches of `filters` in listing order: the page's cards and the count, stopping at window.countUpTo. */
function findIn(rows: Rows, filters: SearchFilters, birth: BirthBounds | null, window: IndexWindow): IndexFound {
  const filter = rowFilterOf(rows, filters, birth)
  if (!filter) return { talents: [], matched: 0 }
  const talents: TalentCard[] = []
  const end = window.offset + window.take
  let matched = 0
  for (let i = 0; i < rows.size && matched < window.countUpTo; i++) {
    if (!matchesRow(rows, filter, i)) continue
    if (matched >= window.offset && matched < end) talents.push(toTalentCard(rows.cards[i]!))
    matched++
  }
  return { talents, matched }
}

/**
 * The talents matching `filters` whose name the query is word-similar to (SQL's `query <% display_name`),
 * ranked as search.ts's BY_RELEVANCE ranks them: closest name first (word_similarity, then similarity),
 * then listing order, which is the rows' order. The count is exact.
 */
function findByNameIn(
  rows: Rows,
  query: TrigramQuery,
  filters: SearchFilters,
  birth: BirthBounds | null,
  { offset, take }: NameWindow,
): IndexFound {
  const filter = rowFilterOf(rows, filters, birth)
  if (!filter) return { talents: [], matched: 0 }
  const ranked = rows.names.rank(query, (i) => matchesRow(rows, filter, i))
  const talents = ranked.slice(offset, offset + take).map((i) => toTalentCard(rows.cards[i]!))
  return { talents, matched: ranked.length }
}

export class TalentIndex {
  #rows: Rows | null = null
  #reading: Promise<number | null> | null = null
  #next: Promise<number | null> | null = null
  #loading: Promise<void> | null = null
  #failedAt = -Infinity

  constructor(private readonly db: Database) {}

  /** How many public talents the index holds, and at which version; null before the first load. */
  get state(): { version: number; size: number } | null {
    return this.#rows && { version: this.#rows.version, size: this.#rows.size }
  }

  /**
   * A filtered search on the index, or null when the index is not at the catalog's latest version (the
   * caller then asks SQL, and a reload starts). Searches arriving together share one version read.
   */
  async find(filters: SearchFilters, birth: BirthBounds | null, window: IndexWindow): Promise<IndexFound | null> {
    const rows = await this.current()
    return rows && findIn(rows, filters, birth, window)
  }

  /**
   * A name search on the index, as `find`. Also null when the name or any public talent's name has a
   * non-ASCII character: the trigram port scores ASCII only, so SQL answers.
   */
  async findByName(
    name: string,
    filters: SearchFilters,
    birth: BirthBounds | null,
    window: NameWindow,
  ): Promise<IndexFound | null> {
    const query = trigramQuery(name)
    if (!query) return null
    const rows = await this.current()
    if (!rows || rows.names.unsupported > 0) return null
    return findByNameIn(rows, query, filters, birth, window)
  }

  /** Loads the catalog (once at a time); the promise settles when the load is over, never rejects. */
  load(): Promise<void> {
    if (this.#loading) return this.#loading
    if (performance.now() - this.#failedAt < RETRY_AFTER_FAILURE_MS) return Promise.resolve()
    this.#loading = loadRows(this.db)
      .then((rows) => {
        if (!this.#rows || rows.version >= this.#rows.version) this.#rows = rows
      })
      .catch(() => {
        // The database is unreachable or closing: SQL answers (or reports the outage) meanwhile.
        this.#failedAt = performance.now()
      })
      .finally(() => {
        this.#loading = null
      })
    return this.#loading
  }

  /** The rows, when they are at the latest committed version; otherwise null, and a reload starts. */
  private async current(): Promise<Rows | null> {
    const latest = await this.latestVersion()
    const rows = this.#rows
    if (latest === null) return null
    if (rows?.version !== latest) {
      void this.load()
      return null
    }
    return rows
  }

  /**
   * The latest committed version, or null when it cannot be read (SQL then answers or reports the
   * outage). Searches arriving together share a read, but never one that began before they arrived: a
   * search that finds a read under way waits for the next, so it sees every write committed before it.
   */
  private latestVersion(): Promise<number | null> {
    if (!this.#reading) return (this.#reading = this.readVersion())
    this.#next ??= this.#reading.then(() => {
      this.#next = null
      return (this.#reading = this.readVersion())
    })
    return this.#next
  }

  private readVersion(): Promise<number | null> {
    const reading: Promise<number | null> = readVersion(this.db)
      .catch(() => null)
      .finally(() => {
        if (this.#reading === reading) this.#reading = null
      })
    return reading
  }
}

const indexes = new WeakMap<Database, TalentIndex | null>()

/** The talent index of a database, created (and loading) on first use; null when turned off. */
export function talentIndexOf(db: Database): TalentIndex | null {
  let index = indexes.get(db)
  if (index === undefined) {
    index = new TalentIndex(db)
    indexes.set(db, index)
    void index.load()
  }
  return index
}

/** Turns the index of a database on (loading it now, so the first searches use it) or off (TALENT_INDEX=off). */
export function configureTalentIndex(db: Database, { enabled }: { enabled: boolean }): Promise<void> {
  if (!enabled) {
    indexes.set(db, null)
    return Promise.resolve()
  }
  if (!indexes.get(db)) indexes.delete(db)
  return talentIndexOf(db)?.load() ?? Promise.resolve()
}
