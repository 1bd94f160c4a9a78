/**
 * Notifications by mail (ADR 024) when SMTP_URL is set: a listener that mails each committed
 * notification to its user, text and simple HTML, with an absolute link built from the public origin.
 * It runs after the commit and nobody awaits it (api/services/notifications.ts deliverNotifications):
 * a slow or dead mail server never holds up the request, and a failed send is logged while the
 * notification stays in the list.
 */
import { eq } from 'drizzle-orm'
import nodemailer from 'nodemailer'
import type { Database } from '../api/db/client'
import { users } from '../api/db/schema'
import type { NotificationListener, NotificationView } from '../api/services/notifications'
import { publicOrigin, type Env } from './env.server'

/** A dead mail server is given up on after this long, not left holding a connection. */
const SMTP_TIMEOUT_MS = 10_000

export function defaultMailFrom(origin: string): string {
  return `Castline <notifications@${new URL(origin).hostname}>`
}

export interface NotificationMail {
  subject: string
  text: string
  html: string
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

/** The mail of one notification. Its link opens the notification (marking it read), then what it is about. */
export function notificationMail(notification: NotificationView, origin: string): NotificationMail {
  const link = `${origin}/notifications/${notification.id}/open`
  const all = `${origin}/notifications`
  const body = notification.body ? [notification.body, ''] : []
  return {
    subject: notification.title,
    text: [notification.title, '', ...body, `Open it: ${link}`, '', `All your notifications: ${all}`].join('\n'),
    html: [
      `<p><strong>${escapeHtml(notification.title)}</strong></p>`,
      notification.body ? `<p>${escapeHtml(notification.body)}</p>` : '',
      `<p><a href="${escapeHtml(link)}">Open it on Castline</a></p>`,
      `<p>All your notifications: <a href="${escapeHtml(all)}">${escapeHtml(all)}</a></p>`,
    ]
      .filter(Boolean)
      .join('\n'),
  }
}

export function createMailListener({
  db,
  smtpUrl,
  from,
  origin,
}: {
  db: Database
  smtpUrl: string
  from: string
  /** The site's public origin (PUBLIC_URL): links in a mail must work outside the site. */
  origin: string
}): NotificationListener {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  })
  return async ({ userId, notification }) => {
    const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId))
    if (!user) return
    await transport.sendMail({ from, to: user.email, ...notificationMail(notification, origin) })
  }
}

/** The mail listener when SMTP_URL is set (From: MAIL_FROM or the default), else none. */
export function mailListenersFromEnv(db: Database, env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'PUBLIC_URL' | 'PORT'>) {
  if (!env.SMTP_URL) return []
  const origin = publicOrigin(env)
  return [createMailListener({ db, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM ?? defaultMailFrom(origin), origin })]
}
