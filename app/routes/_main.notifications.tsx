import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { z } from 'zod'
import { AppLink } from '~/components/app-link'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import * as layout from '~/components/layout.css'
import * as styles from '~/components/notifications/notifications.css'
import { createUserApiClient } from '~/services/api.server'
import { requireUser } from '~/services/auth.server'
import { readForm } from '~/services/form.server'

const READ_ALL = 'read-all'
const READ = 'read'

const cursorSchema = z.coerce.number().int().positive().optional().catch(undefined)

const NotificationFormSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal(READ_ALL) }),
  z.object({ intent: z.literal(READ), id: z.coerce.number().int().positive() }),
])

/** The signed-in user's notifications, newest first; `?before=` pages back (ADR 024). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context)
  const before = cursorSchema.parse(new URL(request.url).searchParams.get('before') ?? undefined)
  const client = await createUserApiClient(request, context)
  const result = await client.request((api) =>
    api.notifications.$get({ query: before === undefined ? {} : { before: String(before) } }),
  )
  if (!result.success) throw data({ message: result.message }, { status: result.status || 503 })
  const { notifications, nextCursor, unreadCount } = result
  return { notifications, nextCursor, unreadCount, paged: before !== undefined }
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context)
  const parsed = NotificationFormSchema.safeParse(Object.fromEntries(await readForm(request)))
  if (!parsed.success) {
    throw data({ message: 'This form names no notification to mark read.' }, { status: 400 })
  }
  const client = await createUserApiClient(request, context)
  const form = parsed.data
  const result =
    form.intent === READ_ALL
      ? await client.request((api) => api.notifications['read-all'].$post())
      : await client.request((api) => api.notifications[':id'].read.$post({ param: { id: String(form.id) } }))
  if (!result.success) throw data({ message: result.message }, { status: result.status || 503 })
  return { ok: true }
}

export default function NotificationsPage() {
  const { notifications, nextCursor, unreadCount, paged } = useLoaderData<typeof loader>()
  return (
    <section className={styles.page} aria-labelledby="notifications-title">
      <div className={styles.heading}>
        <h1 id="notifications-title" className={styles.title}>
          Notifications
        </h1>
        {unreadCount > 0 ? (
          <Form method="post">
            <input type="hidden" name="intent" value={READ_ALL} />
            <button type="submit" className={layout.navButton}>
              Mark all as read
            </button>
          </Form>
        ) : null}
      </div>
      <p aria-live="polite">{unreadCount === 0 ? 'Nothing unread.' : `${unreadCount} unread.`}</p>
      {notifications.length === 0 ? (
        <p className={styles.empty}>
          {paged ? 'No older notifications.' : 'Nothing yet: you will be told here when something happens.'}
        </p>
      ) : (
        <ul className={styles.list}>
          {notifications.map((notification) => (
            <NotificationItem key={notification.id} notification={notification} />
          ))}
        </ul>
      )}
      {nextCursor !== null ? (
        <p className={styles.more}>
          <AppLink to={`/notifications?before=${nextCursor}`}>Older notifications</AppLink>
        </p>
      ) : null}
    </section>
  )
}

type Item = ReturnType<typeof useLoaderData<typeof loader>>['notifications'][number]

const timeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })

function NotificationItem({ notification }: { notification: Item }) {
  const unread = notification.readAt === null
  const titleId = `notification-${notification.id}`
  return (
    <li className={unread ? `${styles.item} ${styles.unread}` : styles.item} aria-labelledby={titleId}>
      <div>
        <h2 id={titleId} className={unread ? `${styles.itemTitle} ${styles.itemTitleUnread}` : styles.itemTitle}>
          {notification.link ? (
            // Through /open: the notification is marked read, then its page opens.
            <a className={styles.itemLink} href={`/notifications/${notification.id}/open`}>
              {notification.title}
            </a>
          ) : (
            notification.title
          )}
        </h2>
        {notification.body ? <p className={styles.itemBody}>{notification.body}</p> : null}
        <p className={styles.meta}>
          {unread ? <span className={styles.unreadLabel}>Unread</span> : null}
          <time dateTime={notification.createdAt}>{timeFormat.format(new Date(notification.createdAt))} UTC</time>
        </p>
      </div>
      {unread ? (
        <Form method="post">
          <input type="hidden" name="intent" value={READ} />
          <input type="hidden" name="id" value={notification.id} />
          <button type="submit" className={layout.navButton} aria-describedby={titleId}>
            Mark as read
          </button>
        </Form>
      ) : null}
    </li>
  )
}

export const meta: MetaFunction = () => [
  { title: 'Notifications | Castline' },
  { name: 'description', content: 'What happened on Castline: requests, answers and your shared lists.' },
  { name: 'robots', content: 'noindex' },
]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
