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

/** "actr" → "actor", "flim" → "film": a short typo is a letter left out or two letters swapped, never a substitute. */
export function isShortTypo(word: string, candidate: string): boolean {
  if (candidate.length === word.length + 1) {
    for (let i = 0; i < candidate.length; i++) if (candidate.slice(0, i) + candidate.slice(i + 1) === word) return true
    return false
  }
  if (candidate.length !== word.length) return false
  for (let i = 0; i + 1 < word.length; i++) {
    if (word[i] !== candidate[i]) {
      return (
        word[i] === candidate[i + 1] && word[i + 1] === candidate[i] && word.slice(i + 2) === candidate.slice(i + 2)
      )
    }
  }
  return false
}

/**
 * The lexicon word a typo stands for: same first letter, 1 edit (2 from 9 letters on; 4-letter words only a
 * dropped or swapped letter), and only one such word.
 */
export function correctTypo(word: string): string | null {
  const known = TYPOS.get(word)
  if (known !== undefined) return known
  const corrected = findTypo(word)
  if (TYPOS.size >= TYPO_CACHE_SIZE) TYPOS.clear()
  TYPOS.set(word, corrected)
  return corrected
}

/** Words seen recently and what they correct to: the same few words come back in every conversation. */
const TYPOS = new Map<string, string | null>()
const TYPO_CACHE_SIZE = 10_000

function findTypo(word: string): string | null {
  if (word.length < 4 || !/^[a-z]+$/.test(word) || COMMON_WORDS.has(word) || LEXICON.has(word)) return null
  const limit = word.length >= 9 ? 2 : 1
  const found = new Set<Meaning>()
  let corrected: string | null = null
  for (const candidate of FUZZY_CANDIDATES) {
    if (candidate[0] !== word[0] || (candidate.length === 4 && word.length !== 4)) continue
    if (word.length === 4 ? !isShortTypo(word, candidate) : editDistance(word, candidate, limit) > limit) continue
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

/** Terse gender letters ("f dancer", "m 30s"), read only beside a talent type or an age. */
const GENDER_LETTERS: Record<string, Filters['gender']> = { f: 'Female', m: 'Male', nb: 'Non-binary' }

/** Reads the filters of normalized text (text.ts): ages first, then phrases from left to right. */
export function readFilters(normalized: string): FilterReading {
  const { ageGroup, rest } = readAge(normalized)
  const filters: Filters = ageGroup ? { ageGroup } : {}
  const anyFilters = new Set<FilterKey>()
  const leftover: string[] = []
  const tokens = words(rest)
  let weakProject = false
  const letters: string[] = []

  const apply = (meaning: Meaning) => {
    if (meaning.filters.projectType && filters.projectType && weakProject && !meaning.weak) {
      filters.projectType = meaning.filters.projectType
      weakProject = false
      return apply({ ...meaning, filters: { ...meaning.filters, projectType: undefined } })
    }
    if (meaning.filters.projectType && !filters.projectType) weakProject = meaning.weak === true
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
      const token = tokens[i] ?? ''
      if (GENDER_LETTERS[token]) letters.push(token)
      else leftover.push(token)
      i += 1
    }
  }
  const gender = letters.length === 1 ? GENDER_LETTERS[letters[0] ?? ''] : undefined
  if (gender && !filters.gender && (filters.talentType || filters.ageGroup)) filters.gender = gender
  else leftover.push(...letters)
  for (const key of anyFilters) delete filters[key]
  return { filters, anyFilters: [...anyFilters], leftover }
}
