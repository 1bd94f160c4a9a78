import { useRouteLoaderData } from '@remix-run/react'
import type { loader as rootLoader } from '~/root'
import { AppNavLink } from '../app-link'
import { StrokeIcon } from '../stroke-icon'
import * as styles from './notifications.css'
import { bellLabel, useUnreadCount } from './unread-count'

/** The header's bell: a link to /notifications named with the unread count ("Notifications, 2 unread"). */
export function NotificationBell() {
  const root = useRouteLoaderData<typeof rootLoader>('root')
  const count = useUnreadCount(root?.unreadNotifications ?? null, root)
  return (
    <AppNavLink
      to="/notifications"
      className={styles.bell}
      aria-label={bellLabel(count)}
      data-testid="notification-bell"
    >
      <StrokeIcon className={styles.bellIcon}>
        <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
        <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
      </StrokeIcon>
      {count ? (
        <span className={styles.badge} aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </AppNavLink>
  )
}
