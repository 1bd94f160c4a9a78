import { useEffect, useSyncExternalStore } from 'react'

/**
 * Notifications that arrived over the socket since the root loader last counted: the header adds them at
 * once, and the revalidation that follows each one brings the real count, which resets them.
 */
let arrived = 0
const listeners = new Set<() => void>()

export function countArrivedNotification() {
  arrived++
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/**
 * The count to show: the loader's, plus what arrived since it was read. `loaderData` is the root loader's
 * answer: each new one (a revalidation, a navigation) counted everything, so the arrivals start again.
 */
export function useUnreadCount(loaderCount: number | null, loaderData: unknown): number | null {
  const extra = useSyncExternalStore(
    subscribe,
    () => arrived,
    () => 0,
  )
  useEffect(() => {
    arrived = 0
    for (const listener of listeners) listener()
  }, [loaderData])
  return loaderCount === null ? null : loaderCount + extra
}

/** The bell's accessible name: "Notifications, 2 unread". */
export function bellLabel(count: number | null): string {
  return count ? `Notifications, ${count} unread` : 'Notifications'
}
