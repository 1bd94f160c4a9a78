/**
 * Connection requests (issue 21, ADR 024): a recruiter asks a talent for a job (project, role, dates, place,
 * an optional rate and a message); the talent accepts or declines. Each side's contact details appear to
 * the other only once the request is accepted. Every call names the caller: a request that is not theirs is
 * "not found", never "forbidden". Answering, withdrawing and blocking live in connection-request-answers.ts.
 */
import { and, desc, eq, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Database } from '../db/client'
import { connectionRequests, recruiterProfiles, talentBlocks, talentProfiles, users } from '../db/schema'
import { ApiError } from '../errors'
import { servedUrl } from '../media/urls'
import { RATE_CURRENCIES, type RateCurrency } from '../request-fields'
import { recordNotification, type NotificationDelivery } from './notifications'
import type { Executor } from './shortlists'
import { TALENT_NOT_FOUND, talentPagePath } from './talents'

export const REQUEST_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn'] as const
export type RequestStatus = (typeof REQUEST_STATUSES)[number]

export const REQUEST_NOT_FOUND = 'Connection request not found'
export const RECRUITERS_ONLY_REQUESTS =
  'Only recruiter accounts can send connection requests. Sign in with a recruiter account to contact talents.'
export const TALENTS_ONLY_REQUESTS = 'Only talent accounts receive connection requests and answer them.'
/**
 * The answer to a second pending request and to a request a blocked recruiter sends: the same words, so a
 * block is never announced (ADR 024).
 */
export const REQUEST_NOT_TAKEN =
  'This talent cannot take a new request from you now: you may already have one waiting for their answer. See your requests.'

export interface RequestRate {
  /** In minor units of the currency (paise for INR). */
  amountMinor: number
  currency: RateCurrency
}

export interface NewConnectionRequest {
  talentId: string
  project: string
  role: string
  startDate: string
  endDate: string
  place: string
  rate?: RequestRate | null
  message: string
}

/** What either party sees of a request. `email`s are null unless it is accepted and the viewer is the other side. */
export interface ConnectionRequestView {
  id: string
  status: RequestStatus
  project: string
  role: string
  startDate: string
  endDate: string
  place: string
  rate: RequestRate | null
  message: string
  createdAt: string
  answeredAt: string | null
  /** Which side the caller is on. */
  viewerRole: 'recruiter' | 'talent'
  talent: {
    USERID: string
    name: string
    talentType: string
    city: string
    photo: string
    photoPlaceholder: string | null
    email: string | null
  }
  recruiter: { name: string; company: string; email: string | null }
}

/** The caller as a request sees them: their users.id and account type. */
export interface RequestCaller {
  id: number
  userType: 'talent' | 'recruiter'
}

const talentUser = alias(users, 'talent_user')
const recruiterUser = alias(users, 'recruiter_user')

export const RECRUITER_FALLBACK_NAME = 'A Castline recruiter'

const requestColumns = {
  request: connectionRequests,
  talentUserPk: talentUser.id,
  talentUSERID: talentUser.userId,
  talentEmail: talentUser.email,
  talentName: talentProfiles.displayName,
  talentType: talentProfiles.talentType,
  talentCity: talentProfiles.city,
  talentPhoto: talentProfiles.photo,
  talentPhotoPlaceholder: talentProfiles.photoPlaceholder,
  recruiterEmail: recruiterUser.email,
  recruiterName: sql<string>`coalesce(${recruiterProfiles.displayName}, ${RECRUITER_FALLBACK_NAME})`,
  recruiterCompany: sql<string>`coalesce(${recruiterProfiles.company}, '')`,
}

/** A request's parties as every answer shows them: what a new request reads before it is written. */
const { request: _request, ...partyColumns } = requestColumns

function selectRequests(db: Executor) {
  return db
    .select(requestColumns)
    .from(connectionRequests)
    .innerJoin(talentProfiles, eq(talentProfiles.id, connectionRequests.talentProfileId))
    .innerJoin(talentUser, eq(talentUser.id, talentProfiles.userId))
    .innerJoin(recruiterUser, eq(recruiterUser.id, connectionRequests.recruiterUserId))
    .leftJoin(recruiterProfiles, eq(recruiterProfiles.userId, connectionRequests.recruiterUserId))
}

export type RequestRow = Awaited<ReturnType<ReturnType<typeof selectRequests>['execute']>>[number]

/** The only place contact details are put in an answer: the other side's, once accepted. */
export function toRequestView(row: RequestRow, viewerId: number): ConnectionRequestView {
  const { request } = row
  const viewerRole = request.recruiterUserId === viewerId ? 'recruiter' : 'talent'
  const accepted = request.status === 'accepted'
  return {
    id: request.id,
    status: request.status,
    project: request.project,
    role: request.role,
    startDate: request.startDate,
    endDate: request.endDate,
    place: request.place,
    rate:
      request.rateAmountMinor === null || request.rateCurrency === null
        ? null
        : { amountMinor: request.rateAmountMinor, currency: currencyOf(request.rateCurrency) },
    message: request.message,
    createdAt: request.createdAt.toISOString(),
    answeredAt: request.answeredAt ? request.answeredAt.toISOString() : null,
    viewerRole,
    talent: {
      USERID: row.talentUSERID,
      name: row.talentName,
      talentType: row.talentType,
      city: row.talentCity,
      photo: servedUrl(row.talentPhoto),
      photoPlaceholder: row.talentPhotoPlaceholder,
      email: accepted && viewerRole === 'recruiter' ? row.talentEmail : null,
    },
    recruiter: {
      name: row.recruiterName,
      company: row.recruiterCompany,
      email: accepted && viewerRole === 'talent' ? row.recruiterEmail : null,
    },
  }
}

function currencyOf(value: string): RequestRate['currency'] {
  return RATE_CURRENCIES.find((currency) => currency === value) ?? 'INR'
}

/** The request if the caller is either party (its row locked with `lock`), else 404. */
export async function requestOfParty(db: Executor, callerId: number, id: string, lock = false): Promise<RequestRow> {
  const query = selectRequests(db).where(
    and(
      eq(connectionRequests.id, id),
      or(eq(connectionRequests.recruiterUserId, callerId), eq(talentUser.id, callerId)),
    ),
  )
  const [row] = await (lock ? query.for('update', { of: connectionRequests }) : query)
  if (!row) throw new ApiError(404, REQUEST_NOT_FOUND)
  return row
}

export async function connectionRequestOf(db: Database, callerId: number, id: string) {
  return toRequestView(await requestOfParty(db, callerId, id), callerId)
}

/** Requests the caller sent (a recruiter) or received (a talent), newest first; pending first for a talent. */
export async function connectionRequestsOf(db: Database, caller: RequestCaller): Promise<ConnectionRequestView[]> {
  const mine =
    caller.userType === 'recruiter' ? eq(connectionRequests.recruiterUserId, caller.id) : eq(talentUser.id, caller.id)
  const rows = await selectRequests(db)
    .where(mine)
    .orderBy(
      ...(caller.userType === 'talent' ? [sql`${connectionRequests.status} = 'pending' DESC`] : []),
      desc(connectionRequests.createdAt),
      desc(connectionRequests.id),
    )
    .limit(500)
  return rows.map((row) => toRequestView(row, caller.id))
}

/** Refused before anything is written: the admission (the daily limit) is asked only for a request that can be sent. */
export class RequestLimitReached extends ApiError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message)
  }
}

/**
 * Sends a request to a public talent and tells them (a notification in the same transaction). `admit` is
 * asked once the request could be sent (no pending one, no block) and returns null to let it through, or a
 * refusal to answer with.
 */
export async function sendConnectionRequest(
  db: Database,
  recruiterId: number,
  input: NewConnectionRequest,
  admit: () => Promise<RequestLimitReached | null>,
): Promise<{ request: ConnectionRequestView; deliveries: NotificationDelivery[] }> {
  return db.transaction(async (tx) => {
    // One statement for everything the request needs to know first: the talent, whether a block or a pending
    // request stands in the way, and the recruiter as the talent will see them (issue 21's bench: every round
    // trip here is paid by each request).
    const pair = (table: typeof connectionRequests | typeof talentBlocks) =>
      and(eq(table.recruiterUserId, recruiterId), eq(table.talentProfileId, talentProfiles.id))
    const [talent] = await tx
      .select({
        profileId: talentProfiles.id,
        ...partyColumns,
        blocked: sql<boolean>`EXISTS (${tx.select({ id: talentBlocks.id }).from(talentBlocks).where(pair(talentBlocks))})`,
        pending: sql<boolean>`EXISTS (${tx
          .select({ id: connectionRequests.id })
          .from(connectionRequests)
          .where(and(pair(connectionRequests), eq(connectionRequests.status, 'pending')))})`,
      })
      .from(talentProfiles)
      .innerJoin(talentUser, eq(talentUser.id, talentProfiles.userId))
      .innerJoin(recruiterUser, eq(recruiterUser.id, recruiterId))
      .leftJoin(recruiterProfiles, eq(recruiterProfiles.userId, recruiterId))
      .where(and(eq(talentUser.userId, input.talentId), eq(talentProfiles.isPublic, true)))
      .limit(1)
    if (!talent) throw new ApiError(404, TALENT_NOT_FOUND)
    if (talent.blocked || talent.pending) throw new ApiError(409, REQUEST_NOT_TAKEN)
    const refusal = await admit()
    if (refusal) throw refusal
    const [inserted] = await tx
      .insert(connectionRequests)
      .values({
        recruiterUserId: recruiterId,
        talentProfileId: talent.profileId,
        project: input.project,
        role: input.role,
        startDate: input.startDate,
        endDate: input.endDate,
        place: input.place,
        rateAmountMinor: input.rate?.amountMinor ?? null,
        rateCurrency: input.rate?.currency ?? null,
        message: input.message,
      })
      // A concurrent twin inserted first: the same answer as a pending one found above.
      .onConflictDoNothing()
      .returning()
    if (!inserted) throw new ApiError(409, REQUEST_NOT_TAKEN)
    const { profileId: _profile, blocked: _blocked, pending: _pending, ...party } = talent
    const row: RequestRow = { request: inserted, ...party }
    const company = row.recruiterCompany ? ` (${row.recruiterCompany})` : ''
    const delivery = await recordNotification(tx, {
      userId: talent.talentUserPk,
      kind: 'request_received',
      title: `New request from ${row.recruiterName}${company}`,
      body: `${input.role} · ${input.project}`,
      link: requestPath(inserted.id),
      data: { requestId: inserted.id },
    })
    return { request: toRequestView(row, recruiterId), deliveries: [delivery] }
  })
}

/** The web page of one request, where the talent answers it and the recruiter follows it. */
export function requestPath(id: string): string {
  return `/requests/${id}`
}

/** The web page of the request form for a talent. */
export function requestFormPath(USERID: string): string {
  return `${talentPagePath(USERID)}/request`
}

export interface RequestState {
  talent: { USERID: string; name: string }
  state: RequestStatus | 'none'
  requestId: string | null
  /** Where to go: the pending or accepted request's page, else the form for a new one. */
  connectUrl: string
}

/** The latest request between a recruiter and a talent, as the connect link answers it. */
export async function requestStateBetween(
  db: Database,
  recruiterId: number,
  talent: { profileId: number; USERID: string; name: string },
): Promise<RequestState> {
  const who = { USERID: talent.USERID, name: talent.name }
  const [latest] = await db
    .select({ id: connectionRequests.id, status: connectionRequests.status })
    .from(connectionRequests)
    .where(
      and(
        eq(connectionRequests.recruiterUserId, recruiterId),
        eq(connectionRequests.talentProfileId, talent.profileId),
      ),
    )
    .orderBy(desc(connectionRequests.createdAt))
    .limit(1)
  if (!latest) return { talent: who, state: 'none', requestId: null, connectUrl: requestFormPath(talent.USERID) }
  const open = latest.status === 'pending' || latest.status === 'accepted'
  return {
    talent: who,
    state: latest.status,
    requestId: latest.id,
    connectUrl: open ? requestPath(latest.id) : requestFormPath(talent.USERID),
  }
}
