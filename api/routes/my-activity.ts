import { createRoute, z } from '@hono/zod-openapi'
import type { ApiDependencies } from '../dependencies'
import { authOf } from '../auth/middleware'
import { errorResponse, signedInOnly, unauthorizedResponse } from '../route-helpers'
import { createRouter, errorResponses } from '../router'
import { AppliedFiltersSchema, TalentCardSchema } from '../schemas'
import { activityOf, MAX_TALENT_CARD_IDS, recentSearchesOf, talentCardsByIds } from '../services/my-activity'

const RecentSearchSchema = z
  .object({
    sessionId: z.string().uuid().openapi({ description: 'Opens the results again (the view-all calls take it)' }),
    filters: AppliedFiltersSchema,
    query: z.string().nullable().openapi({ description: 'Free text, or a name when isNameSearch' }),
    isNameSearch: z.boolean(),
    totalResults: z.number().int(),
    searchedAt: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('RecentSearch')

const MyActivitySchema = z
  .object({
    searches: z.number().int().openapi({ description: 'Stored searches with filters, a name or free text' }),
    talentsViewed: z.number().int().openapi({ description: 'Different talents whose page the caller opened' }),
    talentsShared: z.number().int().openapi({ description: 'Different talents whose page the caller shared' }),
    talentsConnected: z
      .number()
      .int()
      .openapi({ description: 'Different talents whose contact details the caller was given' }),
  })
  .openapi('MyActivity')

/** `ids=a,b,c`: USERIDs, at most MAX_TALENT_CARD_IDS, duplicates dropped. */
const talentIdsSchema = z
  .string({ required_error: 'is required' })
  .max(MAX_TALENT_CARD_IDS * 66, `must list at most ${MAX_TALENT_CARD_IDS} ids`)
  .transform((raw) => [...new Set(raw.split(',').map((id) => id.trim()))].filter(Boolean))
  .pipe(
    z
      .array(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be USERIDs: letters, digits, - or _'))
      .max(MAX_TALENT_CARD_IDS, `must list at most ${MAX_TALENT_CARD_IDS} ids`),
  )
  .openapi({ type: 'string', description: 'Comma-separated USERIDs, in the order wanted', example: 'TAL000001' })

export function myActivityRoutes({ db, tokens }: ApiDependencies) {
  const activityRoute = createRoute({
    method: 'get',
    path: '/get-my-activity',
    summary: "The caller's own latest searches and counts of what they searched, viewed, shared and connected",
    description:
      'Always about the caller (there is no way to name another user). recentSearches: the latest ' +
      'searches with filters or text, one per distinct search, newest first.',
    middleware: signedInOnly(tokens),
    responses: {
      200: {
        description: "The caller's activity",
        content: {
          'application/json': {
            schema: z.object({
              success: z.literal(true),
              activity: MyActivitySchema,
              recentSearches: z.array(RecentSearchSchema),
            }),
          },
        },
      },
      401: unauthorizedResponse,
      ...errorResponses,
    },
  })

  const cardsRoute = createRoute({
    method: 'get',
    path: '/get-talent-cards',
    summary: 'The cards of the given talents (such as the ones a browser viewed), in the order asked',
    description: "Public talents and the caller's own profile; unknown and hidden ids are left out.",
    middleware: signedInOnly(tokens),
    request: { query: z.object({ ids: talentIdsSchema }) },
    responses: {
      200: {
        description: 'The cards found',
        content: {
          'application/json': {
            schema: z.object({ success: z.literal(true), talents: z.array(TalentCardSchema) }),
          },
        },
      },
      ...errorResponses,
      400: errorResponse('ids is missing, malformed or lists too many'),
      401: unauthorizedResponse,
    },
  })

  return createRouter()
    .openapi(activityRoute, async (c) => {
      const { id } = authOf(c)
      const [activity, recentSearches] = await Promise.all([activityOf(db, id), recentSearchesOf(db, id)])
      return c.json({ success: true as const, activity, recentSearches }, 200)
    })
    .openapi(cardsRoute, async (c) => {
      const { ids } = c.req.valid('query')
      return c.json({ success: true as const, talents: await talentCardsByIds(db, ids, authOf(c).id) }, 200)
    })
}
