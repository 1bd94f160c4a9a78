import { eq } from 'drizzle-orm'
import { inProcessNotifications, type Database } from '../db/client'
import { talentCatalog, talentProfiles, users } from '../db/schema'
import { ageGroupOf, dayNumber, GENDERS, LANGUAGES, PROJECT_TYPES, TALENT_TYPES, type TalentSort } from '../vocabulary'
import type { SearchFilters } from '../schemas'
import { LISTING_ORDER, cardColumns, cardWithoutAge, type TalentCard } from './talents'
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
 * filter column, a bio or skills, or who is public, and a search uses the index only when it holds the
 * latest version (read per search on PostgreSQL, announced by the embedded database). Otherwise the
 * search goes to SQL while the index reloads in the background.
 */

interface Rows {
  version: number
  /** Read after the index began listening for announced versions (embedded database only). */
  watched: boolean
  size: number
  /** Per row, in listing order: index into TALENT_TYPES, GENDERS; a city code; yyyymmdd; a bit per project type. */
  talentType: Uint8Array
  gender: Uint8Array
  city: Uint16Array
  birthDate: Uint32Array
  projectTypes: Uint16Array
  /** Per row, a bit per language of the vocabulary it speaks (LANGUAGE_BIT); other spellings have none. */
  languages: Uint32Array
  cityCodes: Map<string, number>
  /** Positions (ascending, so in listing order) of the rows with each talent type, gender and city code. */
  byType: Uint32Array[]
  byGender: Uint32Array[]
  byCity: Uint32Array[]
  /** Positions (ascending) of the rows that speak each language of the vocabulary: its posting list. */
  byLanguage: Uint32Array[]
  /** Per row, its card as answers carry it but for the age group, which moves with the calendar (cardAt). */
  cards: IndexCard[]
  /** Per row: the profile id (newest first is the highest id) and the portfolio score. */
  profileId: Int32Array
  portfolioScore: Uint8Array
  /** The rows in each other sort's order, and each row's place in it; made when first asked for. */
  orders: Partial<Record<Exclude<TalentSort, 'relevance'>, SortedRows>>
  /** The display names' trigrams, by row. */
  names: NameTrigramIndex
}

interface SortedRows {
  /** Row positions in this order. */
  order: Uint32Array
  /** Each row's place in it. */
  place: Uint32Array
}

/**
 * A card made once when the index loads (talents.ts cardWithoutAge, done 100k times then instead of for
 * every card of every answer). Its photo is served as MEDIA_PUBLIC_URL says, which is set at start.
 */
type IndexCard = Omit<TalentCard, 'ageGroup'>

/** Row i's card on a day (dayNumber): a crowd's searches copy ready cards instead of building them. */
function cardAt(rows: Rows, i: number, today: number): TalentCard {
  return { ...rows.cards[i]!, ageGroup: ageGroupOf(rows.birthDate[i]!, today) }
}

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

/** Where migration 0005 announces each new catalog version. */
const CATALOG_CHANNEL = 'castline_talent_catalog'

const TYPE_CODE = new Map<string, number>(TALENT_TYPES.map((value, i) => [value, i]))
const GENDER_CODE = new Map<string, number>(GENDERS.map((value, i) => [value, i]))
const PROJECT_BIT = new Map<string, number>(PROJECT_TYPES.map((value, i) => [value, 1 << i]))
/** 23 languages: one bit each of a Uint32 (a language past 32 would need a wider mask). */
const LANGUAGE_BIT = new Map<string, number>(LANGUAGES.map((value, i) => [value, 2 ** i]))
if (LANGUAGES.length > 32) throw new Error('talent-index: more than 32 languages need a wider mask')

function projectBits(projectTypes: readonly string[]): number {
  let bits = 0
  for (const value of projectTypes) bits |= PROJECT_BIT.get(value) ?? 0
  return bits
}

/** The languages' bits; `>>> 0` keeps the 32nd bit positive. */
function languageBits(languages: readonly string[]): number {
  let bits = 0
  for (const value of languages) bits = (bits | (LANGUAGE_BIT.get(value) ?? 0)) >>> 0
  return bits
}

/** For each language of the vocabulary, the positions whose mask holds its bit, ascending. */
function positionsByLanguage(masks: Uint32Array): Uint32Array[] {
  return LANGUAGES.map((language) => {
    const bit = LANGUAGE_BIT.get(language)!
    let count = 0
    for (const mask of masks) if (mask & bit) count++
    const list = new Uint32Array(count)
    let filled = 0
    masks.forEach((mask, position) => {
      if (mask & bit) list[filled++] = position
    })
    return list
  })
}

/** The union of ascending position lists, ascending, without repeats (a k-way merge of a few short lists). */
function unionOf(lists: readonly Uint32Array[]): Uint32Array {
  if (lists.length === 1) return lists[0]!
  const total = lists.reduce((sum, list) => sum + list.length, 0)
  const out = new Uint32Array(total)
  const at = new Uint32Array(lists.length)
  let size = 0
  for (;;) {
    let next = -1
    for (let l = 0; l < lists.length; l++) {
      const list = lists[l]!
      if (at[l]! < list.length && (next < 0 || list[at[l]!]! < next)) next = list[at[l]!]!
    }
    if (next < 0) return out.subarray(0, size)
    out[size++] = next
    for (let l = 0; l < lists.length; l++) if (lists[l]![at[l]!] === next) at[l]! += 1
  }
}

async function readVersion(db: Database): Promise<number> {
  const [row] = await db.select({ version: talentCatalog.version }).from(talentCatalog).where(eq(talentCatalog.id, 1))
  if (!row) throw new Error('talent_catalog has no version row')
  return row.version
}

/** Every public talent and the version they are at, read in one snapshot. */
async function loadRows(db: Database, watched: boolean): Promise<Rows> {
  const { version, cards } = await db.transaction(
    async (tx) => {
      const [row] = await tx.select({ version: talentCatalog.version }).from(talentCatalog)
      const cards = await tx
        .select({
          ...cardColumns,
          profileId: talentProfiles.id,
          portfolioScore: talentProfiles.portfolioScore,
          languages: talentProfiles.languages,
        })
        .from(talentProfiles)
        .innerJoin(users, eq(users.id, talentProfiles.userId))
        .where(eq(talentProfiles.isPublic, true))
        .orderBy(...LISTING_ORDER)
      return { version: row?.version ?? 0, cards }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  )
  const size = cards.length
  const profileId = Int32Array.from(cards, (card) => card.profileId)
  const portfolioScore = Uint8Array.from(cards, (card) => card.portfolioScore)
  const rows: Rows = {
    version,
    watched,
    size,
    talentType: new Uint8Array(size),
    gender: new Uint8Array(size),
    city: new Uint16Array(size),
    birthDate: new Uint32Array(size),
    projectTypes: new Uint16Array(size),
    languages: new Uint32Array(size),
    cityCodes: new Map(),
    byType: [],
    byGender: [],
    byCity: [],
    byLanguage: [],
    // toTalentCard's own builder: an answer from the index and one from SQL serialise alike.
    cards: cards.map(({ profileId: _id, portfolioScore: _score, languages: _languages, birthDate: _born, ...card }) =>
      cardWithoutAge(card),
    ),
    profileId,
    portfolioScore,
    orders: {},
    names: new NameTrigramIndex(cards.map((card) => card.name)),
  }
  cards.forEach((card, i) => {
    rows.talentType[i] = TYPE_CODE.get(card.talentType) ?? 0
    rows.gender[i] = GENDER_CODE.get(card.gender) ?? 0
    let city = rows.cityCodes.get(card.city)
    if (city === undefined) rows.cityCodes.set(card.city, (city = rows.cityCodes.size))
    rows.city[i] = city
    rows.birthDate[i] = dayNumber(card.birthDate)
    rows.projectTypes[i] = projectBits(card.projectTypes)
    rows.languages[i] = languageBits(card.languages)
  })
  rows.byType = positionsByCode(rows.talentType, TALENT_TYPES.length)
  rows.byGender = positionsByCode(rows.gender, GENDERS.length)
  rows.byCity = positionsByCode(rows.city, rows.cityCodes.size)
  rows.byLanguage = positionsByLanguage(rows.languages)
  return rows
}

/** For each code, the positions holding it, ascending. */
function positionsByCode(codes: Uint8Array | Uint16Array, distinct: number): Uint32Array[] {
  const counts = new Uint32Array(distinct)
  for (const code of codes) counts[code]! += 1
  const lists = Array.from(counts, (count) => new Uint32Array(count))
  const filled = new Uint32Array(distinct)
  codes.forEach((code, position) => {
    lists[code]![filled[code]!++] = position
  })
  return lists
}

/**
 * The rows in the order of a sort other than relevance (the rows' own order), as search.ts's SORT_KEYS
 * order them: rating, then portfolio score, then id, or id alone; all descending. Made in linear time, so
 * that the first sorted search after a reload does not hold the event loop (a comparison sort of 100k rows
 * took 50-120 ms): ids are distinct integers, placed by value; rating (tenths, 0-99) and score (0-5) are
 * counted into buckets, and the rows' own order already puts equal (score, rating) rows newest first.
 */
function sortedRows(rows: Rows, sort: Exclude<TalentSort, 'relevance'>): SortedRows {
  const made = rows.orders[sort]
  if (made) return made
  const order = sort === 'newest' ? newestFirst(rows.profileId) : bestRatedFirst(rows)
  const place = new Uint32Array(rows.size)
  order.forEach((row, k) => (place[row] = k))
  return (rows.orders[sort] = { order, place })
}

/** Row positions by descending id. */
function newestFirst(profileId: Int32Array): Uint32Array {
  let min = Infinity
  let max = -Infinity
  for (const id of profileId) {
    min = Math.min(min, id)
    max = Math.max(max, id)
  }
  if (!profileId.length) return new Uint32Array(0)
  const rowOf = new Int32Array(max - min + 1).fill(-1)
  profileId.forEach((id, row) => (rowOf[max - id] = row))
  return Uint32Array.from(rowOf.filter((row) => row >= 0))
}

const SCORE_BUCKETS = 256

/** Row positions by descending rating, then portfolio score; a stable counting sort of the rows' own order. */
function bestRatedFirst({ cards, portfolioScore, size }: Rows): Uint32Array {
  const bucketOf = new Uint32Array(size)
  const counts = new Uint32Array(100 * SCORE_BUCKETS + 1)
  cards.forEach((card, row) => {
    const tenths = Math.min(99, Math.max(0, Math.round(card.rating * 10)))
    const bucket = (99 - tenths) * SCORE_BUCKETS + (SCORE_BUCKETS - 1 - portfolioScore[row]!)
    bucketOf[row] = bucket
    counts[bucket + 1]! += 1
  })
  for (let b = 1; b < counts.length; b++) counts[b]! += counts[b - 1]!
  const order = new Uint32Array(size)
  for (let row = 0; row < size; row++) order[counts[bucketOf[row]!]!++] = row
  return order
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
  /** The asked languages' bits (any of) and their codes in LANGUAGES; null: no language filter. */
  languages: number | null
  languageCodes: number[]
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
  const asked = filters.languages?.length ? filters.languages : null
  const languages = asked ? languageBits(asked) : null
  if (type === none || gender === none || city === none || project === 0 || languages === 0) return null
  const languageCodes = asked ? asked.map((language) => LANGUAGES.indexOf(language)) : []
  const bornOnOrBefore = birth ? dayNumber(birth.bornOnOrBefore) : null
  const bornAfter = birth?.bornAfter ? dayNumber(birth.bornAfter) : null
  return { type, gender, city, project, languages, languageCodes, bornOnOrBefore, bornAfter }
}

function matchesRow(rows: Rows, filter: RowFilter, i: number): boolean {
  const { type, gender, city, project, languages, bornOnOrBefore, bornAfter } = filter
  return (
    (type === null || rows.talentType[i] === type) &&
    (gender === null || rows.gender[i] === gender) &&
    (city === null || rows.city[i] === city) &&
    (project === null || (rows.projectTypes[i]! & project) !== 0) &&
    (languages === null || (rows.languages[i]! & languages) !== 0) &&
    (bornOnOrBefore === null || rows.birthDate[i]! <= bornOnOrBefore) &&
    (bornAfter === null || rows.birthDate[i]! > bornAfter)
  )
}

/**
 * The shortest list of positions a filter gives (type, gender, city or languages), or null when none does: a
 * rare city, type or language is a few hundred rows to walk instead of all of them. Several languages give
 * the union of their posting lists, merged only when it is the list to walk.
 */
function shortestPositions(rows: Rows, { type, gender, city, languageCodes }: RowFilter): Uint32Array | null {
  let positions: Uint32Array | null = null
  for (const list of [
    type === null ? null : rows.byType[type],
    gender === null ? null : rows.byGender[gender],
    city === null ? null : rows.byCity[city],
  ]) {
    if (list && (!positions || list.length < positions.length)) positions = list
  }
  if (languageCodes.length === 0) return positions
  const postings = languageCodes.map((code) => rows.byLanguage[code]!)
  // The union is at most the lists' total (exactly, for one language).
  const atMost = postings.reduce((sum, list) => sum + list.length, 0)
  return !positions || atMost < positions.length ? unionOf(postings) : positions
}

/** Above this share of the rows, a filter's position list is walked in the sort's order instead of sorted. */
const SORT_SHORT_LIST_SHARE = 1 / 8

/**
 * The matches of `filters` in a sort's order: the page's cards and the count, stopping at window.countUpTo.
 * Relevance is the rows' own order. Another sort walks its order, or, when a filter keeps a short list
 * of positions, sorts that list's matches by their place in the order (all of them: the count is exact).
 */
function findIn(
  rows: Rows,
  filters: SearchFilters,
  birth: BirthBounds | null,
  window: IndexWindow,
  sort: TalentSort,
): IndexFound {
  const filter = rowFilterOf(rows, filters, birth)
  if (!filter) return { talents: [], matched: 0 }
  const positions = shortestPositions(rows, filter)
  if (sort === 'relevance') return walk(rows, filter, positions, window)
  const { order, place } = sortedRows(rows, sort)
  if (!positions || positions.length > rows.size * SORT_SHORT_LIST_SHARE) return walk(rows, filter, order, window)
  const matches = positions.filter((i) => matchesRow(rows, filter, i)).sort((a, b) => place[a]! - place[b]!)
  const today = dayNumber(new Date())
  const talents = Array.from(matches.subarray(window.offset, window.offset + window.take), (i) =>
    cardAt(rows, i, today),
  )
  return { talents, matched: matches.length }
}

/** Walks rows (all in order, or the given positions) and keeps the window's matches. */
function walk(rows: Rows, filter: RowFilter, positions: Uint32Array | null, window: IndexWindow): IndexFound {
  // Every filter is still checked on each row walked.
  const walked = positions ? positions.length : rows.size
  const talents: TalentCard[] = []
  const today = dayNumber(new Date())
  const end = window.offset + window.take
  let matched = 0
  for (let k = 0; k < walked && matched < window.countUpTo; k++) {
    const i = positions ? positions[k]! : k
    if (!matchesRow(rows, filter, i)) continue
    if (matched >= window.offset && matched < end) talents.push(cardAt(rows, i, today))
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
  sort: TalentSort,
): IndexFound {
  const filter = rowFilterOf(rows, filters, birth)
  if (!filter) return { talents: [], matched: 0 }
  const ranked = rows.names.rank(query, (i) => matchesRow(rows, filter, i))
  if (sort !== 'relevance') {
    const { place } = sortedRows(rows, sort)
    ranked.sort((a, b) => place[a]! - place[b]!)
  }
  const today = dayNumber(new Date())
  const talents = ranked.slice(offset, offset + take).map((i) => cardAt(rows, i, today))
  return { talents, matched: ranked.length }
}

export class TalentIndex {
  #rows: Rows | null = null
  #reading: Promise<number | null> | null = null
  #next: Promise<number | null> | null = null
  #loading: Promise<void> | null = null
  #failedAt = -Infinity
  /** Listening for announced versions (the embedded database): no version read per search. */
  #watching = false
  /** The highest version announced since listening began. */
  #announced = 0
  #unlisten: (() => Promise<void>) | null = null
  #started: Promise<void> | null = null

  constructor(private readonly db: Database) {}

  /**
   * On the embedded database, listens for announced versions: from then on a search knows the latest
   * version without reading it. Every write commits in this process and is announced before its
   * statement returns, so a write that has returned is always known. Elsewhere a no-op.
   */
  private async watch(): Promise<void> {
    const notifications = inProcessNotifications(this.db)
    if (!notifications) return
    this.#unlisten = await notifications(CATALOG_CHANNEL, (payload) => {
      this.#announced = Math.max(this.#announced, Number(payload))
    })
    this.#watching = true
  }

  /** Listens (embedded database), then loads: the first load's snapshot and the announcements meet. */
  start(): Promise<void> {
    this.#started ??= this.watch()
      .catch(() => {
        // Not listening: every search reads the version instead.
      })
      .then(() => this.load())
    return this.#started
  }

  /** Stops listening (the index is being dropped). */
  async close(): Promise<void> {
    const unlisten = this.#unlisten
    this.#unlisten = null
    this.#watching = false
    await unlisten?.().catch(() => {})
  }

  /** How many public talents the index holds, and at which version; null before the first load. */
  get state(): { version: number; size: number } | null {
    return this.#rows && { version: this.#rows.version, size: this.#rows.size }
  }

  /** True when searches learn the latest version from announcements instead of reading it. */
  get watching(): boolean {
    return this.#watching && Boolean(this.#rows?.watched)
  }

  /**
   * A filtered search on the index, or null when the index is not at the catalog's latest version (the
   * caller then asks SQL, and a reload starts). Searches arriving together share one version read.
   */
  async find(
    filters: SearchFilters,
    birth: BirthBounds | null,
    window: IndexWindow,
    sort: TalentSort = 'relevance',
  ): Promise<IndexFound | null> {
    const rows = await this.current()
    return rows && findIn(rows, filters, birth, window, sort)
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
    sort: TalentSort = 'relevance',
  ): Promise<IndexFound | null> {
    const query = trigramQuery(name)
    if (!query) return null
    const rows = await this.current()
    if (!rows || rows.names.unsupported > 0) return null
    return findByNameIn(rows, query, filters, birth, window, sort)
  }

  /** Loads the catalog (once at a time); the promise settles when the load is over, never rejects. */
  load(): Promise<void> {
    if (this.#loading) return this.#loading
    if (performance.now() - this.#failedAt < RETRY_AFTER_FAILURE_MS) return Promise.resolve()
    this.#loading = loadRows(this.db, this.#watching)
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
  latestVersion(): Promise<number | null> {
    // Rows read after listening began hold every write up to their snapshot; later ones were announced.
    const rows = this.#rows
    if (rows?.watched) return Promise.resolve(Math.max(rows.version, this.#announced))
    // Rows read before listening began (a search raced the start): read them again, watched.
    if (rows && this.#watching) void this.load()
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
    void index.start()
  }
  return index
}

/** Turns the index of a database on (loading it now, so the first searches use it) or off (TALENT_INDEX=off). */
export function configureTalentIndex(db: Database, { enabled }: { enabled: boolean }): Promise<void> {
  if (!enabled) {
    const dropped = indexes.get(db)
    indexes.set(db, null)
    return dropped?.close() ?? Promise.resolve()
  }
  if (!indexes.get(db)) indexes.delete(db)
  return talentIndexOf(db)?.start() ?? Promise.resolve()
}
