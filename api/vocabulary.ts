import citiesFile from './vocab/cities.json' with { type: 'json' }
import { AGE_GROUPS, type AgeGroup } from './vocabulary-core'

export * from './vocabulary-core'

/**
 * Languages (ADR 025): the names the catalog's profiles hold, as they spell them. A search by languages
 * matches a talent who speaks any of them. The API, the filter form and the assistant read this one list
 * (the assistant narrows it to the languages the catalog holds at the time).
 */
export const LANGUAGES = [
  'English',
  'Hindi',
  'Marathi',
  'Gujarati',
  'Punjabi',
  'Urdu',
  'Bengali',
  'Tamil',
  'Telugu',
  'Kannada',
  'Malayalam',
  'Konkani',
  'Odia',
  'Assamese',
  'Rajasthani',
  'Bhojpuri',
  'Tulu',
  'Khasi',
  'Arabic',
  'Malay',
  'Mandarin',
  'Spanish',
  'French',
] as const
export type Language = (typeof LANGUAGES)[number]

/**
 * Other names of a language itself, which a URL or an API caller may use (any case). The people's names
 * ("Malayali", "Tamilian") are the assistant's to read, not a filter value.
 */
export const LANGUAGE_ALIASES: Readonly<Record<string, Language>> = {
  Oriya: 'Odia',
  Bangla: 'Bengali',
  Panjabi: 'Punjabi',
  Chinese: 'Mandarin',
}

const LANGUAGE_BY_KEY = new Map<string, Language>([
  ...LANGUAGES.map((language): [string, Language] => [language.toLowerCase(), language]),
  ...Object.entries(LANGUAGE_ALIASES).map(([alias, language]): [string, Language] => [alias.toLowerCase(), language]),
])

/** The canonical name of a language typed in any case (or one of its other names); undefined when unknown. */
export function canonicalLanguage(raw: string): Language | undefined {
  return LANGUAGE_BY_KEY.get(raw.trim().replace(/\s+/g, ' ').toLowerCase())
}

/** Languages without repeats, in the list's order: one search, one spelling (sessions and caches key on it). */
export function orderedLanguages(languages: Iterable<Language>): Language[] {
  const asked = new Set(languages)
  return LANGUAGES.filter((language) => asked.has(language))
}

export const CITIES: readonly string[] = citiesFile.cities
export const CITY_ALIASES: Readonly<Record<string, string>> = citiesFile.aliases

/** Inclusive age bounds in whole years of each age group. */
export const AGE_GROUP_BOUNDS: Record<AgeGroup, { min: number; max: number | null }> = {
  '0-12': { min: 0, max: 12 },
  '13-17': { min: 13, max: 17 },
  '18-25': { min: 18, max: 25 },
  '26-35': { min: 26, max: 35 },
  '36-45': { min: 36, max: 45 },
  '46-60': { min: 46, max: 60 },
  '60+': { min: 61, max: null },
}

/** A calendar date as the number yyyymmdd (UTC for a Date): whole years between two are their difference / 10⁴. */
export function dayNumber(day: string | Date): number {
  if (typeof day !== 'string') return day.getUTCFullYear() * 10_000 + (day.getUTCMonth() + 1) * 100 + day.getUTCDate()
  return Number(day.slice(0, 4)) * 10_000 + Number(day.slice(5, 7)) * 100 + Number(day.slice(8, 10))
}

/** The age group of an age in whole years (a birth after the day asked about is in none: '60+', as before). */
export function ageGroupOfAge(age: number): AgeGroup {
  const group = AGE_GROUPS.find((g) => {
    const { min, max } = AGE_GROUP_BOUNDS[g]
    return age >= min && (max === null || age <= max)
  })
  return group ?? '60+'
}

/** The age group of someone born on birthDate (yyyy-mm-dd, or its dayNumber), on the given day. */
export function ageGroupOf(birthDate: string | number, today: Date | number = new Date()): AgeGroup {
  const born = typeof birthDate === 'number' ? birthDate : dayNumber(birthDate)
  const on = typeof today === 'number' ? today : dayNumber(today)
  return ageGroupOfAge(Math.floor((on - born) / 10_000))
}
