import { useNavigation } from '@remix-run/react'
import type { NProgress } from 'nprogress'
import { useEffect, useRef } from 'react'
import { useSpinDelay } from 'spin-delay'
import './navigation-progress.css'

let progress: Promise<NProgress> | undefined

/** nprogress loads with the first slow navigation: a page that never waits never needs it. */
function loadProgress() {
  progress ??= import('nprogress').then(({ default: NProgress }) =>
    // nprogress's own template gives the bar role="bar", which is not an ARIA role (axe: aria-roles). The bar
    // is decoration: the page says it is busy with aria-busy on <main>.
    NProgress.configure({
      showSpinner: false,
      trickleSpeed: 150,
      minimum: 0.1,
      template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
      barSelector: '.bar',
    }),
  )
  return progress
}

/** A thin bar at the top while a navigation or form submission takes a while; quick ones never show it. */
export function NavigationProgress() {
  const navigation = useNavigation()
  const busy = useSpinDelay(navigation.state !== 'idle', { delay: 250, minDuration: 200 })
  const shown = useRef(false)
  useEffect(() => {
    if (!busy && !shown.current) return
    shown.current = busy
    void loadProgress().then((NProgress) => (busy ? NProgress.start() : NProgress.done()))
  }, [busy])
  return null
}
