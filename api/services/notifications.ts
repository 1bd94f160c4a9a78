/**
 * Notifications (ADR 024): a row per thing a user is told, written with the event it reports (pass the
 * event's transaction), then handed to the delivery listeners after the commit: server.ts sends it to the
 * user's sockets, and mail goes out when SMTP_URL is set. A delivery that fails is logged; the row stays,
 * so the list and the unread count still show it.
 */
import type { Logger } from 'pino'
import { notifications } from '../db/schema'
import type { Executor } from './shortlists'

export const NOTIFICATION_KINDS = [
  'request_received',
  'request_accepted',
  'request_declined',
  'shortlist_opened',
  'application_received',
  'application_shortlisted',
  'application_declined',
  'saved_search_match',
  'call_digest',
  'call_closed',
] as const
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]

/** What a user is shown, in the list, over the socket (`notification` event) and in the mail. */
export interface NotificationView {
  id: number
  kind: NotificationKind
  title: string
  body: string
  /** A local path to what it is about, or null. */
  link: string | null
  data: Record<string, string | number | null>
  createdAt: string
  readAt: string | null
}

export interface NewNotification {
  userId: number
  kind: NotificationKind
  title: string
  body?: string
  link?: string | null
  data?: Record<string, string | number | null>
}

/** One made notification and whom it is for: what a route hands to `deliverNotifications` after its commit. */
export interface NotificationDelivery {
  userId: number
  notification: NotificationView
}

/** Told of each notification after its commit; must not throw (a throw is logged and ignored). */
export type NotificationListener = (delivery: NotificationDelivery) => void | Promise<void>

type NotificationRow = typeof notifications.$inferSelect

export function toNotificationView(row: NotificationRow): NotificationView {
  return {
    id: row.id,
    kind: row.kind as NotificationKind,
    title: row.title,
    body: row.body,
    link: row.link,
    data: row.data,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt ? row.readAt.toISOString() : null,
  }
}

/** Writes a notification (in the caller's transaction, when given one); deliver it after the commit. */
export async function recordNotification(db: Executor, input: NewNotification): Promise<NotificationDelivery> {
  const [row] = await db
    .insert(notifications)
    .values({
      userId: input.userId,
      kind: input.kind,
      title: input.title,
      body: input.body ?? '',
      link: input.link ?? null,
      data: input.data ?? {},
    })
    .returning()
  if (!row) throw new Error('INSERT … RETURNING gave no notification row')
  return { userId: input.userId, notification: toNotificationView(row) }
}

/** Hands committed notifications to every listener; never throws, never waits for a slow listener. */
export function deliverNotifications(
  listeners: readonly NotificationListener[],
  logger: Pick<Logger, 'warn'>,
  deliveries: readonly NotificationDelivery[],
): void {
  for (const delivery of deliveries) {
    for (const listener of listeners) {
      try {
        void Promise.resolve(listener(delivery)).catch((error: unknown) =>
          logger.warn({ err: error, kind: delivery.notification.kind }, 'a notification could not be delivered'),
        )
      } catch (error) {
        logger.warn({ err: error, kind: delivery.notification.kind }, 'a notification could not be delivered')
      }
    }
  }
}
