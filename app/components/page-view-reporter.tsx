import { useLocation } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import type { PageViewSink } from '~/services/page-views'

/** Requirements §1: reports a page view on the first load and on every route change (the path only, never the query). */
export function PageViewReporter({ sink }: { sink: PageViewSink }) {
  const { pathname } = useLocation()
  const last = useRef<string | null>(null)
  useEffect(() => {
    if (last.current === pathname) return
    last.current = pathname
    // The reporting code loads with the first report, after the page is interactive.
    void import('./page-view-report.client').then(({ report }) => report(sink, pathname))
  }, [pathname, sink])
  return null
}
