/**
 * Casting calls (issue 23, ADR 026): a recruiter's call is a `feeds` post in the talent feed's "Open Casting
 * Calls" under the recruiter's brand, with its criteria in `casting_calls` under the same id. Closed is read
 * at query time (`closedCondition`), never written by a timer. Every owner-only call answers 404 to anyone else.
 */
import { and, asc, desc, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm'
import { closesAtOf, type RateUnit } from '../call-fields'
import type { Database } from '../db/client'
import {
  brands,
  callApplications,
  castingCalls,
  categories,
  feeds,
  recruiterProfiles,
  talentProfiles,
  users,
} from '../db/schema'
import { ApiError } from '../errors'
import { logoUrl } from '../media/avatar'
import { slugify } from '../slug'
import { PROJECT_TYPES, type AgeGroup, type Gender, type ProjectType, type TalentType } from '../vocabulary'
import type { DeadlineScheduler } from './call-jobs'
import { ageGroupFrom, callFitsTalent, fitsCall, talentFitsCall, type TalentFacts } from './call-matching'
import type { Executor } from './shortlists'

export const CALL_NOT_FOUND = 'Casting call not found'
export const RECRUITERS_ONLY_CALLS =
  'Only recruiter accounts post casting calls. Talents find open calls on the talent home and apply there.'
export const CALL_ALREADY_CLOSED = 'This casting call is already closed.'
export const CALL_PAGE_SIZE = 10
export const MAX_CALL_PAGE_SIZE = 50
/** Calls a recruiter's own list shows (newest first). */
const OWN_CALLS_LIMIT = 200

/** The talent feed's category every call is posted in (created on first use). */
export const CASTING_CATEGORY = { name: 'Open Casting Calls', slug: 'open-casting-calls', userType: 1 } as const

export const APPLICATION_STATUSES = ['submitted', 'shortlisted', 'declined', 'withdrawn'] as const
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]

/** A call as it is written (the API's validated body). */
export interface CallInput {
  role: string
  description: string
  talentType: TalentType
  gender: Gender | null
  ageGroup: AgeGroup | null
  city: string | null
  remote: boolean
  projectType: ProjectType
  languages: string[]
  shootStartDate: string
  shootEndDate: string
  paid: boolean
  rate: { min: number; max: number; unit: RateUnit } | null
  deadline: string
  selfTapeRequired: boolean
}

export type ApplicationCounts = Record<ApplicationStatus | 'total', number>

export interface CastingCallView extends CallInput {
  id: number
  closesAt: string
  closed: boolean
  closedAt: string | null
  createdAt: string
  updatedAt: string
  url: string
  brand: { id: number; slug: string; name: string; logo: string }
  isOwner: boolean
  matchesYou: boolean | null
  myApplication: { id: number; status: ApplicationStatus } | null
  applicants: ApplicationCounts | null
}

/** Who is asking: null for a guest. */
export interface CallViewer {
  id: number
  userType: 'talent' | 'recruiter'
}

/** The web page of a call. */
export const callPath = (id: number) => `/calls/${id}`

/** A call takes no applications: its owner closed it or its deadline day has ended everywhere. */
export const closedCondition = sql<boolean>`(${castingCalls.closedAt} IS NOT NULL OR ${castingCalls.closesAt} <= now())`
/** The open calls, by the partial index casting_calls_open_idx. */
export const openCondition = and(isNull(castingCalls.closedAt), gt(castingCalls.closesAt, sql`now()`))

const callColumns = {
  call: castingCalls,
  role: feeds.title,
  description: feeds.body,
  brandId: brands.id,
  brandSlug: brands.slug,
  brandName: brands.name,
  brandLogo: brands.logo,
  closed: closedCondition,
}

export function selectCalls(db: Executor) {
  return db
    .select(callColumns)
    .from(castingCalls)
    .innerJoin(feeds, eq(feeds.id, castingCalls.feedId))
    .innerJoin(brands, eq(brands.id, feeds.brandId))
}

export type CallRow = Awaited<ReturnType<ReturnType<typeof selectCalls>['execute']>>[number]

const rateUnitOf = (value: string | null): RateUnit => (value === 'project' ? 'project' : 'day')

/** The criteria and the writing of a stored call. */
export function callInputOf(row: CallRow): CallInput {
  const { call } = row
  return {
    role: row.role,
    description: row.description,
    talentType: call.talentType,
    gender: call.gender,
    ageGroup: ageGroupFrom(call.ageGroup),
    city: call.city,
    remote: call.remote,
    projectType: PROJECT_TYPES.find((type) => type === call.projectType) ?? PROJECT_TYPES[0],
    languages: call.languages,
    shootStartDate: call.shootStartDate,
    shootEndDate: call.shootEndDate,
    paid: call.paid,
    rate:
      call.paid && call.rateMinInr !== null && call.rateMaxInr !== null
        ? { min: call.rateMinInr, max: call.rateMaxInr, unit: rateUnitOf(call.rateUnit) }
        : null,
    deadline: call.deadline,
    selfTapeRequired: call.selfTapeRequired,
  }
}

interface ViewerExtras {
  facts: TalentFacts | null
  applications: Map<number, { id: number; status: ApplicationStatus }>
  counts: Map<number, ApplicationCounts>
}

function toCallView(row: CallRow, viewer: CallViewer | null, extras: ViewerExtras): CastingCallView {
  const { call } = row
  const input = callInputOf(row)
  const isOwner = viewer?.id === call.ownerUserId
  return {
    id: call.feedId,
    ...input,
    closesAt: call.closesAt.toISOString(),
    closed: row.closed,
    closedAt: call.closedAt ? call.closedAt.toISOString() : null,
    createdAt: call.createdAt.toISOString(),
    updatedAt: call.updatedAt.toISOString(),
    url: callPath(call.feedId),
    brand: { id: row.brandId, slug: row.brandSlug, name: row.brandName, logo: row.brandLogo },
    isOwner,
    matchesYou: extras.facts ? fitsCall(input, extras.facts) : null,
    myApplication: extras.applications.get(call.feedId) ?? null,
    applicants: isOwner ? (extras.counts.get(call.feedId) ?? emptyCounts()) : null,
  }
}

const emptyCounts = (): ApplicationCounts => ({ total: 0, submitted: 0, shortlisted: 0, declined: 0, withdrawn: 0 })

/** What matching reads of a talent's profile, with its id. */
const talentFactsColumns = {
  profileId: talentProfiles.id,
  name: talentProfiles.displayName,
  isPublic: talentProfiles.isPublic,
  talentType: talentProfiles.talentType,
  gender: talentProfiles.gender,
  city: talentProfiles.city,
  birthDate: talentProfiles.birthDate,
  languages: talentProfiles.languages,
}

export type TalentFactsRow = TalentFacts & { profileId: number; isPublic: boolean; name: string }

async function talentFactsWhere(db: Executor, condition: SQL): Promise<TalentFactsRow | null> {
  const [row] = await db.select(talentFactsColumns).from(talentProfiles).where(condition).limit(1)
  return row ?? null
}

/** A talent's profile as matching reads it, by users.id; null for anyone else or a talent without a profile. */
export function talentFactsOf(db: Executor, userId: number): Promise<TalentFactsRow | null> {
  return talentFactsWhere(db, eq(talentProfiles.userId, userId))
}

/** The same by talent_profiles.id (the jobs name talents by their profile). */
export function talentFactsOfProfile(db: Executor, profileId: number): Promise<TalentFactsRow | null> {
  return talentFactsWhere(db, eq(talentProfiles.id, profileId))
}

/** What the viewer sees beside the calls: their fit and applications (a talent), the applicant counts (the owner). */
async function extrasFor(db: Executor, viewer: CallViewer | null, rows: CallRow[]): Promise<ViewerExtras> {
  const extras: ViewerExtras = { facts: null, applications: new Map(), counts: new Map() }
  if (!viewer || rows.length === 0) return extras
  const ids = rows.map((row) => row.call.feedId)
  if (viewer.userType === 'talent') {
    const facts = await talentFactsOf(db, viewer.id)
    if (!facts) return extras
    extras.facts = facts
    const applied = await db
      .select({ id: callApplications.id, callId: callApplications.callId, status: callApplications.status })
      .from(callApplications)
      .where(and(eq(callApplications.talentProfileId, facts.profileId), inArray(callApplications.callId, ids)))
    for (const { callId, ...application } of applied) extras.applications.set(callId, application)
    return extras
  }
  const owned = rows.filter((row) => row.call.ownerUserId === viewer.id).map((row) => row.call.feedId)
  if (owned.length === 0) return extras
  const counted = await db
    .select({ callId: callApplications.callId, status: callApplications.status, n: sql<number>`count(*)::int` })
    .from(callApplications)
    .where(inArray(callApplications.callId, owned))
    .groupBy(callApplications.callId, callApplications.status)
  for (const { callId, status, n } of counted) {
    const counts = extras.counts.get(callId) ?? emptyCounts()
    counts[status] += n
    counts.total += n
    extras.counts.set(callId, counts)
  }
  return extras
}

async function toViews(db: Executor, viewer: CallViewer | null, rows: CallRow[]): Promise<CastingCallView[]> {
  const extras = await extrasFor(db, viewer, rows)
  return rows.map((row) => toCallView(row, viewer, extras))
}

// ---------------------------------------------------------------------------------------------------
// Writing

/** The talent feed's casting category, made the first time a call needs it. */
async function castingCategoryId(tx: Executor): Promise<number> {
  await tx
    .insert(categories)
    .values({ ...CASTING_CATEGORY, isBanner: false, position: 0 })
    .onConflictDoNothing()
  const [row] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.userType, CASTING_CATEGORY.userType), eq(categories.slug, CASTING_CATEGORY.slug)))
  if (!row) throw new Error('The casting category could not be made')
  return row.id
}

/**
 * The recruiter's brand, made on their first call from their profile (brand, company, or name) with a free
 * slug. The caller has locked the recruiter's user row, so two first calls at once make one brand.
 */
async function brandOf(tx: Executor, ownerId: number, categoryId: number): Promise<number> {
  const [own] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.ownerUserId, ownerId))
  if (own) return own.id
  const [profile] = await tx
    .select({ name: recruiterProfiles.displayName, company: recruiterProfiles.company, brand: recruiterProfiles.brand })
    .from(recruiterProfiles)
    .where(eq(recruiterProfiles.userId, ownerId))
  const name = profile?.brand.trim() || profile?.company.trim() || profile?.name.trim() || 'Castline recruiter'
  const base = slugify(name).slice(0, 100) || 'recruiter'
  const taken = await tx
    .select({ slug: brands.slug })
    .from(brands)
    .where(sql`${brands.slug} = ${base} OR ${brands.slug} LIKE ${`${base}-%`}`)
  const used = new Set(taken.map((row) => row.slug))
  let slug = base
  for (let n = 2; used.has(slug); n++) slug = `${base}-${n}`
  const [made] = await tx
    .insert(brands)
    .values({
      slug,
      name,
      logo: logoUrl(slug),
      description: `${name} posts casting calls on Castline.`,
      categoryId,
      connectUrl: '',
      ownerUserId: ownerId,
    })
    .returning({ id: brands.id })
  if (!made) throw new Error('The brand could not be made')
  return made.id
}

function callValues(input: CallInput) {
  return {
    talentType: input.talentType,
    gender: input.gender,
    ageGroup: input.ageGroup,
    city: input.remote ? null : input.city,
    remote: input.remote,
    projectType: input.projectType,
    languages: input.languages,
    shootStartDate: input.shootStartDate,
    shootEndDate: input.shootEndDate,
    paid: input.paid,
    rateMinInr: input.paid ? (input.rate?.min ?? null) : null,
    rateMaxInr: input.paid ? (input.rate?.max ?? null) : null,
    rateUnit: input.paid ? (input.rate?.unit ?? 'day') : null,
    deadline: input.deadline,
    closesAt: closesAtOf(input.deadline),
    selfTapeRequired: input.selfTapeRequired,
  }
}

/** Posts a call; its deadline job (ADR 027) is sent in the same transaction, so it exists if the call does. */
export async function createCall(
  db: Database,
  ownerId: number,
  input: CallInput,
  scheduleDeadline: DeadlineScheduler = () => Promise.resolve(),
): Promise<CastingCallView> {
  return db.transaction(async (tx) => {
    const id = await insertCall(tx, ownerId, input)
    await scheduleDeadline(tx, id, input.deadline)
    return ownCall(tx, ownerId, id)
  })
}

/**
 * Writes a call in the caller's transaction (the API and the demo seed): locks the recruiter's user row, so
 * two first calls at once make one brand; answers the call's id.
 */
export async function insertCall(tx: Executor, ownerId: number, input: CallInput): Promise<number> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('update')
  const categoryId = await castingCategoryId(tx)
  const brandId = await brandOf(tx, ownerId, categoryId)
  const [feed] = await tx
    .insert(feeds)
    .values({ categoryId, brandId, title: input.role, body: input.description, userType: CASTING_CATEGORY.userType })
    .returning({ id: feeds.id })
  if (!feed) throw new Error('INSERT … RETURNING gave no feed row')
  await tx.insert(castingCalls).values({ feedId: feed.id, ownerUserId: ownerId, ...callValues(input) })
  return feed.id
}

/** The owner's call as a view, or 404 for anyone else (the same answer as an unknown id). */
async function ownCall(db: Executor, ownerId: number, id: number): Promise<CastingCallView> {
  const [row] = await selectCalls(db).where(and(eq(castingCalls.feedId, id), eq(castingCalls.ownerUserId, ownerId)))
  if (!row) throw new ApiError(404, CALL_NOT_FOUND)
  const [view] = await toViews(db, { id: ownerId, userType: 'recruiter' }, [row])
  if (!view) throw new ApiError(404, CALL_NOT_FOUND)
  return view
}

/** The owner's call as written, for an edit to merge into; 404 for anyone else. */
export async function ownCallInput(db: Database, ownerId: number, id: number): Promise<CallInput> {
  const [row] = await selectCalls(db).where(and(eq(castingCalls.feedId, id), eq(castingCalls.ownerUserId, ownerId)))
  if (!row) throw new ApiError(404, CALL_NOT_FOUND)
  return callInputOf(row)
}

/**
 * Replaces an own call's writing and criteria (validated whole by the route); a closed-by-Close call stays
 * closed. A moved deadline gets a job of its own; the old one finds the call no longer closes then.
 */
export async function updateCall(
  db: Database,
  ownerId: number,
  id: number,
  input: CallInput,
  scheduleDeadline: DeadlineScheduler = () => Promise.resolve(),
) {
  return db.transaction(async (tx) => {
    const own = and(eq(castingCalls.feedId, id), eq(castingCalls.ownerUserId, ownerId))
    const [before] = await tx.select({ deadline: castingCalls.deadline }).from(castingCalls).where(own).for('update')
    if (!before) throw new ApiError(404, CALL_NOT_FOUND)
    await tx
      .update(castingCalls)
      .set({ ...callValues(input), updatedAt: sql`now()` })
      .where(own)
    await tx.update(feeds).set({ title: input.role, body: input.description }).where(eq(feeds.id, id))
    if (input.deadline !== before.deadline) await scheduleDeadline(tx, id, input.deadline)
    return ownCall(tx, ownerId, id)
  })
}

/** Closes an own call now; closing a closed call again is a 409 that says so. */
export async function closeCall(db: Database, ownerId: number, id: number): Promise<CastingCallView> {
  const [closed] = await db
    .update(castingCalls)
    .set({ closedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(castingCalls.feedId, id), eq(castingCalls.ownerUserId, ownerId), openCondition))
    .returning({ id: castingCalls.feedId })
  const view = await ownCall(db, ownerId, id)
  if (!closed) throw new ApiError(409, CALL_ALREADY_CLOSED)
  return view
}

// ---------------------------------------------------------------------------------------------------
// Reading

/** One call, open or closed, for anyone; the viewer's extras when signed in. */
export async function callOf(db: Database, id: number, viewer: CallViewer | null): Promise<CastingCallView> {
  const [row] = await selectCalls(db).where(eq(castingCalls.feedId, id))
  if (!row) throw new ApiError(404, CALL_NOT_FOUND)
  const [view] = await toViews(db, viewer, [row])
  if (!view) throw new ApiError(404, CALL_NOT_FOUND)
  return view
}

/** A recruiter's own calls, open and closed, newest first, with applicant counts. */
export async function callsOf(db: Database, ownerId: number): Promise<CastingCallView[]> {
  const rows = await selectCalls(db)
    .where(eq(castingCalls.ownerUserId, ownerId))
    .orderBy(desc(castingCalls.createdAt), desc(castingCalls.feedId))
    .limit(OWN_CALLS_LIMIT)
  return toViews(db, { id: ownerId, userType: 'recruiter' }, rows)
}

export interface CallPage {
  calls: CastingCallView[]
  hasMore: boolean
}

/**
 * Open calls for a talent (users.id): the ones that fit their profile first, then the others, newest first
 * within each. A user without a talent profile gets the open calls newest first.
 */
export async function callsMatchingTalent(
  db: Database,
  talentUserId: number,
  page: { offset: number; limit: number } = { offset: 0, limit: CALL_PAGE_SIZE },
): Promise<CallPage> {
  const facts = await talentFactsOf(db, talentUserId)
  const order = facts ? [sql`(${callFitsTalent(facts)}) DESC`] : []
  const rows = await selectCalls(db)
    .where(openCondition)
    .orderBy(...order, desc(castingCalls.createdAt), desc(castingCalls.feedId))
    .offset(page.offset)
    .limit(page.limit + 1)
  const views = await toViews(db, { id: talentUserId, userType: 'talent' }, rows.slice(0, page.limit))
  return { calls: views, hasMore: rows.length > page.limit }
}

/** Open calls, newest first; a signed-in talent's fitting ones first (callsMatchingTalent). */
export async function openCalls(
  db: Database,
  viewer: CallViewer | null,
  page: { offset: number; limit: number },
): Promise<CallPage> {
  if (viewer?.userType === 'talent') return callsMatchingTalent(db, viewer.id, page)
  const rows = await selectCalls(db)
    .where(openCondition)
    .orderBy(desc(castingCalls.createdAt), desc(castingCalls.feedId))
    .offset(page.offset)
    .limit(page.limit + 1)
  return { calls: await toViews(db, viewer, rows.slice(0, page.limit)), hasMore: rows.length > page.limit }
}

export interface MatchingTalent {
  profileId: number
  userId: number
  USERID: string
}

/**
 * The public talents who fit a call, by profile id after `afterProfileId`, `limit` at a time (ADR 027's
 * digest pages through them). One query on talent_profiles_filter_idx; an unknown call has none.
 */
export async function talentsMatchingCall(
  db: Database,
  callId: number,
  page: { afterProfileId?: number; limit?: number } = {},
): Promise<MatchingTalent[]> {
  const [row] = await selectCalls(db).where(eq(castingCalls.feedId, callId))
  if (!row) return []
  return db
    .select({ profileId: talentProfiles.id, userId: talentProfiles.userId, USERID: users.userId })
    .from(talentProfiles)
    .innerJoin(users, eq(users.id, talentProfiles.userId))
    .where(
      and(
        eq(talentProfiles.isPublic, true),
        talentFitsCall(callInputOf(row)),
        gt(talentProfiles.id, page.afterProfileId ?? 0),
      ),
    )
    .orderBy(asc(talentProfiles.id))
    .limit(page.limit ?? 1000)
}
