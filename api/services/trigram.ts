/**
 * pg_trgm's `word_similarity(query, text)` (and so `query <% text`) and `similarity(a, b)`, ported to
 * TypeScript for ASCII text so that the talent index ranks names exactly as SQL does
 * (docs/decisions/013-in-memory-talent-index.md). Ported from contrib/pg_trgm/trgm_op.c (PostgreSQL 18:
 * generate_trgm_only, calc_word_similarity, iterate_word_similarity, cnt_sml) with trgm.h's options:
 * words are runs of letters and digits, lower-cased, padded with two spaces before and one after; scores
 * are float4. Text with any non-ASCII character is refused (null): its letters, case rules and hashed
 * trigrams depend on the database's locale. Lower-casing assumes a non-Turkish ctype, as PGlite's C.UTF-8.
 */

/** pg_trgm.word_similarity_threshold's default; C compares the float4 score with it as a double. */
export const WORD_SIMILARITY_THRESHOLD = Math.fround(0.6)

/** A trigram's three characters (space, 0-9, a-z: 37 symbols) as one number below 37³, so it fits 16 bits. */
const SYMBOLS = 37
const TRIGRAM_CODES = SYMBOLS ** 3

/** A character's symbol in a word: 0-9 → 1-10, letters case-folded → 11-36; anything else ends a word (0). */
function wordSymbol(charCode: number): number {
  if (charCode >= 48 && charCode <= 57) return charCode - 47
  if (charCode >= 97 && charCode <= 122) return charCode - 86
  if (charCode >= 65 && charCode <= 90) return charCode - 54
  return 0
}

/**
 * generate_trgm_only: writes each word's trigram codes into `out` from `at`, in order, duplicates kept
 * (a word "ab" is padded to "  ab " and gives "  a", " ab", "ab "), and returns where they end; -1 for
 * non-ASCII text, leaving what it wrote. A text of n characters has at most 2n trigrams.
 */
function writeTrigrams(text: string, out: Uint16Array, at: number): number {
  let end = at
  /** The last two symbols, as the first two of the next trigram; -1 outside a word. */
  let pair = -1
  for (let i = 0; i <= text.length; i++) {
    const charCode = i < text.length ? text.charCodeAt(i) : 32
    if (charCode > 127) return -1
    const symbol = wordSymbol(charCode)
    if (symbol === 0) {
      if (pair >= 0) out[end++] = pair * SYMBOLS
      pair = -1
      continue
    }
    const code = Math.max(pair, 0) * SYMBOLS + symbol
    out[end++] = code
    pair = code % (SYMBOLS * SYMBOLS)
  }
  return end
}

/** A text's trigram codes: each distinct one once, and all of them in text order. Null for non-ASCII. */
function textTrigrams(text: string): { distinct: Uint16Array; sequence: Uint16Array } | null {
  const buffer = new Uint16Array(2 * text.length)
  const end = writeTrigrams(text, buffer, 0)
  if (end < 0) return null
  const sequence = buffer.slice(0, end)
  return { distinct: Uint16Array.from(new Set(sequence)), sequence }
}

/** A search pattern's distinct trigrams, as a list and as a set. */
export interface TrigramQuery {
  codes: Uint16Array
  has: Uint8Array
}

/** A search pattern; null for non-ASCII text. */
export function trigramQuery(text: string): TrigramQuery | null {
  const trigrams = textTrigrams(text)
  if (!trigrams) return null
  const has = new Uint8Array(TRIGRAM_CODES)
  for (const code of trigrams.distinct) has[code] = 1
  return { codes: trigrams.distinct, has }
}

/** CALCSML with DIVUNION: shared / (len1 + len2 - shared), divided in float4. */
function calcSml(count: number, len1: number, len2: number): number {
  return Math.fround(count / (len1 + len2 - count))
}

/**
 * iterate_word_similarity's last position of each trigram, by code: -1 between calls. Scoring is
 * synchronous, so one array serves every call without allocating.
 */
const lastpos = new Int32Array(TRIGRAM_CODES).fill(-1)

/**
 * calc_word_similarity and iterate_word_similarity (without the strict and check-only flags): the best
 * similarity between the query and any extent of the text's trigrams, sequence[from .. to]. C numbers
 * the distinct trigrams of both texts; the codes serve as those numbers here. Check-only (the `<%`
 * operator) stops as soon as a score reaches the threshold, so it passes exactly when the maximum does.
 */
function wordSimilarityOf(query: TrigramQuery, sequence: Uint16Array, from: number, to: number): number {
  const found = query.has
  const ulen1 = query.codes.length
  let ulen2 = 0
  let count = 0
  let upper = -1
  let lower = -1
  let smlrMax = 0
  for (let i = from; i < to; i++) {
    const trgindex = sequence[i]!
    if (lower >= 0 || found[trgindex]) {
      if (lastpos[trgindex]! < 0) {
        ulen2++
        if (found[trgindex]) count++
      }
      lastpos[trgindex] = i
    }
    if (!found[trgindex]) continue
    upper = i
    if (lower === -1) {
      lower = i
      ulen2 = 1
    }
    let smlrCur = calcSml(count, ulen1, ulen2)
    // Also try to move the lower bound up for a greater similarity.
    let tmpCount = count
    let tmpUlen2 = ulen2
    const prevLower = lower
    for (let tmpLower = lower; tmpLower <= upper; tmpLower++) {
      const smlrTmp = calcSml(tmpCount, ulen1, tmpUlen2)
      if (smlrTmp > smlrCur) {
        smlrCur = smlrTmp
        ulen2 = tmpUlen2
        lower = tmpLower
        count = tmpCount
      }
      const tmpTrgindex = sequence[tmpLower]!
      if (lastpos[tmpTrgindex] === tmpLower) {
        tmpUlen2--
        if (found[tmpTrgindex]) tmpCount--
      }
    }
    smlrMax = Math.max(smlrMax, smlrCur)
    for (let tmpLower = prevLower; tmpLower < lower; tmpLower++) {
      const tmpTrgindex = sequence[tmpLower]!
      if (lastpos[tmpTrgindex] === tmpLower) lastpos[tmpTrgindex] = -1
    }
  }
  for (let i = from; i < to; i++) lastpos[sequence[i]!] = -1
  return smlrMax
}

/** How many of the text's distinct trigrams, distinct[from .. to], the query has. */
function sharedTrigrams(query: TrigramQuery, distinct: Uint16Array, from: number, to: number): number {
  let shared = 0
  for (let i = from; i < to; i++) shared += query.has[distinct[i]!]!
  return shared
}

/** cnt_sml over the distinct trigrams of both (symmetric), which tests for empty arrays to avoid 0/0. */
function similarityOf(query: TrigramQuery, distinct: Uint16Array, from: number, to: number): number {
  if (to === from || query.codes.length === 0) return 0
  return calcSml(sharedTrigrams(query, distinct, from, to), to - from, query.codes.length)
}

export interface TrigramScores {
  /** word_similarity(query, text) */
  wordSimilarity: number
  /** similarity(text, query) */
  similarity: number
}

/** SQL's word_similarity(query, text) and similarity(text, query); null for non-ASCII text. */
export function trigramScores(query: string, text: string): TrigramScores | null {
  const pattern = trigramQuery(query)
  const trigrams = textTrigrams(text)
  if (!pattern || !trigrams) return null
  const { distinct, sequence } = trigrams
  return {
    wordSimilarity: wordSimilarityOf(pattern, sequence, 0, sequence.length),
    similarity: similarityOf(pattern, distinct, 0, distinct.length),
  }
}

/** Groups 0..count-1 by key (below `keys`): group k is items[start[k] .. start[k + 1]], ascending. */
function groupBy(count: number, keys: number, keyOf: (i: number) => number) {
  const start = new Uint32Array(keys + 1)
  for (let i = 0; i < count; i++) start[keyOf(i) + 1]!++
  for (let k = 0; k < keys; k++) start[k + 1]! += start[k]!
  const next = start.slice(0, keys)
  const items = new Uint32Array(count)
  for (let i = 0; i < count; i++) items[next[keyOf(i)]!++] = i
  return { start, items }
}

interface ScoredName extends TrigramScores {
  name: number
}

function sameScores(a: TrigramScores, b: TrigramScores): boolean {
  return a.wordSimilarity === b.wordSimilarity && a.similarity === b.similarity
}

/**
 * The trigrams of many rows' names, in flat typed arrays. Each distinct name is scored once however
 * many rows bear it, and a query reads only the names that share enough of its trigrams.
 */
export class NameTrigramIndex {
  /** Name n's distinct trigrams are distinct[distinctStart[n] .. distinctStart[n + 1]]; likewise sequence. */
  private readonly distinctStart: Uint32Array
  private readonly distinct: Uint16Array
  private readonly sequenceStart: Uint32Array
  private readonly sequence: Uint16Array
  /** The names having trigram c, and the rows bearing name n, as groupBy gives them. */
  private readonly namesOfTrigram: { start: Uint32Array; items: Uint32Array }
  private readonly rowsOfName: { start: Uint32Array; items: Uint32Array }
  /** Rows whose name has a non-ASCII character: the port cannot score them. */
  readonly unsupported: number

  constructor(rowNames: readonly string[]) {
    const nameIds = new Map<string, number>()
    const nameOfRow = new Uint32Array(rowNames.length)
    rowNames.forEach((name, row) => {
      let id = nameIds.get(name)
      if (id === undefined) nameIds.set(name, (id = nameIds.size))
      nameOfRow[row] = id
    })
    const names = [...nameIds.keys()]
    // Written in place, without an array per name: at 100k distinct names that costs seconds of GC.
    const sequence = new Uint16Array(names.reduce((sum, name) => sum + 2 * name.length, 0))
    const distinct = new Uint16Array(sequence.length)
    this.sequenceStart = new Uint32Array(names.length + 1)
    this.distinctStart = new Uint32Array(names.length + 1)
    const ascii = new Uint8Array(names.length)
    const lastName = new Int32Array(TRIGRAM_CODES).fill(-1)
    names.forEach((name, n) => {
      const from = this.sequenceStart[n]!
      const to = writeTrigrams(name, sequence, from)
      ascii[n] = to < 0 ? 0 : 1
      this.sequenceStart[n + 1] = Math.max(from, to)
      let end = this.distinctStart[n]!
      for (let i = from; i < to; i++) {
        const code = sequence[i]!
        if (lastName[code] === n) continue
        lastName[code] = n
        distinct[end++] = code
      }
      this.distinctStart[n + 1] = end
    })
    this.sequence = sequence.slice(0, this.sequenceStart[names.length])
    this.distinct = distinct.slice(0, this.distinctStart[names.length])
    this.unsupported = nameOfRow.reduce((sum, n) => sum + 1 - ascii[n]!, 0)
    this.namesOfTrigram = groupBy(this.distinct.length, TRIGRAM_CODES, (k) => this.distinct[k]!)
    const nameAt = new Uint32Array(this.distinct.length)
    for (let n = 0; n < names.length; n++) nameAt.fill(n, this.distinctStart[n], this.distinctStart[n + 1])
    this.namesOfTrigram.items.forEach((k, i, items) => (items[i] = nameAt[k]!))
    this.rowsOfName = groupBy(rowNames.length, names.length, (row) => nameOfRow[row]!)
  }

  /**
   * The accepted rows whose name the query is word-similar to (`query <% name`), ranked by
   * word_similarity, then similarity (both descending), then row order.
   */
  rank(query: TrigramQuery, accept: (row: number) => boolean): number[] {
    const names = this.similarNames(query)
    names.sort((a, b) => b.wordSimilarity - a.wordSimilarity || b.similarity - a.similarity)
    const { start, items } = this.rowsOfName
    const ranked: number[] = []
    for (let first = 0; first < names.length;) {
      // The rows of names that score the same are ranked together, in row order.
      let end = first + 1
      while (end < names.length && sameScores(names[first]!, names[end]!)) end++
      const rows: number[] = []
      for (let n = first; n < end; n++) {
        const { name } = names[n]!
        for (let k = start[name]!; k < start[name + 1]!; k++) if (accept(items[k]!)) rows.push(items[k]!)
      }
      if (end - first > 1) rows.sort((a, b) => a - b)
      for (const row of rows) ranked.push(row)
      first = end
    }
    return ranked
  }

  /**
   * The names the query is word-similar to, with their scores. A name can reach the threshold only if
   * it shares `needed` of the query's distinct trigrams (an extent's score is count / (query's +
   * extent's - count), with count ≤ shared ≤ extent's, so at most shared / query's); such a name has
   * one of any (query's - needed + 1) of them, so only the names of that many rarest are read.
   */
  private similarNames(query: TrigramQuery): ScoredName[] {
    const size = query.codes.length
    let needed = 1
    while (needed <= size && calcSml(needed, size, needed) < WORD_SIMILARITY_THRESHOLD) needed++
    if (needed > size) return []
    const { start, items } = this.namesOfTrigram
    const rarest = [...query.codes]
      .sort((a, b) => start[a + 1]! - start[a]! - (start[b + 1]! - start[b]!))
      .slice(0, size - needed + 1)
    const seen = new Uint8Array(this.distinctStart.length - 1)
    const similar: ScoredName[] = []
    for (const code of rarest) {
      for (let k = start[code]!; k < start[code + 1]!; k++) {
        const name = items[k]!
        if (seen[name]) continue
        seen[name] = 1
        const from = this.distinctStart[name]!
        const to = this.distinctStart[name + 1]!
        if (sharedTrigrams(query, this.distinct, from, to) < needed) continue
        const wordSimilarity = wordSimilarityOf(
          query,
          this.sequence,
          this.sequenceStart[name]!,
          this.sequenceStart[name + 1]!,
        )
        if (wordSimilarity < WORD_SIMILARITY_THRESHOLD) continue
        similar.push({ name, wordSimilarity, similarity: similarityOf(query, this.distinct, from, to) })
      }
    }
    return similar
  }
}
