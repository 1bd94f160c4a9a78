import { createRoute, type z } from '@hono/zod-openapi'
import { createMiddleware } from 'hono/factory'
import type { ApiDependencies } from '../dependencies'
import type { AuthEnv } from '../auth/middleware'
import type { TokenService } from '../auth/tokens'
import { errorResponse, jsonObjectBody, OPTIONAL_BEARER, signedInOrGuest } from '../route-helpers'
import { createRouter, errorResponses } from '../router'
import {
  SearchRequestSchema,
  SearchTalentsResponseSchema,
  ViewAllRequestSchema,
  ViewAllTalentsResponseSchema,
} from '../schemas'
import { searchTalents } from '../services/search'

/** Filters, a 200-character query and paging fit in far less. */
const SEARCH_BODY_BYTES = 16 * 1024

/**
 * Guests and signed-in callers, a JSON object body (malformed JSON is a 400, not a 500), never cached:
 * a search writes a session, and a POST is keyed by more than its URL. One middleware keeps `auth` typed.
 */
function searchCaller(tokens: TokenService) {
  const auth = signedInOrGuest(tokens)
  const body = jsonObjectBody(SEARCH_BODY_BYTES)
  return createMiddleware<AuthEnv>(async (c, next) => {
    await auth(c, async () => {
      await body(c, next)
    })
  })
}

const json = <T>(schema: T) => ({ 'application/json': { schema } })

const searchErrors = {
  401: errorResponse(
    'A bearer token was sent but is not valid, or a guest asked for filters, a name or free text ' +
      '(requirements §5: filtered search runs only when authenticated)',
  ),
  404: errorResponse("No such search session, or it is another user's"),
  ...errorResponses,
}

export function searchRoutes({ db, tokens }: ApiDependencies) {
  const searchRoute = createRoute({
    method: 'post',
    path: '/search-talents',
    summary: 'Talent search: filters, free text or a name, paged, kept in a search session',
    description:
      'Filters AND together. `query` searches names (typo tolerant) and bio/skills (full-text ranking); ' +
      '`name` searches names only; `sort` orders the results (relevance, newest or rating). Guests may only list the public talents (no filters, name or text: 401). ' +
      'Each search is stored in a session; send its `sessionId` with another ' +
      '`page` to continue it (the stored filters and text are used). Any other sessionId (a fixed ' +
      "placeholder, an expired id, another user's) starts a new session from the request. totalResults is exact up to 100, " +
      'else 100 with totalResultsCapped; pages reach the first 1,000 results.',
    security: OPTIONAL_BEARER,
    middleware: searchCaller(tokens),
    request: { body: { content: json(SearchRequestSchema), required: true } },
    responses: {
      200: { description: 'A page of talents', content: json(SearchTalentsResponseSchema) },
      ...searchErrors,
    },
  })

  // P, not string: the path stays a literal in the route's type, which the web app's typed client reads.
  const viewAllRoute = <P extends string>(path: P, summary: string) =>
    createRoute({
      method: 'post',
      path,
      summary,
      description:
        'With a sessionId, the stored search of a chat session (not changed by this call); ' +
        'otherwise the given filters.',
      security: OPTIONAL_BEARER,
      middleware: searchCaller(tokens),
      request: { body: { content: json(ViewAllRequestSchema), required: true } },
      responses: {
        200: { description: 'A page of talents', content: json(ViewAllTalentsResponseSchema) },
        ...searchErrors,
      },
    })

  // Both paths exactly as requirements §7 spells them, the trailing slash and "comes-form" included.
  const chatbotViewAll = viewAllRoute(
    '/get-filtered-talents-by-chatbot-viewall/',
    "Every talent of a chat search (the chat's view-all link)",
  )
  const whatsappViewAll = viewAllRoute(
    '/get-filtered-talents-by-chatbot-viewall-comes-form-whatsapp',
    'Every talent of a chat search, for a view-all link opened from a messaging app',
  )

  /** A view-all page reads a chat's session (or filters) and never moves the chat's own paging. */
  async function viewAll(request: z.output<typeof ViewAllRequestSchema>, owner: number | null) {
    const found = await searchTalents(db, { ...request, owner, session: 'read' })
    const { talents, totalResults, totalResultsCapped, hasMore, page, filters, query } = found
    return { success: true as const, talents, totalResults, totalResultsCapped, hasMore, page, filters, query }
  }

  return createRouter()
    .openapi(searchRoute, async (c) => {
      const request = { ...c.req.valid('json'), owner: c.var.auth?.id ?? null, unknownSessionStartsNew: true }
      const result = await searchTalents(db, request)
      return c.json({ success: true as const, ...result }, 200)
    })
    .openapi(chatbotViewAll, async (c) => c.json(await viewAll(c.req.valid('json'), c.var.auth?.id ?? null), 200))
    .openapi(whatsappViewAll, async (c) => c.json(await viewAll(c.req.valid('json'), c.var.auth?.id ?? null), 200))
}
