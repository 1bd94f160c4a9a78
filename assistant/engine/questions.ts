/**
 * Questions about the results and actions on them (ADR 025 rules 2 and 3): "why these?", "someone similar
 * to Soumya Ghosh", "what's her height?", "shortlist the first two". Read before any search, so their words
 * ("pick", "height", "shortlist") never become keywords.
 */
import { NUMBER_WORDS } from './age'
import type { Filters } from './filters'
import { normalize, words } from './text'

export const DETAIL_FIELDS = [
  'height',
  'portfolio',
  'availability',
  'languages',
  'age',
  'city',
  'rate',
  'experience',
  'contact',
] as const
export type DetailField = (typeof DETAIL_FIELDS)[number]

/** Who a question is about: card positions (1-based), a name, all the cards, or (none) the one in view. */
export interface Subject {
  positions?: number[]
  name?: string
  all?: boolean
}

export type Act =
  | { kind: 'explain' }
  /** `filters`: what the turn asks beside the subject ("someone like Priya for an OTT show", "… in Delhi"). */
  | { kind: 'similar'; subject: Subject; filters?: Filters }
  | { kind: 'detail'; field: DetailField; subject: Subject }
  /** `listName`: the list the turn names ("to Diwali ad"); none means the recruiter's latest. */
  | { kind: 'shortlist'; subject: Subject; listName?: string }
  /** Save the active search with alerts (save-search.ts); `name`: the one the turn gives it. */
  | { kind: 'saveSearch'; name?: string }

const ORDINALS: Record<string, number> = {
  first: 1,
  '1st': 1,
  pehla: 1,
  pehli: 1,
  pehle: 1,
  pahla: 1,
  second: 2,
  '2nd': 2,
  doosra: 2,
  dusra: 2,
  doosri: 2,
  dusri: 2,
  third: 3,
  '3rd': 3,
  teesra: 3,
  tisra: 3,
  teesri: 3,
  fourth: 4,
  '4th': 4,
  fifth: 5,
  '5th': 5,
  sixth: 6,
  '6th': 6,
  seventh: 7,
  '7th': 7,
  eighth: 8,
  '8th': 8,
  ninth: 9,
  '9th': 9,
  tenth: 10,
  '10th': 10,
  last: -1,
}
const CARDINALS: Record<string, number> = { ...NUMBER_WORDS, ek: 1, do: 2, teen: 3, char: 4, paanch: 5 }
const cardinal = (word: string | undefined) =>
  word === undefined ? undefined : (CARDINALS[word] ?? (/^\d{1,2}$/.test(word) ? Number(word) : undefined))

const range = (count: number) => Array.from({ length: count }, (_, i) => i + 1)

/** Card positions a turn names: "the first two", "top 3", "first and second", "number 3", "both". */
export function readPositions(tokens: string[]): Subject {
  const positions: number[] = []
  let all = false
  for (let i = 0; i < tokens.length; i++) {
    const word = tokens[i] ?? ''
    const next = tokens[i + 1]
    if ((word === 'first' || word === 'top' || word === 'pehle' || word === 'pehli') && cardinal(next)) {
      positions.push(...range(cardinal(next) ?? 1))
      i += 1
    } else if (ORDINALS[word] !== undefined) positions.push(ORDINALS[word] ?? 1)
    else if (
      (word === 'number' || word === 'no' || word === 'card' || word === 'profile') &&
      /^\d{1,2}$/.test(next ?? '')
    ) {
      positions.push(Number(next))
      i += 1
    } else if (word === 'both' || word === 'dono') positions.push(1, 2)
    else if (word === 'all' || word === 'everyone' || word === 'sab' || word === 'sabko') all = true
  }
  const unique = [...new Set(positions)]
  return { ...(unique.length > 0 ? { positions: unique } : {}), ...(all && unique.length === 0 ? { all } : {}) }
}

/** Capitalised words in the raw text after `from` that are not sentence-initial chat words: a name. */
/**
 * The name after `after`: capitalised words ("Soumya Ghosh"), or lower-case ones the catalog has as a name's
 * word (`isName`: "someone like priya"), at most three, up to the first word that is neither.
 */
function nameIn(
  raw: string,
  after: RegExp,
  notName: (word: string) => boolean,
  isName: (word: string) => boolean = () => false,
): string | undefined {
  const match = after.exec(raw)
  if (!match) return undefined
  const rest = raw
    .slice(match.index + match[0].length)
    .replace(/[?!.,]+/g, ' ')
    .trim()
    .split(/\s+/)
  const name: string[] = []
  for (const word of rest) {
    const clean = word.replace(/'s$|’s$/i, '')
    const looksLikeName =
      /^\p{Lu}[\p{L}'.-]*$/u.test(clean) || (/^\p{L}[\p{L}'.-]*$/u.test(clean) && isName(normalize(clean)))
    if (!looksLikeName || notName(clean)) break
    name.push(clean)
    if (word !== clean || name.length === 3) break
  }
  return name.length > 0 ? name.join(' ') : undefined
}

/** Words that say "a list" without naming one: "to my shortlist", "to favourites". */
const GENERIC_LIST =
  /^(?:(?:my|the|our|a|your)\s+)?(?:short ?list|list|lists|shortlists|favou?rites?|bookmarks?|saved)?$/i
const LIST_WORD = /\s+(?:short ?list|list)$/i
export const POLITE_END = /(?:\s+(?:please|pls|plz|thanks|thank you|karo|kar do|kardo))+$/i

/**
 * The list a shortlist turn names: the words after its last "to"/"into", less "my", "the", "list" and
 * politeness ("add her to the Diwali ad list please" → "Diwali ad"); none for "to my shortlist".
 */
export function listNameIn(raw: string): string | undefined {
  const targets = [...raw.matchAll(/\b(?:to|into|onto)\s+/gi)]
  const last = targets.at(-1)
  if (!last) return undefined
  const name = raw
    .slice((last.index ?? 0) + last[0].length)
    .replace(/[?!.]+\s*$/, '')
    .replace(POLITE_END, '')
    .replace(/^(?:my|the|our|your)\s+/i, '')
    .replace(/^["“'‘]|["”'’]$/g, '')
    .replace(/^["“'‘]|["”'’]$/g, '')
    .replace(LIST_WORD, '')
    .trim()
  return name && !GENERIC_LIST.test(name) ? name : undefined
}

const SHORTLIST =
  /\b(?:shortlist|shortlisted|short list|bookmark|favourite|favorite|save|saved)\b|\badd\b.*\b(?:list|shortlist)\b/
const ADD_TO = /\badd\b.+\b(?:to|into)\b/
const EXPLAIN =
  /\b(?:why|kyun|kyon|kyu|kyo)\b|\bhow did you (?:choose|pick|select|find|get)\b|\bwhat did (?:they|these|you) match\b|\breason\b/
const SIMILAR =
  /\b(?:similar|someone like|somebody like|anyone like|others like|more like|people like|jaisa|jaisi|jaise)\b/
const PRONOUN = /\b(?:she|her|he|him|his|they|them|their|iska|iski|uska|uski|unka|unki|inka|inki|this one|that one)\b/

const FIELDS: [DetailField, RegExp][] = [
  ['height', /\b(?:height|how tall|lambai)\b/],
  ['portfolio', /\b(?:portfolio|photos|pictures|pics|showreel|reel|work samples|past work)\b/],
  ['availability', /\b(?:available|availability|free on|free this|free next|dates)\b/],
  ['languages', /\b(?:languages|language|speak|speaks)\b/],
  ['age', /\b(?:how old|age|umar)\b/],
  ['city', /\b(?:where is|where does|which city|based where|kahan)\b/],
  ['rate', /\b(?:rate|rates|charge|charges|fee|fees|cost|price)\b/],
  ['experience', /\b(?:experience|worked|credits)\b/],
  ['contact', /\b(?:contact|phone|number|email|reach)\b/],
]

/**
 * The question or action a turn is, or null. `named` reads the filters the turn names, only for a turn with
 * an act's words (reading them is the cost of it): a talent type among them keeps "save 20% with female
 * models" style turns requests, and "someone like priya for a web series" carries them. `notName` tells words
 * that are no name, `isName` lower-case ones that are (the catalog's); `normalized`: the turn as text.ts
 * normalizes it, when the caller has it already.
 */
export function readAct(
  raw: string,
  named: () => Filters,
  notName: (word: string) => boolean,
  { isName, normalized = normalize(raw) }: { isName?: (word: string) => boolean; normalized?: string } = {},
): Act | null {
  let read: Filters | undefined
  const filters = () => (read ??= named())
  const hasRequest = () => filters().talentType !== undefined
  const tokens = words(normalized)
  const subject = (after: RegExp): Subject => {
    const name = nameIn(raw, after, notName, isName)
    return name ? { name } : readPositions(tokens)
  }
  // "add the first one to Festive ad", "add her to Diwali": adding someone shown to a named list.
  const addsTo = ADD_TO.test(normalized) && (PRONOUN.test(normalized) || readPositions(tokens).positions !== undefined)
  if ((SHORTLIST.test(normalized) || addsTo) && !hasRequest()) {
    const listName = listNameIn(raw)
    return {
      kind: 'shortlist',
      subject: subject(/\b(?:shortlist|add|save|bookmark)\s+/i),
      ...(listName ? { listName } : {}),
    }
  }
  if (SIMILAR.test(normalized)) {
    const asked = Object.keys(filters()).length > 0 ? { filters: filters() } : {}
    return { kind: 'similar', subject: subject(/\b(?:similar to|like)\s+/i), ...asked }
  }
  if (EXPLAIN.test(normalized) && !hasRequest()) return { kind: 'explain' }
  const field = FIELDS.find(([, pattern]) => pattern.test(normalized))?.[0]
  if (!field || hasRequest()) return null
  const positions = readPositions(tokens)
  const name =
    nameIn(raw, /\b(?:is|does|of|about|show|what's|whats|what is|for)\s+/i, notName) ?? nameIn(raw, /^/, notName)
  if (!PRONOUN.test(normalized) && !positions.positions && !name) return null
  return { kind: 'detail', field, subject: name ? { name } : positions }
}
