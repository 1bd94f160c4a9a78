import { createRoute, z } from '@hono/zod-openapi'
import type { ApiDependencies } from '../app'
import { createRouter, errorResponses } from '../router'
import { listPublicTalents } from '../services/talents'
import { TalentCardSchema } from '../schemas'

export const MAX_EXCLUDED_IDS = 50

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

const publicTalentsRoute = createRoute({
  method: 'get',
  path: '/get-app-dashbord-talents-public',
  summary: 'Public talents for the home page, 10 per page',
  request: { query: z.object({ excludeIds: excludeIdsSchema, page: pageSchema }) },
  responses: {
    200: {
      description: 'A page of public talents',
      content: {
        'application/json': { schema: z.object({ success: z.literal(true), talents: z.array(TalentCardSchema) }) },
      },
    },
    ...errorResponses,
  },
})

export function talentRoutes({ db }: ApiDependencies) {
  return createRouter().openapi(publicTalentsRoute, async (c) => {
    const { excludeIds, page } = c.req.valid('query')
    const talents = await listPublicTalents(db, { excludeIds, page })
    // The same for every visitor and slow to change: shared caches may keep it briefly.
    c.header('cache-control', 'public, max-age=30, stale-while-revalidate=30')
    return c.json({ success: true as const, talents }, 200)
  })
}
