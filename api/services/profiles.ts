import { eq, sql } from 'drizzle-orm'
import type { AuthUser } from '../auth/tokens'
import type { Database } from '../db/client'
import { recruiterProfiles, talentProfiles, users } from '../db/schema'
import { ApiError } from '../errors'
import { servedUrl } from '../media/urls'
import { refreshPortfolioScore } from './media'
import type { TalentAnnouncer } from './saved-search-alerts'
import {
  type castingColumns,
  castingDetailsOf,
  castingSelection,
  completenessOf,
  showreelView,
  type CastingDetails,
  type Completeness,
  type ShowreelView,
} from './casting'
import { ageGroupOf, type AgeGroup, type Gender, type ProjectType, type TalentType } from '../vocabulary'

export const NOT_A_TALENT = 'This account is not a talent.'
export const NOT_A_RECRUITER = 'This account is not a recruiter.'
const PROFILE_NOT_FOUND = 'Profile not found'

export interface OwnTalentProfile {
  USERID: string
  email: string
  name: string
  slug: string
  talentType: TalentType
  gender: Gender
  birthDate: string
  ageGroup: AgeGroup
  city: string
  projectTypes: string[]
  languages: string[]
  skills: string[]
  bio: string
  photo: string
  rating: number
  isPublic: boolean
  /** Opted in to the daily digest of fitting casting calls (ADR 027). */
  callDigest: boolean
  total_views: number
  total_share: number
  total_connected: number
  casting: CastingDetails
  showreels: ShowreelView[]
  completeness: Completeness
}

export interface OwnRecruiterProfile {
  USERID: string
  email: string
  name: string
  company: string
  brand: string
  city: string | null
  bio: string
  photo: string
  total_views: number
  total_share: number
  total_connected: number
}

/** What a talent may change about themselves; the route has already validated and normalised it. */
export interface TalentProfilePatch {
  name?: string
  talentType?: TalentType
  gender?: Gender
  birthDate?: string
  city?: string
  projectTypes?: ProjectType[]
  languages?: string[]
  skills?: string[]
  bio?: string
  isPublic?: boolean
  callDigest?: boolean
}

export type TalentProfileChanges = TalentProfilePatch & ReturnType<typeof castingColumns>

export interface RecruiterProfilePatch {
  name?: string
  company?: string
  brand?: string
  city?: string
  bio?: string
}

function requireTalent(caller: AuthUser): void {
  if (caller.userType !== 'talent') throw new ApiError(403, NOT_A_TALENT)
}

function requireRecruiter(caller: AuthUser): void {
  if (caller.userType !== 'recruiter') throw new ApiError(403, NOT_A_RECRUITER)
}

// Every read and write below is keyed by the caller's own users.id from the verified token: there is no
// parameter through which another user's row could be named.

export async function getOwnTalentProfile(db: Database, caller: AuthUser): Promise<OwnTalentProfile> {
  requireTalent(caller)
  const [row] = await db
    .select({
      USERID: users.userId,
      email: users.email,
      name: talentProfiles.displayName,
      slug: talentProfiles.slug,
      talentType: talentProfiles.talentType,
      gender: talentProfiles.gender,
      birthDate: talentProfiles.birthDate,
      city: talentProfiles.city,
      projectTypes: talentProfiles.projectTypes,
      languages: talentProfiles.languages,
      skills: talentProfiles.skills,
      bio: talentProfiles.bio,
      photo: talentProfiles.photo,
      rating: talentProfiles.rating,
      isPublic: talentProfiles.isPublic,
      callDigest: talentProfiles.callDigest,
      total_views: talentProfiles.totalViews,
      total_share: talentProfiles.totalShare,
      total_connected: talentProfiles.totalConnected,
      ...castingSelection,
      photos:
        sql<number>`(SELECT count(*) FROM talent_media m WHERE m.user_id = ${talentProfiles.userId} AND m.kind = 'photo')`.mapWith(
          Number,
        ),
      voiceDemos:
        sql<number>`(SELECT count(*) FROM talent_media m WHERE m.user_id = ${talentProfiles.userId} AND m.kind = 'voice')`.mapWith(
          Number,
        ),
    })
    .from(talentProfiles)
    .innerJoin(users, eq(users.id, talentProfiles.userId))
    .where(eq(talentProfiles.userId, caller.id))
    .limit(1)
  if (!row) throw new ApiError(404, PROFILE_NOT_FOUND)
  const { heightCm, measurements, shoeSizeEu, accents, credits, bookedUntil, dayRateMin, dayRateMax } = row
  const { socialHandles, showreels, photos, voiceDemos, ...profile } = row
  const castingRow = { heightCm, measurements, shoeSizeEu, accents, credits, bookedUntil, dayRateMin, dayRateMax }
  return {
    USERID: profile.USERID,
    email: profile.email,
    name: profile.name,
    slug: profile.slug,
    talentType: profile.talentType,
    gender: profile.gender,
    birthDate: profile.birthDate,
    ageGroup: ageGroupOf(profile.birthDate),
    city: profile.city,
    projectTypes: profile.projectTypes,
    languages: profile.languages,
    skills: profile.skills,
    bio: profile.bio,
    photo: servedUrl(profile.photo),
    rating: profile.rating,
    isPublic: profile.isPublic,
    callDigest: profile.callDigest,
    total_views: profile.total_views,
    total_share: profile.total_share,
    total_connected: profile.total_connected,
    casting: castingDetailsOf({ ...castingRow, socialHandles }, { showRate: true }),
    showreels: showreels.map(showreelView),
    completeness: completenessOf({ ...profile, heightCm, credits, showreels, photos, voiceDemos }),
  }
}

/** What decides whether saved searches hear of an edit: visibility and the filter columns (ADR 027). */
const announcedColumns = {
  id: talentProfiles.id,
  isPublic: talentProfiles.isPublic,
  talentType: talentProfiles.talentType,
  gender: talentProfiles.gender,
  city: talentProfiles.city,
  birthDate: talentProfiles.birthDate,
  projectTypes: sql<string>`array_to_string(${talentProfiles.projectTypes}, '|')`,
  languages: sql<string>`array_to_string(${talentProfiles.languages}, '|')`,
}

export async function updateOwnTalentProfile(
  db: Database,
  caller: AuthUser,
  { name, ...patch }: TalentProfileChanges,
  announce: TalentAnnouncer = () => Promise.resolve(),
): Promise<OwnTalentProfile> {
  requireTalent(caller)
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select(announcedColumns)
      .from(talentProfiles)
      .where(eq(talentProfiles.userId, caller.id))
      .for('update')
    if (!before) throw new ApiError(404, PROFILE_NOT_FOUND)
    const [after] = await tx
      .update(talentProfiles)
      .set({ ...patch, ...(name === undefined ? {} : { displayName: name }), updatedAt: sql`now()` })
      .where(eq(talentProfiles.id, before.id))
      .returning(announcedColumns)
    // Made public, or public with a changed filter: it may match saved searches it did not (ADR 027).
    const changed = (Object.keys(announcedColumns) as (keyof typeof announcedColumns)[]).some(
      (key) => after?.[key] !== before[key],
    )
    if (after?.isPublic && changed) await announce(tx, before.id)
  })
  await refreshPortfolioScore(db, caller.id)
  return getOwnTalentProfile(db, caller)
}

export async function getOwnRecruiterProfile(db: Database, caller: AuthUser): Promise<OwnRecruiterProfile> {
  requireRecruiter(caller)
  const [row] = await db
    .select({
      USERID: users.userId,
      email: users.email,
      name: recruiterProfiles.displayName,
      company: recruiterProfiles.company,
      brand: recruiterProfiles.brand,
      city: recruiterProfiles.city,
      bio: recruiterProfiles.bio,
      photo: recruiterProfiles.photo,
      total_views: recruiterProfiles.totalViews,
      total_share: recruiterProfiles.totalShare,
      total_connected: recruiterProfiles.totalConnected,
    })
    .from(recruiterProfiles)
    .innerJoin(users, eq(users.id, recruiterProfiles.userId))
    .where(eq(recruiterProfiles.userId, caller.id))
    .limit(1)
  if (!row) throw new ApiError(404, PROFILE_NOT_FOUND)
  return row
}

export async function updateOwnRecruiterProfile(
  db: Database,
  caller: AuthUser,
  { name, ...patch }: RecruiterProfilePatch,
): Promise<OwnRecruiterProfile> {
  requireRecruiter(caller)
  const updated = await db
    .update(recruiterProfiles)
    .set({ ...patch, ...(name === undefined ? {} : { displayName: name }), updatedAt: sql`now()` })
    .where(eq(recruiterProfiles.userId, caller.id))
    .returning({ id: recruiterProfiles.id })
  if (updated.length === 0) throw new ApiError(404, PROFILE_NOT_FOUND)
  return getOwnRecruiterProfile(db, caller)
}
