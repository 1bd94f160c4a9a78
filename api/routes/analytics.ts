import { createRoute, z } from '@hono/zod-openapi'
import type { ApiDependencies } from '../dependencies'
import { authOf } from '../auth/middleware'
import { errorResponse, OPTIONAL_BEARER, signedInOnly, signedInOrGuest, unauthorizedResponse } from '../route-helpers'
import { createRouter, errorResponses } from '../router'
import { getOwnAnalytics, recordPageView } from '../services/analytics'
import { callerOfRequest } from '../services/visits'

const HomeAnalyticsSchema = z
  .object({
    total_views: z.number().int(),
    total_share: z.number().int(),
    total_connected: z.number().int(),
    userType: z.enum(['talent', 'recruiter']),
    series: z
      .array(
        z.object({
          date: z.string().openapi({ format: 'date', example: '2025-03-01' }),
          views: z.number().int(),
          shares: z.number().int(),
          connections: z.number().int(),
        }),
      )
      .openapi({ description: 'The last 30 UTC days, oldest first, days without events as zeros' }),
  })
  .openapi('HomeAnalytics')

/** A page of the web app: a path only (no query, no fragment: those can carry personal data). */
const PageViewSchema = z
  .object({
    path: z
      .string({ required_error: 'is required', invalid_type_error: 'must be a string' })
      .max(512, 'must be at most 512 characters')
      .regex(/^\/[^\s?#]*$/, 'must be a path starting with / (no query string or fragment)')
      .refine((path) => !/\p{Cc}/u.test(path), 'must not contain control characters')
      .openapi({ example: '/recruiter/solo/TAL000001' }),
  })
  .strict()
  .openapi('PageView')

export function analyticsRoutes({ db, tokens }: ApiDependencies) {
  const homeAnalyticsRoute = createRoute({
    method: 'get',
    path: '/get-analytics-home-page',
    summary: "The caller's own counters and 30-day series",
    description:
      'A talent: views of their page, shares of it, and recruiter requests they accepted. A recruiter: views ' +
      'of their shared shortlists, shortlists they shared, and their requests that talents accepted. Views ' +
      'count each visitor once a day (never the owner).',
    middleware: signedInOnly(tokens),
    responses: {
      200: {
        description: "The caller's analytics",
        content: {
          'application/json': { schema: z.object({ success: z.literal(true), analytics: HomeAnalyticsSchema }) },
        },
      },
      401: unauthorizedResponse,
      ...errorResponses,
    },
  })

  const pageViewRoute = createRoute({
    method: 'post',
    path: '/record-page-view',
    summary:
      'Records a page view of the web app (requirements §1: reported on each route change), once a day per visitor',
    security: OPTIONAL_BEARER,
    middleware: signedInOrGuest(tokens, { jsonBodyBytes: 1024 }),
    request: { body: { content: { 'application/json': { schema: PageViewSchema } }, required: true } },
    responses: {
      202: {
        description: 'Recorded',
        content: { 'application/json': { schema: z.object({ success: z.literal(true) }) } },
      },
      401: errorResponse('A bearer token was sent but is not valid'),
      ...errorResponses,
    },
  })

  return createRouter()
    .openapi(homeAnalyticsRoute, async (c) => {
      const analytics = await getOwnAnalytics(db, authOf(c))
      return c.json({ success: true as const, analytics }, 200)
    })
    .openapi(pageViewRoute, async (c) => {
      const { path } = c.req.valid('json')
      const caller = await callerOfRequest(db, {
        userId: c.var.auth?.id ?? null,
        bindings: c.env,
        userAgent: c.req.header('user-agent'),
      })
      await recordPageView(db, { path, caller })
      return c.json({ success: true as const }, 202)
    })
}
