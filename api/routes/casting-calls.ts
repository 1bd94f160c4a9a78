/**
 * Casting calls and applications (issue 23, ADR 026). Recruiters post, edit and close their calls and review
 * their applicants; talents apply, follow and withdraw their applications; anyone reads a call. Another
 * user's call or application is 404, as an unknown id is.
 */
import { createRoute, z } from '@hono/zod-openapi'
import { authOf } from '../auth/middleware'
import type { ApiDependencies } from '../dependencies'
import { ApiError, describeValidationError } from '../errors'
import {
  errorResponse,
  idSchema,
  OPTIONAL_BEARER,
  signedInOnly,
  signedInOrGuest,
  unauthorizedResponse,
} from '../route-helpers'
import { createRouter, errorResponses } from '../router'
import {
  applicantsOf,
  applicationOf,
  applicationsOfTalent,
  applyToCall,
  reviewApplication,
  TALENTS_ONLY_APPLICATIONS,
  withdrawApplication,
} from '../services/call-applications'
import {
  APPLICATION_STATUSES,
  CALL_PAGE_SIZE,
  callOf,
  callsOf,
  closeCall,
  createCall,
  MAX_CALL_PAGE_SIZE,
  openCalls,
  ownCallInput,
  RECRUITERS_ONLY_CALLS,
  updateCall,
} from '../services/casting-calls'
import {
  ApplicationSchema,
  CallPatchSchema,
  CastingCallSchema,
  NewApplicationSchema,
  NewCallSchema,
  ShortlistApplicationSchema,
} from './casting-call-schemas'

const JSON_BODY_BYTES = 32 * 1024
const tags = ['Casting calls']

const idParams = z.object({ id: idSchema().openapi({ param: { name: 'id', in: 'path' }, example: '42' }) })

const answer = <T extends z.ZodRawShape>(description: string, shape: T) => ({
  description,
  content: { 'application/json': { schema: z.object({ success: z.literal(true), ...shape }) } },
})
const callAnswer = (description: string) => answer(description, { call: CastingCallSchema })
const applicationAnswer = (description: string) => answer(description, { application: ApplicationSchema })

const signedIn = { 401: unauthorizedResponse }
const forbidden = (who: string) => ({ 403: errorResponse(`Not a ${who} account`) })
const callNotFound = { 404: errorResponse('No such call (or not the caller’s, for owner-only calls)') }
const applicationNotFound = { 404: errorResponse('No such application of the caller') }

const pageQuery = z.object({
  offset: z.coerce
    .number({ invalid_type_error: 'must be a whole number' })
    .int('must be a whole number')
    .min(0, 'must be at least 0')
    .max(100_000, 'must be at most 100000')
    .default(0)
    .openapi({ type: 'integer', example: 0 }),
  limit: z.coerce
    .number({ invalid_type_error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(MAX_CALL_PAGE_SIZE, `must be at most ${MAX_CALL_PAGE_SIZE}`)
    .default(CALL_PAGE_SIZE)
    .openapi({ type: 'integer', example: CALL_PAGE_SIZE }),
})

const applicantsQuery = z.object({
  match: z
    .enum(['all', 'matching'], { errorMap: () => ({ message: 'must be all or matching' }) })
    .default('all')
    .openapi({ description: 'matching: only applicants who fit the call’s criteria' }),
  status: z
    .enum(APPLICATION_STATUSES, { errorMap: () => ({ message: `must be one of: ${APPLICATION_STATUSES.join(', ')}` }) })
    .optional(),
})

export function castingCallRoutes({ db, tokens, deliver, scheduleCallDeadline }: ApiDependencies) {
  const recruiter = signedInOnly(tokens, { userType: { only: 'recruiter', message: RECRUITERS_ONLY_CALLS } })
  const recruiterWithBody = signedInOnly(tokens, {
    userType: { only: 'recruiter', message: RECRUITERS_ONLY_CALLS },
    jsonBodyBytes: JSON_BODY_BYTES,
  })
  const talent = signedInOnly(tokens, { userType: { only: 'talent', message: TALENTS_ONLY_APPLICATIONS } })
  const talentWithBody = signedInOnly(tokens, {
    userType: { only: 'talent', message: TALENTS_ONLY_APPLICATIONS },
    jsonBodyBytes: JSON_BODY_BYTES,
  })
  const anyone = signedInOnly(tokens)
  const guestOrUser = signedInOrGuest(tokens)
  const json = <T extends z.ZodTypeAny>(schema: T) => ({
    body: { content: { 'application/json': { schema } }, required: true },
  })

  const createCallRoute = createRoute({
    method: 'post',
    path: '/casting-calls',
    tags,
    summary: 'Posts a casting call under the recruiter’s brand (made from their profile on the first call)',
    description:
      'Every refusal is a 400 naming the field: a deadline or shoot start in the past, a rate minimum above its ' +
      'maximum, a city missing (or given for a remote call), an unknown talent type, language or city.',
    middleware: recruiterWithBody,
    request: json(NewCallSchema),
    responses: { 201: callAnswer('Posted'), ...signedIn, ...forbidden('recruiter'), ...errorResponses },
  })

  const listRoute = createRoute({
    method: 'get',
    path: '/casting-calls',
    tags,
    summary: 'Open casting calls, newest first; for a signed-in talent the ones that fit their profile first',
    security: OPTIONAL_BEARER,
    middleware: guestOrUser,
    request: { query: pageQuery },
    responses: {
      200: answer('A page of open calls', { calls: z.array(CastingCallSchema), hasMore: z.boolean() }),
      401: errorResponse('A bearer token was sent but is not valid'),
      ...errorResponses,
    },
  })

  const mineRoute = createRoute({
    method: 'get',
    path: '/casting-calls/mine',
    tags,
    summary: 'The recruiter’s own calls, open and closed, newest first, with applicant counts',
    middleware: recruiter,
    responses: {
      200: answer('The calls', { calls: z.array(CastingCallSchema) }),
      ...signedIn,
      ...forbidden('recruiter'),
      ...errorResponses,
    },
  })

  const getRoute = createRoute({
    method: 'get',
    path: '/casting-calls/{id}',
    tags,
    summary: 'One call, open or closed, for anyone (with the caller’s application or applicant counts)',
    security: OPTIONAL_BEARER,
    middleware: guestOrUser,
    request: { params: idParams },
    responses: { 200: callAnswer('The call'), ...callNotFound, ...errorResponses },
  })

  const patchRoute = createRoute({
    method: 'patch',
    path: '/casting-calls/{id}',
    tags,
    summary: 'Edits the owner’s call: the fields named change, and the whole must still be a valid call',
    middleware: recruiterWithBody,
    request: { params: idParams, ...json(CallPatchSchema) },
    responses: {
      200: callAnswer('Edited'),
      ...signedIn,
      ...forbidden('recruiter'),
      ...callNotFound,
      ...errorResponses,
    },
  })

  const closeRoute = createRoute({
    method: 'post',
    path: '/casting-calls/{id}/close',
    tags,
    summary: 'Closes the owner’s call now: it takes no more applications and leaves the feeds',
    middleware: recruiter,
    request: { params: idParams },
    responses: {
      200: callAnswer('Closed'),
      ...signedIn,
      ...forbidden('recruiter'),
      ...callNotFound,
      409: errorResponse('Already closed'),
      ...errorResponses,
    },
  })

  const applyRoute = createRoute({
    method: 'post',
    path: '/casting-calls/{id}/applications',
    tags,
    summary: 'Applies with the caller’s profile as it is, an optional note and a self-tape link where asked',
    middleware: talentWithBody,
    request: { params: idParams, ...json(NewApplicationSchema) },
    responses: {
      201: applicationAnswer('Applied; the recruiter is told'),
      ...signedIn,
      ...forbidden('talent'),
      404: errorResponse('No such call'),
      409: errorResponse('The call is closed, the caller already applied, or their profile is hidden'),
      ...errorResponses,
    },
  })

  const applicantsRoute = createRoute({
    method: 'get',
    path: '/casting-calls/{id}/applications',
    tags,
    summary: 'The applicants of the owner’s call, newest first, with their cards and media counts',
    middleware: recruiter,
    request: { params: idParams, query: applicantsQuery },
    responses: {
      200: answer('The applications', { applications: z.array(ApplicationSchema) }),
      ...signedIn,
      ...forbidden('recruiter'),
      ...callNotFound,
      ...errorResponses,
    },
  })

  const myApplicationsRoute = createRoute({
    method: 'get',
    path: '/call-applications',
    tags,
    summary: 'The talent’s applications with their status, newest first',
    middleware: talent,
    responses: {
      200: answer('The applications', { applications: z.array(ApplicationSchema) }),
      ...signedIn,
      ...forbidden('talent'),
      ...errorResponses,
    },
  })

  const applicationRoute = createRoute({
    method: 'get',
    path: '/call-applications/{id}',
    tags,
    summary: 'One application, to its talent or the call’s owner',
    middleware: anyone,
    request: { params: idParams },
    responses: { 200: applicationAnswer('The application'), ...signedIn, ...applicationNotFound, ...errorResponses },
  })

  const withdrawRoute = createRoute({
    method: 'post',
    path: '/call-applications/{id}/withdraw',
    tags,
    summary: 'The talent withdraws their application',
    middleware: talent,
    request: { params: idParams },
    responses: {
      200: applicationAnswer('Withdrawn'),
      ...signedIn,
      ...forbidden('talent'),
      ...applicationNotFound,
      409: errorResponse('Already withdrawn'),
      ...errorResponses,
    },
  })

  const reviewResponses = {
    200: applicationAnswer('The application as it is now; the talent is told of a change'),
    ...signedIn,
    ...forbidden('recruiter'),
    404: errorResponse('No such application to the caller’s calls, or no such shortlist of theirs'),
    409: errorResponse('The talent withdrew it, or the shortlist is full'),
    ...errorResponses,
  }

  const shortlistRoute = createRoute({
    method: 'post',
    path: '/call-applications/{id}/shortlist',
    tags,
    summary: 'Shortlists the applicant into one of the recruiter’s shortlists (ADR 023)',
    middleware: recruiterWithBody,
    request: { params: idParams, ...json(ShortlistApplicationSchema) },
    responses: reviewResponses,
  })

  const declineRoute = createRoute({
    method: 'post',
    path: '/call-applications/{id}/decline',
    tags,
    summary: 'Declines the applicant',
    middleware: recruiter,
    request: { params: idParams },
    responses: reviewResponses,
  })

  return createRouter()
    .openapi(createCallRoute, async (c) => {
      const call = await createCall(db, authOf(c).id, c.req.valid('json'), scheduleCallDeadline)
      return c.json({ success: true as const, call }, 201)
    })
    .openapi(listRoute, async (c) => {
      const page = await openCalls(db, c.get('auth') ?? null, c.req.valid('query'))
      return c.json({ success: true as const, ...page }, 200)
    })
    .openapi(mineRoute, async (c) => c.json({ success: true as const, calls: await callsOf(db, authOf(c).id) }, 200))
    .openapi(getRoute, async (c) => {
      const call = await callOf(db, c.req.valid('param').id, c.get('auth') ?? null)
      return c.json({ success: true as const, call }, 200)
    })
    .openapi(patchRoute, async (c) => {
      const owner = authOf(c).id
      const { id } = c.req.valid('param')
      const current = await ownCallInput(db, owner, id)
      const changes = Object.fromEntries(Object.entries(c.req.valid('json')).filter(([, value]) => value !== undefined))
      const merged = NewCallSchema.safeParse({ ...current, ...changes })
      if (!merged.success) throw new ApiError(400, describeValidationError(merged.error))
      return c.json(
        { success: true as const, call: await updateCall(db, owner, id, merged.data, scheduleCallDeadline) },
        200,
      )
    })
    .openapi(closeRoute, async (c) => {
      const call = await closeCall(db, authOf(c).id, c.req.valid('param').id)
      return c.json({ success: true as const, call }, 200)
    })
    .openapi(applyRoute, async (c) => {
      const { application, deliveries } = await applyToCall(
        db,
        authOf(c).id,
        c.req.valid('param').id,
        c.req.valid('json'),
      )
      deliver(deliveries)
      return c.json({ success: true as const, application }, 201)
    })
    .openapi(applicantsRoute, async (c) => {
      const applications = await applicantsOf(db, authOf(c).id, c.req.valid('param').id, c.req.valid('query'))
      return c.json({ success: true as const, applications }, 200)
    })
    .openapi(myApplicationsRoute, async (c) =>
      c.json({ success: true as const, applications: await applicationsOfTalent(db, authOf(c).id) }, 200),
    )
    .openapi(applicationRoute, async (c) => {
      const application = await applicationOf(db, authOf(c).id, c.req.valid('param').id)
      return c.json({ success: true as const, application }, 200)
    })
    .openapi(withdrawRoute, async (c) => {
      const application = await withdrawApplication(db, authOf(c).id, c.req.valid('param').id)
      return c.json({ success: true as const, application }, 200)
    })
    .openapi(shortlistRoute, async (c) => {
      const { shortlistId } = c.req.valid('json')
      const { application, deliveries } = await reviewApplication(db, authOf(c).id, c.req.valid('param').id, {
        kind: 'shortlist',
        shortlistId,
      })
      deliver(deliveries)
      return c.json({ success: true as const, application }, 200)
    })
    .openapi(declineRoute, async (c) => {
      const { application, deliveries } = await reviewApplication(db, authOf(c).id, c.req.valid('param').id, {
        kind: 'decline',
      })
      deliver(deliveries)
      return c.json({ success: true as const, application }, 200)
    })
}
