import {
  AGE_GROUPS,
  GENDERS,
  PROJECT_TYPES,
  TALENT_TYPES,
  type AgeGroup,
  type Gender,
  type ProjectType,
  type TalentType,
} from '../../api/vocabulary'

/** The search filters the assistant understands, with the canonical values of architecture §3. */
export interface Filters {
  talentType?: TalentType
  gender?: Gender
  location?: string
  ageGroup?: AgeGroup
  projectType?: ProjectType
  /** Canonical language names, any-of (ADR 025); not one of the guided flow's questions. */
  languages?: string[]
}

export type FilterKey = Exclude<keyof Filters, 'languages'>

/** The order of the guided flow's questions (architecture §5). */
export const FILTER_KEYS = [
  'talentType',
  'gender',
  'location',
  'ageGroup',
  'projectType',
] as const satisfies readonly FilterKey[]

export function isTalentType(value: string): value is TalentType {
  return (TALENT_TYPES as readonly string[]).includes(value)
}
export function isGender(value: string): value is Gender {
  return (GENDERS as readonly string[]).includes(value)
}
export function isAgeGroup(value: string): value is AgeGroup {
  return (AGE_GROUPS as readonly string[]).includes(value)
}
export function isProjectType(value: string): value is ProjectType {
  return (PROJECT_TYPES as readonly string[]).includes(value)
}

/** The filters that are set, in the flow's order, without undefined keys. */
export function compactFilters(filters: Filters): Filters {
  const out: Filters = {}
  if (filters.talentType) out.talentType = filters.talentType
  if (filters.gender) out.gender = filters.gender
  if (filters.location) out.location = filters.location
  if (filters.ageGroup) out.ageGroup = filters.ageGroup
  if (filters.projectType) out.projectType = filters.projectType
  if (filters.languages && filters.languages.length > 0) out.languages = [...filters.languages]
  return out
}

export function filterCount(filters: Filters): number {
  return FILTER_KEYS.filter((key) => filters[key] !== undefined).length
}

export function withoutFilters(filters: Filters, keys: readonly FilterKey[]): Filters {
  const out = { ...filters }
  for (const key of keys) delete out[key]
  return out
}

/**
 * "Tamil or Telugu speaking Female Actors in Chennai aged 18-25 for Film": a short human description; `count` 1
 * says it of one ("Female Dancer in Mumbai").
 */
export function describeFilters(filters: Filters, count = 2): string {
  const noun =
    count === 1 ? (filters.talentType ?? 'talent') : filters.talentType ? plural(filters.talentType) : 'talents'
  const speaking = filters.languages?.length ? `${filters.languages.join(' or ')} speaking` : undefined
  const who = [speaking, filters.gender, noun].filter(Boolean).join(' ')
  const parts = [who]
  if (filters.location) parts.push(`in ${filters.location}`)
  if (filters.ageGroup) parts.push(`aged ${filters.ageGroup}`)
  if (filters.projectType) parts.push(`for ${filters.projectType}`)
  return parts.join(' ')
}

/** True when any filter or a language is set. */
export function hasAnyFilter(filters: Filters): boolean {
  return filterCount(filters) > 0 || Boolean(filters.languages?.length)
}

function plural(talentType: TalentType): string {
  return `${talentType}s`
}
