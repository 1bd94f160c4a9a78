import { createRoute, z } from '@hono/zod-openapi'
import type { ApiDependencies } from '../app'
import { authOf } from '../auth/middleware'
import { signedInOnly, unauthorizedResponse } from '../route-helpers'
import { createRouter, errorResponses } from '../router'
import { getOwnAnalytics } from '../services/analytics'

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

export function analyticsRoutes({ db, tokens }: ApiDependencies) {
  const homeAnalyticsRoute = createRoute({
    method: 'get',
    path: '/get-analytics-home-page',
    summary: "The caller's own counters and 30-day series",
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

  return createRouter().openapi(homeAnalyticsRoute, async (c) => {
    const analytics = await getOwnAnalytics(db, authOf(c))
    return c.json({ success: true as const, analytics }, 200)
  })
}
