/**
 * The vocabulary's short lists and limits, in a module of their own: the pages that only need these (every talent
 * card's list, on the home page) do not load the cities and languages of api/vocabulary.ts, which re-exports
 * all of this (ADR 022: the first load's budget).
 */
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

/** A shortlist's name and a private note on it (ADR 023): the API checks them, the pages' forms say them first. */
export const SHORTLIST_NAME_MAX_LENGTH = 80
export const SHORTLIST_NOTE_MAX_LENGTH = 1000

/** A saved search's name (ADR 027): the API checks it; the chat names the searches it saves within it. */
export const SAVED_SEARCH_NAME_MAX_LENGTH = 80
