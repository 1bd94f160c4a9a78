import citiesFile from './vocab/cities.json' with { type: 'json' }

/** Canonical values shared by data, filters, the assistant and URLs (architecture §3). */
export const TALENT_TYPES = ['Actor', 'Model', 'Voiceover Artist', 'Dancer', 'Content Creator'] as const
export const GENDERS = ['Male', 'Female', 'Non-binary'] as const
export const AGE_GROUPS = ['0-12', '13-17', '18-25', '26-35', '36-45', '46-60', '60+'] as const
/** 'All Projects' means no project filter. */
export const ALL_PROJECTS = 'All Projects'
export const PROJECT_TYPES = [
  'Film',
  'Web Series',
  'TV Commercial',
  'Music Video',
  'Print & Fashion',
  'Theatre',
  'Dubbing & Voice',
  'Brand Collaboration',
  'Events & Live',
] as const

/** Languages as profiles, filters and casting calls spell them; the engine's default list (ADR 025). */
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

export const CITIES: readonly string[] = citiesFile.cities
export const CITY_ALIASES: Readonly<Record<string, string>> = citiesFile.aliases

/** Orders a talent list can be sorted in; relevance (the default) is the listing order, closest names first. */
export const TALENT_SORTS = ['relevance', 'newest', 'rating'] as const
export type TalentSort = (typeof TALENT_SORTS)[number]

/** A name search is 2 to 100 characters (one letter would match a large part of the catalog). */
export const SEARCH_NAME_MIN_LENGTH = 2
export const SEARCH_NAME_MAX_LENGTH = 100

export type TalentType = (typeof TALENT_TYPES)[number]
export type Gender = (typeof GENDERS)[number]
export type AgeGroup = (typeof AGE_GROUPS)[number]
export type ProjectType = (typeof PROJECT_TYPES)[number]

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

/** The age group of someone born on birthDate, on the given day. */
export function ageGroupOf(birthDate: string, today = new Date()): AgeGroup {
  const born = new Date(`${birthDate}T00:00:00Z`)
  let age = today.getUTCFullYear() - born.getUTCFullYear()
  const hadBirthday =
    today.getUTCMonth() > born.getUTCMonth() ||
    (today.getUTCMonth() === born.getUTCMonth() && today.getUTCDate() >= born.getUTCDate())
  if (!hadBirthday) age -= 1
  const group = AGE_GROUPS.find((g) => {
    const { min, max } = AGE_GROUP_BOUNDS[g]
    return age >= min && (max === null || age <= max)
  })
  return group ?? '60+'
}

/** A shortlist's name and a private note on it (ADR 023): the API checks them, the pages' forms say them first. */
export const SHORTLIST_NAME_MAX_LENGTH = 80
export const SHORTLIST_NOTE_MAX_LENGTH = 1000
