import { and, eq, notInArray, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { talentProfiles, users } from '../db/schema'
import { ageGroupOf, type AgeGroup, type Gender, type TalentType } from '../vocabulary'

/** What a list shows of a talent: the card. */
export interface TalentCard {
  USERID: string
  name: string
  slug: string
  talentType: TalentType
  gender: Gender
  city: string
  ageGroup: AgeGroup
  photo: string
  rating: number
  projectTypes: string[]
}

export const TALENT_LIST_PAGE_SIZE = 10

const cardColumns = {
  USERID: users.userId,
  name: talentProfiles.displayName,
  slug: talentProfiles.slug,
  talentType: talentProfiles.talentType,
  gender: talentProfiles.gender,
  city: talentProfiles.city,
  birthDate: talentProfiles.birthDate,
  photo: talentProfiles.photo,
  rating: talentProfiles.rating,
  projectTypes: talentProfiles.projectTypes,
}

type CardRow = { [K in keyof typeof cardColumns]: (typeof cardColumns)[K]['_']['data'] }

export function toTalentCard({ birthDate, ...row }: CardRow): TalentCard {
  return { ...row, ageGroup: ageGroupOf(birthDate) }
}

/** Public talents, best rated first, leaving out the ids the visitor has already seen. */
export async function listPublicTalents(
  db: Database,
  { excludeIds = [], page = 1 }: { excludeIds?: string[]; page?: number },
): Promise<TalentCard[]> {
  const rows = await db
    .select(cardColumns)
    .from(talentProfiles)
    .innerJoin(users, eq(users.id, talentProfiles.userId))
    .where(and(eq(talentProfiles.isPublic, true), excludeIds.length ? notInArray(users.userId, excludeIds) : undefined))
    .orderBy(sql`${talentProfiles.rating} DESC NULLS LAST, ${talentProfiles.id} DESC NULLS LAST`)
    .limit(TALENT_LIST_PAGE_SIZE)
    .offset((page - 1) * TALENT_LIST_PAGE_SIZE)
  return rows.map(toTalentCard)
}
