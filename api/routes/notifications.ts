/**
 * The signed-in user's notifications (issue 21, ADR 024): list (newest first, cursor paging), unread
 * count, mark one read, mark all read. Every call is the caller's own: another user's id answers 404.
 */
import { createRoute, z } from '@hono/zod-openapi'
import { authOf } from '../auth/middleware'
import type { ApiDependencies } from '../dependencies'
import { errorResponse, idSchema, signedInOnly, unauthorizedResponse } from '../route-helpers'
import { createRouter, errorResponses } from '../router'
import {
  MAX_NOTIFICATION_PAGE_SIZE,
  markAllNotificationsRead,
  markNotificationRead,
  notificationsOf,
  NOTIFICATION_PAGE_SIZE,
  unreadNotificationCount,
} from '../services/notification-list'
import { NOTIFICATION_KINDS } from '../services/notifications'

const dateTime = z.string().openapi({ format: 'date-time' })

export const NotificationSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(NOTIFICATION_KINDS),
    title: z.string(),
    body: z.string(),
    link: z.string().nullable().openapi({ description: 'A local path to what it is about, or null' }),
    data: z.record(z.union([z.string(), z.number(), z.null()])).openapi({ description: 'The ids it is about' }),
    createdAt: dateTime,
    readAt: dateTime.nullable(),
  })
  .openapi('Notification')

const unreadCount = z.number().int().openapi({ description: 'The caller’s unread notifications, all pages' })

const pageQuery = z.object({
  before: idSchema()
    .optional()
    .openapi({ param: { name: 'before', in: 'query' }, description: 'nextCursor of the previous page' }),
  limit: z
    .string()
    .regex(/^\d{1,3}$/, 'must be a whole number')
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(1, 'must be at least 1')
        .max(MAX_NOTIFICATION_PAGE_SIZE, `must be at most ${MAX_NOTIFICATION_PAGE_SIZE}`),
    )
    .optional()
    .openapi({ type: 'integer', param: { name: 'limit', in: 'query' }, example: String(NOTIFICATION_PAGE_SIZE) }),
})

const idParams = z.object({ id: idSchema().openapi({ param: { name: 'id', in: 'path' } }) })
const json = <T extends z.ZodTypeAny>(description: string, schema: T) => ({
  description,
  content: { 'application/json': { schema } },
})
const callerErrors = { 401: unauthorizedResponse }

export function notificationRoutes({ db, tokens }: ApiDependencies) {
  const signedIn = signedInOnly(tokens)
  const tag = ['Notifications']

  const listRoute = createRoute({
    method: 'get',
    path: '/notifications',
    tags: tag,
    summary: 'The caller’s notifications, newest first, a page at a time, with the unread count',
    middleware: signedIn,
    request: { query: pageQuery },
    responses: {
      200: json(
        'A page of notifications',
        z.object({
          success: z.literal(true),
          notifications: z.array(NotificationSchema),
          nextCursor: z.number().int().nullable().openapi({ description: 'Pass as `before`; null: last page' }),
          unreadCount,
        }),
      ),
      ...callerErrors,
      ...errorResponses,
    },
  })

  const countRoute = createRoute({
    method: 'get',
    path: '/notifications/unread-count',
    tags: tag,
    summary: 'How many of the caller’s notifications are unread (the header’s bell)',
    middleware: signedIn,
    responses: {
      200: json('The count', z.object({ success: z.literal(true), unreadCount })),
      ...callerErrors,
      ...errorResponses,
    },
  })

  const readRoute = createRoute({
    method: 'post',
    path: '/notifications/{id}/read',
    tags: tag,
    summary: 'Marks one of the caller’s notifications read (again keeps the first time)',
    middleware: signedIn,
    request: { params: idParams },
    responses: {
      200: json(
        'The notification, read',
        z.object({ success: z.literal(true), notification: NotificationSchema, unreadCount }),
      ),
      ...callerErrors,
      404: errorResponse('No such notification of the caller'),
      ...errorResponses,
    },
  })

  const readAllRoute = createRoute({
    method: 'post',
    path: '/notifications/read-all',
    tags: tag,
    summary: 'Marks every notification of the caller read',
    middleware: signedIn,
    responses: {
      200: json(
        'Done',
        z.object({
          success: z.literal(true),
          marked: z.number().int().openapi({ description: 'How many were unread' }),
          unreadCount,
        }),
      ),
      ...callerErrors,
      ...errorResponses,
    },
  })

  return createRouter()
    .openapi(listRoute, async (c) => {
      const { before, limit } = c.req.valid('query')
      return c.json({ success: true as const, ...(await notificationsOf(db, authOf(c).id, { before, limit })) }, 200)
    })
    .openapi(countRoute, async (c) =>
      c.json({ success: true as const, unreadCount: await unreadNotificationCount(db, authOf(c).id) }, 200),
    )
    .openapi(readAllRoute, async (c) => {
      const marked = await markAllNotificationsRead(db, authOf(c).id)
      return c.json({ success: true as const, marked, unreadCount: 0 }, 200)
    })
    .openapi(readRoute, async (c) => {
      const userId = authOf(c).id
      const notification = await markNotificationRead(db, userId, c.req.valid('param').id)
      return c.json(
        { success: true as const, notification, unreadCount: await unreadNotificationCount(db, userId) },
        200,
      )
    })
}
