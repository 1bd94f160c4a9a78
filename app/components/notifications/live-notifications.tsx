import { lazy, Suspense, useEffect, useState } from 'react'
import { useOptionalUser } from '~/services/user'

/** The socket and its handlers load only for a signed-in user, and only once the page is idle. */
const NotificationSocket = lazy(() => import('./notification-socket'))

/** How long to wait for an idle moment before loading anyway (browsers without requestIdleCallback too). */
const IDLE_TIMEOUT_MS = 2000

/**
 * Real-time notifications (ADR 024): nothing for a guest; for a signed-in user, after the page is idle,
 * a small module that listens on a socket for `notification` events.
 */
export function LiveNotifications() {
  const user = useOptionalUser()
  const [idle, setIdle] = useState(false)
  useEffect(() => {
    if (!user || idle) return
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: IDLE_TIMEOUT_MS })
      return () => window.cancelIdleCallback(handle)
    }
    const timer = setTimeout(() => setIdle(true), IDLE_TIMEOUT_MS)
    return () => clearTimeout(timer)
  }, [user, idle])
  if (!user || !idle) return null
  return (
    <Suspense fallback={null}>
      <NotificationSocket userId={user.USERID} />
    </Suspense>
  )
}
