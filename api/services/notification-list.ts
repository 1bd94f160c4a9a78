/**
 * The signed-in user's notifications (ADR 024): the list, newest first with a cursor, the unread count
 * (the header asks on every page: one index-only count on notifications_unread_idx) and marking read.
 * Every call is scoped to the caller: another user's id is "not found", never "forbidden".
 */
import { and, count, desc, eq, isNull, lt, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { notifications } from '../db/schema'
import { ApiError } from '../errors'
import { toNotificationView, type NotificationView } from './notifications'

export const NOTIFICATION_PAGE_SIZE = 20
export const MAX_NOTIFICATION_PAGE_SIZE = 50
export const NOTIFICATION_NOT_FOUND = 'No such notification of yours.'

export async function unreadNotificationCount(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
  return row?.unread ?? 0
}

export interface NotificationPage {
  notifications: NotificationView[]
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextCursor: number | null
  unreadCount: number
}

/** A page of the user's notifications, newest first, older than the `before` id when given. */
export async function notificationsOf(
  db: Database,
  userId: number,
  { before, limit = NOTIFICATION_PAGE_SIZE }: { before?: number; limit?: number } = {},
): Promise<NotificationPage> {
  const [rows, unreadCount] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), before === undefined ? undefined : lt(notifications.id, before)))
      .orderBy(desc(notifications.id))
      .limit(limit + 1),
    unreadNotificationCount(db, userId),
  ])
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  return {
    notifications: page.map(toNotificationView),
    nextCursor: rows.length > limit && last ? last.id : null,
    unreadCount,
  }
}

/** Marks one of the user's notifications read (again is a no-op that keeps the first time); 404 for others'. */
export async function markNotificationRead(db: Database, userId: number, id: number): Promise<NotificationView> {
  const mine = and(eq(notifications.id, id), eq(notifications.userId, userId))
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(mine)
    .returning()
  if (!row) throw new ApiError(404, NOTIFICATION_NOT_FOUND)
  return toNotificationView(row)
}

/** Marks every unread notification of the user read; answers how many there were. */
export async function markAllNotificationsRead(db: Database, userId: number): Promise<number> {
  const marked = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id })
  return marked.length
}
