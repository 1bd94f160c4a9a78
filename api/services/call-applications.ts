/**
 * Applications to casting calls (issue 23, ADR 026): a talent applies once with the profile as it is and an
 * optional note (and a self-tape link where asked); the call's owner shortlists or declines; the talent may
 * withdraw. Each change is one guarded UPDATE with its notification in the same transaction. An application is
 * seen by its talent and by the call's owner; anyone else gets 404.
 */
import { and, desc, eq, or, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { brands, callApplications, castingCalls, feeds, talentMedia, talentProfiles, users } from '../db/schema'
import { ApiError } from '../errors'
import { criteriaOf, fitsCall } from './call-matching'
import {
  APPLICATION_STATUSES,
  CALL_NOT_FOUND,
  callPath,
  closedCondition,
  selectCalls,
  talentFactsOf,
  type ApplicationStatus,
} from './casting-calls'
import { recordNotification, type NotificationDelivery } from './notifications'
import { addEntry } from './shortlist-entries'
import { ownList, type Executor } from './shortlists'
import { cardColumns, toTalentCard, type TalentCard } from './talents'

export { APPLICATION_STATUSES, type ApplicationStatus }

export const APPLICATION_NOT_FOUND = 'Application not found'
export const TALENTS_ONLY_APPLICATIONS = 'Only talent accounts apply to casting calls.'
export const ALREADY_APPLIED = 'You have already applied to this casting call. See your applications.'
export const PROFILE_HIDDEN_CANNOT_APPLY =
  'Your profile is hidden, so the recruiter could not see your application. Make your profile public to apply.'
export const SELF_TAPE_REQUIRED = 'Invalid input. selfTapeUrl: is required: this call asks for a self-tape link'
export const WITHDRAWN_APPLICATION = 'The talent withdrew this application.'
export const CANNOT_WITHDRAW = 'This application was already withdrawn.'
/** Applicants one call's list shows at most, newest first. */
const APPLICANTS_LIMIT = 500

export function callClosedMessage(deadline: string): string {
  const day = new Date(`${deadline}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
  return `This casting call is closed: it took applications until ${day}. Look for open calls on the talent home.`
}

/** Where a talent follows their applications. */
export const APPLICATIONS_PATH = '/applications'
export const applicantsPath = (callId: number) => `${callPath(callId)}/applicants`

export interface ApplicationView {
  id: number
  status: ApplicationStatus
  note: string
  selfTapeUrl: string | null
  createdAt: string
  updatedAt: string
  call: {
    id: number
    role: string
    brand: { slug: string; name: string; logo: string }
    deadline: string
    closed: boolean
    url: string
  }
  talent: TalentCard
  media: { photos: number; voiceDemos: number; showreels: number }
  matchesCall: boolean
}

const mediaCount = (kind: 'photo' | 'voice') =>
  sql<number>`(SELECT count(*)::int FROM ${talentMedia} WHERE ${talentMedia.userId} = ${talentProfiles.userId} AND ${talentMedia.kind} = ${kind})`

function selectApplications(db: Executor) {
  return db
    .select({
      application: callApplications,
      call: castingCalls,
      role: feeds.title,
      brandSlug: brands.slug,
      brandName: brands.name,
      brandLogo: brands.logo,
      closed: closedCondition,
      ...cardColumns,
      talentUserPk: talentProfiles.userId,
      languages: talentProfiles.languages,
      photos: mediaCount('photo'),
      voiceDemos: mediaCount('voice'),
      showreels: sql<number>`jsonb_array_length(${talentProfiles.showreels})`,
    })
    .from(callApplications)
    .innerJoin(castingCalls, eq(castingCalls.feedId, callApplications.callId))
    .innerJoin(feeds, eq(feeds.id, castingCalls.feedId))
    .innerJoin(brands, eq(brands.id, feeds.brandId))
    .innerJoin(talentProfiles, eq(talentProfiles.id, callApplications.talentProfileId))
    .innerJoin(users, eq(users.id, talentProfiles.userId))
}

type ApplicationRow = Awaited<ReturnType<ReturnType<typeof selectApplications>['execute']>>[number]

function toApplicationView(row: ApplicationRow): ApplicationView {
  const { application, call } = row
  return {
    id: application.id,
    status: application.status,
    note: application.note,
    selfTapeUrl: application.selfTapeUrl,
    createdAt: application.createdAt.toISOString(),
    updatedAt: application.updatedAt.toISOString(),
    call: {
      id: call.feedId,
      role: row.role,
      brand: { slug: row.brandSlug, name: row.brandName, logo: row.brandLogo },
      deadline: call.deadline,
      closed: row.closed,
      url: callPath(call.feedId),
    },
    talent: toTalentCard(row),
    media: { photos: row.photos, voiceDemos: row.voiceDemos, showreels: row.showreels },
    matchesCall: fitsCall(criteriaOf(call), row),
  }
}

/** The application if the caller is its talent or the call's owner (its row locked with `lock`), else 404. */
async function applicationOfParty(db: Executor, callerId: number, id: number, lock = false): Promise<ApplicationRow> {
  const query = selectApplications(db).where(
    and(eq(callApplications.id, id), or(eq(castingCalls.ownerUserId, callerId), eq(talentProfiles.userId, callerId))),
  )
  const [row] = await (lock ? query.for('update', { of: callApplications }) : query)
  if (!row) throw new ApiError(404, APPLICATION_NOT_FOUND)
  return row
}

export async function applicationOf(db: Database, callerId: number, id: number): Promise<ApplicationView> {
  return toApplicationView(await applicationOfParty(db, callerId, id))
}

/**
 * Applies the talent (users.id) to an open call, once. The call's owner is told (`application_received`).
 * 404 for an unknown call, 409 for a closed call, a second application or a hidden profile.
 */
export async function applyToCall(
  db: Database,
  talentUserId: number,
  callId: number,
  input: { note?: string; selfTapeUrl?: string },
): Promise<{ application: ApplicationView; deliveries: NotificationDelivery[] }> {
  return db.transaction(async (tx) => {
    const [call] = await selectCalls(tx).where(eq(castingCalls.feedId, callId))
    if (!call) throw new ApiError(404, CALL_NOT_FOUND)
    if (call.closed) throw new ApiError(409, callClosedMessage(call.call.deadline))
    if (call.call.selfTapeRequired && !input.selfTapeUrl) throw new ApiError(400, SELF_TAPE_REQUIRED)
    const talent = await talentFactsOf(tx, talentUserId)
    if (!talent) throw new ApiError(403, TALENTS_ONLY_APPLICATIONS)
    if (!talent.isPublic) throw new ApiError(409, PROFILE_HIDDEN_CANNOT_APPLY)
    const [inserted] = await tx
      .insert(callApplications)
      .values({
        callId,
        talentProfileId: talent.profileId,
        note: input.note ?? '',
        selfTapeUrl: input.selfTapeUrl ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: callApplications.id })
    if (!inserted) throw new ApiError(409, ALREADY_APPLIED)
    const delivery = await recordNotification(tx, {
      userId: call.call.ownerUserId,
      kind: 'application_received',
      title: `New application from ${talent.name}`,
      body: call.role,
      link: applicantsPath(callId),
      data: { callId, applicationId: inserted.id },
    })
    const application = toApplicationView(await applicationOfParty(tx, talentUserId, inserted.id))
    return { application, deliveries: [delivery] }
  })
}

/** A talent's applications, newest first. */
export async function applicationsOfTalent(db: Database, talentUserId: number): Promise<ApplicationView[]> {
  const rows = await selectApplications(db)
    .where(eq(talentProfiles.userId, talentUserId))
    .orderBy(desc(callApplications.createdAt), desc(callApplications.id))
    .limit(APPLICANTS_LIMIT)
  return rows.map(toApplicationView)
}

export interface ApplicantsQuery {
  /** `matching`: only applicants who fit the call's criteria. */
  match: 'all' | 'matching'
  status?: ApplicationStatus
}

/**
 * The applicants of an own call (404 for anyone else's), newest first: public profiles only (ADR 023: a talent
 * who hid their profile is left out), withdrawn ones included unless a status is asked for.
 */
export async function applicantsOf(
  db: Database,
  ownerId: number,
  callId: number,
  query: ApplicantsQuery,
): Promise<ApplicationView[]> {
  const [call] = await db
    .select({ id: castingCalls.feedId })
    .from(castingCalls)
    .where(and(eq(castingCalls.feedId, callId), eq(castingCalls.ownerUserId, ownerId)))
  if (!call) throw new ApiError(404, CALL_NOT_FOUND)
  const rows = await selectApplications(db)
    .where(
      and(
        eq(callApplications.callId, callId),
        eq(talentProfiles.isPublic, true),
        query.status ? eq(callApplications.status, query.status) : undefined,
      ),
    )
    .orderBy(desc(callApplications.createdAt), desc(callApplications.id))
    .limit(APPLICANTS_LIMIT)
  const views = rows.map(toApplicationView)
  return query.match === 'matching' ? views.filter((view) => view.matchesCall) : views
}

/** The talent takes back their application; the owner is not told (as a withdrawn request, ADR 024). */
export async function withdrawApplication(db: Database, talentUserId: number, id: number): Promise<ApplicationView> {
  return db.transaction(async (tx) => {
    const row = await applicationOfParty(tx, talentUserId, id, true)
    if (row.talentUserPk !== talentUserId) throw new ApiError(404, APPLICATION_NOT_FOUND)
    if (row.application.status === 'withdrawn') throw new ApiError(409, CANNOT_WITHDRAW)
    await tx
      .update(callApplications)
      .set({ status: 'withdrawn', updatedAt: sql`now()` })
      .where(eq(callApplications.id, id))
    return toApplicationView(await applicationOfParty(tx, talentUserId, id))
  })
}

type OwnerAction = { kind: 'shortlist'; shortlistId: number } | { kind: 'decline' }

/**
 * The call's owner shortlists (into one of their lists, ADR 023) or declines an application; the talent is
 * told in the same transaction. Doing it again changes nothing and tells nobody; a withdrawn one is 409.
 */
export async function reviewApplication(
  db: Database,
  ownerId: number,
  id: number,
  action: OwnerAction,
): Promise<{ application: ApplicationView; deliveries: NotificationDelivery[] }> {
  return db.transaction(async (tx) => {
    const row = await applicationOfParty(tx, ownerId, id, true)
    if (row.call.ownerUserId !== ownerId) throw new ApiError(404, APPLICATION_NOT_FOUND)
    if (row.application.status === 'withdrawn') throw new ApiError(409, WITHDRAWN_APPLICATION)
    const status: ApplicationStatus = action.kind === 'shortlist' ? 'shortlisted' : 'declined'
    if (action.kind === 'shortlist') {
      await ownList(tx, ownerId, action.shortlistId, true)
      await addEntry(tx, action.shortlistId, row.application.talentProfileId, undefined)
    }
    const deliveries: NotificationDelivery[] = []
    if (row.application.status !== status) {
      await tx
        .update(callApplications)
        .set({ status, updatedAt: sql`now()` })
        .where(eq(callApplications.id, id))
      deliveries.push(
        await recordNotification(tx, {
          userId: row.talentUserPk,
          kind: status === 'shortlisted' ? 'application_shortlisted' : 'application_declined',
          title: status === 'shortlisted' ? `Shortlisted: ${row.role}` : `Not selected this time: ${row.role}`,
          body:
            status === 'shortlisted'
              ? `${row.brandName} shortlisted your application.`
              : `${row.brandName} has gone ahead with other talents for this role. Keep applying!`,
          link: APPLICATIONS_PATH,
          data: { callId: row.call.feedId, applicationId: id },
        }),
      )
    }
    return { application: toApplicationView(await applicationOfParty(tx, ownerId, id)), deliveries }
  })
}
