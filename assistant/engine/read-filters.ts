import { readAge } from './age'
import { COMMON_WORDS } from './common-words'
import { FILTER_KEYS, type FilterKey, type Filters } from './filters'
import { FUZZY_CANDIDATES, LEXICON, LONGEST_PHRASE, type Meaning } from './lexicon'
import { editDistance, words } from './text'

export interface FilterReading {
  filters: Filters
  /** Filters the text explicitly leaves open ("any city", "all projects", "male or female"). */
  anyFilters: FilterKey[]
  /** Words no rule read, in order. */
  leftover: string[]
}

/** The lexicon word a typo stands for: same first letter, 1 edit (2 from 9 letters on), and only one such word. */
export function correctTypo(word: string): string | null {
  if (word.length < 5 || !/^[a-z]+$/.test(word) || COMMON_WORDS.has(word) || LEXICON.has(word)) return null
  const limit = word.length >= 9 ? 2 : 1
  const found = new Set<Meaning>()
  let corrected: string | null = null
  for (const candidate of FUZZY_CANDIDATES) {
    if (candidate[0] !== word[0] || editDistance(word, candidate, limit) > limit) continue
    const meaning = LEXICON.get(candidate)
    if (meaning) found.add(meaning)
    corrected = candidate
  }
  // Several candidates are fine when they mean the same (actor/actors); otherwise it is a guess.
  return found.size === 1 ? corrected : null
}

/** The longest lexicon phrase starting at `start`, or a typo of a single word. */
function phraseAt(tokens: string[], start: number): { meaning: Meaning; length: number } | null {
  for (let length = Math.min(LONGEST_PHRASE, tokens.length - start); length >= 1; length--) {
    const meaning = LEXICON.get(tokens.slice(start, start + length).join(' '))
    if (meaning) return { meaning, length }
  }
  const token = tokens[start]
  const corrected = token === undefined ? null : correctTypo(token)
  const meaning = corrected === null ? undefined : LEXICON.get(corrected)
  return meaning ? { meaning, length: 1 } : null
}

function copyFilter<K extends FilterKey>(to: Filters, from: Filters, key: K): void {
  to[key] = from[key]
}

/** Reads the filters of normalized text (text.ts): ages first, then phrases from left to right. */
export function readFilters(normalized: string): FilterReading {
  const { ageGroup, rest } = readAge(normalized)
  const filters: Filters = ageGroup ? { ageGroup } : {}
  const anyFilters = new Set<FilterKey>()
  const leftover: string[] = []
  const tokens = words(rest)

  const apply = (meaning: Meaning) => {
    for (const key of meaning.any ?? []) anyFilters.add(key)
    for (const key of FILTER_KEYS) {
      const value = meaning.filters[key]
      if (value === undefined || anyFilters.has(key)) continue
      const current = filters[key]
      if (current === undefined) copyFilter(filters, meaning.filters, key)
      // "male or female dancers": both genders is no gender filter. Elsewhere the first mention wins.
      else if (key === 'gender' && current !== value) anyFilters.add('gender')
    }
  }

  for (let i = 0; i < tokens.length;) {
    const found = phraseAt(tokens, i)
    if (found) {
      apply(found.meaning)
      i += found.length
    } else {
      leftover.push(tokens[i] ?? '')
      i += 1
    }
  }
  for (const key of anyFilters) delete filters[key]
  return { filters, anyFilters: [...anyFilters], leftover }
}
