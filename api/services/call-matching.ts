/**
 * Whether a talent fits a casting call (ADR 026), both ways: type, gender, age group, city or remote, and
 * languages (any of them); a criterion the call leaves open fits anyone. `fitsCall` answers it for one pair
 * in memory (the views); `callFitsTalent` and `talentFitsCall` are the same rule as SQL for the two lists
 * that order or select by it (api/services/casting-calls.ts). Integration tests hold the three to agreement.
 */
import { and, arrayOverlaps, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm'
import { castingCalls, talentProfiles, type CastingCallRow } from '../db/schema'
import { AGE_GROUPS, ageGroupOf, type AgeGroup, type Gender, type TalentType } from '../vocabulary'
import { birthDateRange } from './search'

/** What a call asks for. */
export interface CallCriteria {
  talentType: TalentType
  gender: Gender | null
  ageGroup: AgeGroup | null
  city: string | null
  remote: boolean
  languages: string[]
}

/** What a talent's profile offers. */
export interface TalentFacts {
  talentType: TalentType
  gender: Gender
  city: string
  birthDate: string
  languages: string[]
}

/** An age group read from a text column: one of AGE_GROUPS, else null (any age). */
export function ageGroupFrom(value: string | null): AgeGroup | null {
  return AGE_GROUPS.find((group) => group === value) ?? null
}

/** The criteria of a stored call. */
export function criteriaOf(call: CastingCallRow): CallCriteria {
  const { talentType, gender, city, remote, languages } = call
  return { talentType, gender, ageGroup: ageGroupFrom(call.ageGroup), city, remote, languages }
}

export function fitsCall(call: CallCriteria, talent: TalentFacts, today = new Date()): boolean {
  return (
    call.talentType === talent.talentType &&
    (call.gender === null || call.gender === talent.gender) &&
    (call.ageGroup === null || call.ageGroup === ageGroupOf(talent.birthDate, today)) &&
    (call.remote || call.city === talent.city) &&
    (call.languages.length === 0 || call.languages.some((language) => talent.languages.includes(language)))
  )
}

/** SQL over casting_calls: the call fits this talent. */
export function callFitsTalent(talent: TalentFacts, today = new Date()): SQL {
  const ageGroup: AgeGroup = ageGroupOf(talent.birthDate, today)
  const condition = and(
    eq(castingCalls.talentType, talent.talentType),
    or(isNull(castingCalls.gender), eq(castingCalls.gender, talent.gender)),
    or(isNull(castingCalls.ageGroup), eq(castingCalls.ageGroup, ageGroup)),
    or(eq(castingCalls.remote, true), eq(castingCalls.city, talent.city)),
    talent.languages.length === 0
      ? sql`cardinality(${castingCalls.languages}) = 0`
      : or(sql`cardinality(${castingCalls.languages}) = 0`, arrayOverlaps(castingCalls.languages, talent.languages)),
  )
  return condition ?? sql`true`
}

/**
 * SQL over talent_profiles: the profile fits this call. The leading equalities and the birth-date range are
 * the columns of talent_profiles_filter_idx, so a call's talents are found in that index.
 */
export function talentFitsCall(call: CallCriteria, today = new Date()): SQL {
  const tp = talentProfiles
  const ages: SQL[] = []
  if (call.ageGroup) {
    const { bornAfter, bornOnOrBefore } = birthDateRange(call.ageGroup, today)
    ages.push(lte(tp.birthDate, bornOnOrBefore))
    if (bornAfter) ages.push(gt(tp.birthDate, bornAfter))
  }
  const condition = and(
    eq(tp.talentType, call.talentType),
    call.gender ? eq(tp.gender, call.gender) : undefined,
    call.remote || call.city === null ? undefined : eq(tp.city, call.city),
    ...ages,
    call.languages.length ? arrayOverlaps(tp.languages, call.languages) : undefined,
  )
  return condition ?? sql`true`
}
