import { useEffect, useRef, useState } from 'react'
import { FEED_REVALIDATE_INTERVAL_MS, OTHER_USER_TYPE_PREFETCH_DELAY_MS } from '~/constants'

export type FeedUserType = 1 | 2

/** The feed resource route of a user type; the prefetch and the revalidation ask the same URL. */
export const feedsResourcePath = (userType: FeedUserType) => `/resources/feeds?userType=${userType}`

/** Requirements §3: the time of the last refresh is kept locally per user type. */
const lastRefreshKey = (userType: FeedUserType) => `last_refresh_${userType}`

function remember(userType: FeedUserType, at: number) {
  try {
    localStorage.setItem(lastRefreshKey(userType), String(at))
  } catch {
    // Storage can be full or blocked; the timer below still holds the time.
  }
}

/**
 * Keeps a feed fresh while the page stays open (requirements §9): refetches it in the background at most every
 * FEED_REVALIDATE_INTERVAL_MS, checked on a timer of that period and whenever the tab becomes visible,
 * and prefetches the other user type's feed OTHER_USER_TYPE_PREFETCH_DELAY_MS after load. Returns the
 * refetched feed once there is one (the page shows its loader's copy until then).
 */
export function useFeedRevalidation<T>(userType: FeedUserType, parse: (body: unknown) => T | null): T | null {
  const [fresh, setFresh] = useState<{ userType: FeedUserType; value: T } | null>(null)
  // The latest parser, read when an answer arrives: a new identity each render must not restart the timers.
  const parseRef = useRef(parse)
  parseRef.current = parse

  useEffect(() => {
    const controller = new AbortController()
    let lastRefresh = Date.now()
    remember(userType, lastRefresh)

    function revalidateIfDue() {
      if (document.visibilityState !== 'visible' || Date.now() - lastRefresh < FEED_REVALIDATE_INTERVAL_MS) return
      lastRefresh = Date.now()
      remember(userType, lastRefresh)
      fetch(feedsResourcePath(userType), { signal: controller.signal })
        .then((response) => (response.ok ? response.json() : null))
        .then((body: unknown) => {
          const value = body === null ? null : parseRef.current(body)
          if (value !== null) setFresh({ userType, value })
        })
        // A failed background refresh leaves the feed as it is; the next check tries again.
        .catch(() => undefined)
    }

    const timer = window.setInterval(revalidateIfDue, FEED_REVALIDATE_INTERVAL_MS)
    document.addEventListener('visibilitychange', revalidateIfDue)
    const prefetch = window.setTimeout(() => {
      const link = document.createElement('link')
      link.rel = 'prefetch'
      link.href = feedsResourcePath(userType === 1 ? 2 : 1)
      link.dataset.feedPrefetch = ''
      document.head.append(link)
    }, OTHER_USER_TYPE_PREFETCH_DELAY_MS)

    return () => {
      controller.abort()
      window.clearInterval(timer)
      window.clearTimeout(prefetch)
      document.removeEventListener('visibilitychange', revalidateIfDue)
    }
  }, [userType])

  return fresh?.userType === userType ? fresh.value : null
}
