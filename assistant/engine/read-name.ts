import { COMMON_WORDS } from './common-words'
import { LEXICON, VOCABULARY_WORDS } from './lexicon'
import { correctTypo } from './read-filters'
import { normalize } from './text'

/** "Please", "can you", "I want to" before the request itself. */
const POLITE = String.raw`(?:(?:please|pls|kindly|hey|hi|hello|ok|okay|can you|could you|would you|will you|can i|could i|i want to|i would like to|id like to|i'd like to|i wanna|i need to|lets|let's|let me)\s+)*`
const WHO = String.raw`(?:a |an |any |some )?(?:talent|artist|artiste|actor|actress|model|dancer|creator|person|one|someone|somebody|anyone|anybody|body|profile|user)?`
const TRIGGER = String.raw`(?:show me|show|find me|find|search for|search|look up|lookup|look for|looking for|get me|pull up|open|bring up|who is|who's|whos|tell me about|(?:the )?profile (?:of|for)|(?:is there|do you have|have you got|got) ${WHO} ?(?:called|named|by the name(?: of)?)|${WHO} (?:called|named))`
const TRIGGER_PATTERN = new RegExp(String.raw`^${POLITE}${TRIGGER}\s+`)
/** "the profile of", "details of" between the trigger and the name. */
const LEAD_IN = /^(?:(?:the|a) )?(?:profile|profiles|details|portfolio|page) (?:of|for) /
const PLACE_WORDS = new Set(['in', 'from', 'at', 'based', 'near'])
const TRAILING = new Set(['profile', 'please', 'pls', 'details', 'portfolio', 'page'])

export interface NameReading {
  name: string
  /** Words after the name that name a place: "find Priya Sharma in Mumbai". */
  tail: string
}

/** A word that can be part of a person's name: letters with ' . - inside, not a vocabulary or chat word. */
function isNameWord(word: string): boolean {
  if (!/^\p{L}[\p{L}'.-]*$/u.test(word)) return false
  const key = normalize(word)
  return key !== '' && !key.split(' ').some((part) => VOCABULARY_WORDS.has(part) || COMMON_WORDS.has(part))
}

/** The place after a name ("in Mumbai"), when the words there are a known city. */
function splitTail(nameWords: string[]): { nameWords: string[]; tail: string } {
  const index = nameWords.findIndex((word, i) => i > 0 && PLACE_WORDS.has(word.toLowerCase()))
  if (index < 0) return { nameWords, tail: '' }
  const tail = nameWords.slice(index).join(' ')
  const place = normalize(nameWords.slice(index + 1).join(' ')).replace(/^in /, '')
  return LEXICON.get(place)?.filters.location ? { nameWords: nameWords.slice(0, index), tail } : { nameWords, tail: '' }
}

/** The text's words with the punctuation around them removed. */
function cleanWords(text: string): string[] {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter(Boolean)
}

function stripAround(nameWords: string[]): string[] {
  const result = [...nameWords]
  while (result.length > 0 && TRAILING.has((result.at(-1) ?? '').toLowerCase())) result.pop()
  const last = result.at(-1)
  if (last !== undefined) result[result.length - 1] = last.replace(/'s$/i, '')
  return result
}

/**
 * A person's name: 1-3 words after "show me / find / search for / look up / profile of / is there a talent
 * called" (one word only when capitalised), or a whole text of 2-3 words. No word may be a vocabulary or
 * everyday chat word, so "show me content creators" and "hi there" are not names.
 */
export function readName(text: string): NameReading | null {
  const all = cleanWords(text)
  const lower = all.map((word) => word.toLowerCase()).join(' ')
  const trigger = TRIGGER_PATTERN.exec(`${lower} `)
  if (trigger) {
    const consumed = trigger[0].trim().split(' ').length
    let rest = all.slice(consumed)
    const leadIn = LEAD_IN.exec(`${rest.join(' ').toLowerCase()} `)
    if (leadIn) rest = rest.slice(leadIn[0].trim().split(' ').length)
    const { nameWords, tail } = splitTail(stripAround(rest))
    const single = nameWords.length === 1 && /^\p{Lu}/u.test(nameWords[0] ?? '')
    const plausible = nameWords.some((word) => correctTypo(normalize(word)) === null)
    if ((single || nameWords.length >= 2) && nameWords.length <= 3 && nameWords.every(isNameWord) && plausible) {
      return { name: nameWords.join(' '), tail }
    }
    return null
  }
  const { nameWords, tail } = splitTail(stripAround(all))
  const looksLikeName =
    nameWords.length >= 2 &&
    nameWords.length <= 3 &&
    nameWords.every((word) => isNameWord(word) && correctTypo(normalize(word)) === null)
  return looksLikeName ? { name: nameWords.join(' '), tail } : null
}
