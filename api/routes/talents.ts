import { createRoute, z } from '@hono/zod-openapi'
import type { ApiDependencies } from '../dependencies'
import type { Context } from 'hono'
import { authOf, type AuthEnv } from '../auth/middleware'
import {
  errorResponse,
  errorWithFieldResponse,
  failuresWithError,
  OPTIONAL_BEARER,
  signedInOnly,
  signedInOrGuest,
  unauthorizedResponse,
} from '../route-helpers'
import { createRouter, errorResponses } from '../router'
import {
  FilteredTalentsResponseSchema,
  TalentCardSchema,
  TalentProfileSchema,
  TALENT_KEY_PATTERN,
  nameQuerySchema,
  queryLimitSchema,
  searchFilterQueryFields,
  sortSchema,
} from '../schemas'
import { describeResults, findTalents } from '../services/search'
import { requestStateBetween } from '../services/connection-requests'
import { listPublicTalents, shareTalent, talentIdsOf, viewTalentProfile } from '../services/talents'
import { RequestStateSchema } from './connection-request-schemas'
import { callerOfRequest } from '../services/visits'
import { searchRoutes } from './search'

export const MAX_EXCLUDED_IDS = 50

/** The same for every visitor and slow to change: shared caches may keep it briefly (ADR 003). */
export const PUBLIC_LIST_CACHE = 'public, max-age=30, stale-while-revalidate=30'

const userIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be letters, digits, - or _')

/** `excludeIds=a,b,c`: only honoured when non-empty; at most 50 ids. */
const excludeIdsSchema = z
  .string()
  .max(MAX_EXCLUDED_IDS * 66, `must list at most ${MAX_EXCLUDED_IDS} ids`)
  .optional()
  .transform((raw) =>
    (raw ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
  )
  .pipe(z.array(userIdSchema).max(MAX_EXCLUDED_IDS, `must list at most ${MAX_EXCLUDED_IDS} ids`))
  .openapi({
    type: 'string',
    description: 'Comma-separated USERIDs to leave out (at most 50)',
    example: 'TAL000001,TAL000002',
  })

const pageSchema = z.coerce
  .number({ invalid_type_error: 'must be a whole number' })
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(10_000, 'must be at most 10000')
  .default(1)
  .openapi({ type: 'integer', example: 1 })

/** A talent's USERID or profile slug. */
const talentKeySchema = z
  .string()
  .regex(TALENT_KEY_PATTERN, 'must be a USERID or a profile slug')
  .openapi({ type: 'string', description: 'A USERID or a profile slug', example: 'TAL000001' })

const talentKeyParams = z.object({ key: talentKeySchema })

const listQuery = z.object({ excludeIds: excludeIdsSchema, page: pageSchema })

const talentListResponse = {
  200: {
    description: 'A page of public talents',
    content: {
      'application/json': { schema: z.object({ success: z.literal(true), talents: z.array(TalentCardSchema) }) },
    },
  },
}

const ok = <T extends z.ZodTypeAny>(description: string, schema: T) => ({
  200: { description, content: { 'application/json': { schema } } },
})

const talentNotFound = { 404: errorResponse('No public talent with that key') }

const publicTalentsRoute = createRoute({
  method: 'get',
  path: '/get-app-dashbord-talents-public',
  summary: 'Public talents for the home page, 10 per page',
  security: [],
  request: { query: listQuery },
  responses: { ...talentListResponse, ...errorResponses },
})

/** Only recruiters look for talents to contact (issue 17: 19 of 20 talent emails went to one talent account). */
export const CONNECT_RECRUITERS_ONLY =
  'Only recruiter accounts can send talents connection requests. Sign in with a recruiter account to connect.'

export function talentRoutes(deps: ApiDependencies) {
  const { db, tokens } = deps

  /** The caller as the counters see them: users.id when signed in, and the visitor key of today. */
  const callerOf = (c: Context<AuthEnv>) =>
    callerOfRequest(db, { userId: c.var.auth?.id ?? null, bindings: c.env, userAgent: c.req.header('user-agent') })

  const memberTalentsRoute = createRoute({
    method: 'get',
    path: '/get-app-dashbord-talents-auth',
    summary: "Public talents for a signed-in caller, 10 per page, without the caller's own profile",
    middleware: signedInOnly(tokens),
    request: { query: listQuery },
    responses: { ...talentListResponse, 401: unauthorizedResponse, ...errorResponses },
  })

  const filteredTalentsRoute = createRoute({
    method: 'get',
    path: '/get-app-dashbord-talents-public-authenticated',
    summary: 'Public talents matching every given filter (and a name), sorted by relevance, newest or rating',
    description:
      '`name` narrows the filters to talents whose name is like it (the search of POST /search-talents with ' +
      '`name`: partial, any case, typo tolerant); `sort` orders them (relevance by default: the fullest ' +
      'portfolio and best rated first, or the closest names with a name). Paging is stable: every order ends ' +
      'with the profile id. Failures carry `error` (the same text as `message`) and an empty `filteredTalents` as well.',
    // Outermost, so that a refused token and a bad filter are answered in this call's shape too.
    middleware: [failuresWithError('filteredTalents'), signedInOnly(tokens)] as const,
    request: {
      query: z.object({
        ...searchFilterQueryFields,
        name: nameQuerySchema,
        sort: sortSchema,
        page: pageSchema,
        limit: queryLimitSchema,
      }),
    },
    responses: {
      ...ok('A page of matching talents', FilteredTalentsResponseSchema),
      400: errorWithFieldResponse('Invalid filters', 'filteredTalents'),
      401: errorWithFieldResponse('No valid bearer token', 'filteredTalents'),
      500: errorWithFieldResponse('Unexpected error', 'filteredTalents'),
    },
  })

  const profileRoute = createRoute({
    method: 'get',
    path: '/get-app-talent-public-profile/{key}',
    summary: "A talent's full profile; counts a view unless the caller is the talent",
    security: OPTIONAL_BEARER,
    middleware: signedInOrGuest(tokens),
    request: { params: talentKeyParams },
    responses: {
      ...ok('The talent', z.object({ success: z.literal(true), talent: TalentProfileSchema })),
      401: errorResponse('A bearer token was sent but is not valid'),
      ...talentNotFound,
      ...errorResponses,
    },
  })

  const connectRoute = createRoute({
    method: 'get',
    path: '/get-app-talent-connect-link/{key}',
    summary: 'Where a recruiter goes to contact a talent: the state of their request and its web address',
    description:
      'Recruiters only. Contact details are never in this answer (ADR 024): they come with an accepted ' +
      'connection request. `state` is the latest request between caller and talent (none, pending, accepted, ' +
      'declined or withdrawn); `connectUrl` is the web page of the pending or accepted request, else the form ' +
      'that sends a new one (POST /connection-requests). Reading it counts nothing and costs no allowance.',
    middleware: signedInOnly(tokens, { userType: { only: 'recruiter', message: CONNECT_RECRUITERS_ONLY } }),
    request: { params: talentKeyParams },
    responses: {
      ...ok('The request state and where to go', RequestStateSchema),
      401: unauthorizedResponse,
      403: errorResponse('The caller is not a recruiter'),
      ...talentNotFound,
      ...errorResponses,
    },
  })

  const shareRoute = createRoute({
    method: 'post',
    path: '/record-talent-share/{key}',
    summary: "Counts a share of a talent's page and returns the page's canonical path",
    security: OPTIONAL_BEARER,
    middleware: signedInOrGuest(tokens),
    request: { params: talentKeyParams },
    responses: {
      ...ok(
        'The path to share',
        z.object({ success: z.literal(true), shareUrl: z.string().openapi({ example: '/recruiter/solo/TAL000001' }) }),
      ),
      401: errorResponse('A bearer token was sent but is not valid'),
      ...talentNotFound,
      ...errorResponses,
    },
  })

  return createRouter()
    .openapi(publicTalentsRoute, async (c) => {
      const { excludeIds, page } = c.req.valid('query')
      const talents = await listPublicTalents(db, { excludeIds, page })
      c.header('cache-control', PUBLIC_LIST_CACHE)
      return c.json({ success: true as const, talents }, 200)
    })
    .openapi(memberTalentsRoute, async (c) => {
      const { excludeIds, page } = c.req.valid('query')
      const viewerId = c.var.auth?.id
      const talents = await listPublicTalents(db, { excludeIds, page, viewerId })
      return c.json({ success: true as const, talents }, 200)
    })
    .openapi(filteredTalentsRoute, async (c) => {
      const { page, limit, name, sort, ...filters } = c.req.valid('query')
      const criteria = { filters, text: name ?? null, isNameSearch: name !== undefined, sort }
      const { talents, ...found } = await findTalents(db, criteria, { page, limit })
      const message = describeResults(found, criteria)
      return c.json({ success: true as const, filteredTalents: talents, message, ...found }, 200)
    })
    .openapi(profileRoute, async (c) => {
      const caller = { ...(await callerOf(c)), userType: c.var.auth?.userType ?? null }
      const talent = await viewTalentProfile(db, c.req.valid('param').key, caller)
      return c.json({ success: true as const, talent }, 200)
    })
    .openapi(connectRoute, async (c) => {
      const recruiterId = authOf(c).id
      const talent = await talentIdsOf(db, c.req.valid('param').key, recruiterId)
      return c.json({ success: true as const, ...(await requestStateBetween(db, recruiterId, talent)) }, 200)
    })
    .openapi(shareRoute, async (c) => {
      const result = await shareTalent(db, c.req.valid('param').key, await callerOf(c))
      return c.json({ success: true as const, ...result }, 200)
    })
    .route('/', searchRoutes(deps))
}
