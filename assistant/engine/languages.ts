/**
 * Languages as a search filter (ADR 025): canonical names as the catalog's profiles spell them, matched
 * any-of. The catalog's own list can be passed in (EngineDeps.languages); the default is api/vocabulary.ts's LANGUAGES.
 */
import { LANGUAGES } from '../../api/vocabulary'
import { normalize } from './text'

export const DEFAULT_LANGUAGES: readonly string[] = LANGUAGES

/** Other names of a language: the people's name ("Malayali"), older spellings, everyday names. */
const OTHER_NAMES: Record<string, string[]> = {
  Malayalam: ['malayali', 'malayalee', 'mallu'],
  Bengali: ['bangla', 'bengalee'],
  Tamil: ['tamilian', 'thamizh', 'tamizh'],
  Kannada: ['kannadiga', 'kanadda'],
  Telugu: ['telegu', 'telgu'],
  Odia: ['oriya', 'odiya'],
  Gujarati: ['gujju', 'gujrati'],
  Marathi: ['marathi manoos'],
  Rajasthani: ['marwari'],
  Mandarin: ['chinese'],
  Punjabi: ['panjabi'],
  Hindi: ['hindustani'],
}

/** Words of a turn that drop the language requirement: "any language", "language doesn't matter". */
export const ANY_LANGUAGE = /\b(?:any|all|koi bhi) languages?\b|\blanguages? (?:doesnt|does not|dont|do not) matter\b/

export type LanguageIndex = ReadonlyMap<string, string>

/** Every typed form (normalized) → the canonical name, for the languages given. */
export function languageIndex(languages: readonly string[] = DEFAULT_LANGUAGES): LanguageIndex {
  const index = new Map<string, string>()
  for (const language of languages) {
    index.set(normalize(language), language)
    for (const other of OTHER_NAMES[language] ?? []) index.set(other, language)
  }
  return index
}

export const DEFAULT_LANGUAGE_INDEX = languageIndex()

/** The languages a turn names, in order, and its tokens without them. */
export function readLanguages(tokens: string[], index: LanguageIndex): { languages: string[]; rest: string[] } {
  const languages: string[] = []
  const rest: string[] = []
  for (let i = 0; i < tokens.length; i++) {
    const two = index.get(`${tokens[i]} ${tokens[i + 1] ?? ''}`)
    const one = index.get(tokens[i] ?? '')
    const found = two ?? one
    if (found && !languages.includes(found)) languages.push(found)
    if (two) i += 1
    else if (!one) rest.push(tokens[i] ?? '')
  }
  return { languages, rest }
}
