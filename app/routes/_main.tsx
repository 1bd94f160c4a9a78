import { Outlet, useLocation, useNavigation } from '@remix-run/react'
import { useSpinDelay } from 'spin-delay'
import { ChatLauncher } from '~/components/chat/chat-launcher'
import { SiteFooter, SiteHeader } from '~/components/site-header'
import { SkipLinks } from '~/components/skip-links'
import { ThreeDotLoader } from '~/components/three-dot-loader'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { LiveNotifications } from '~/components/notifications/live-notifications'
import * as styles from '~/components/layout.css'
import { useTheme } from '~/services/theme'

/** The main layout of requirements §2: header, the child page, footer. */
export default function MainLayout() {
  const theme = useTheme()
  const navigation = useNavigation()
  const location = useLocation()
  // Only a navigation to another page that takes a while shows the loader; quick ones never flash it.
  const changingPage = navigation.state === 'loading' && navigation.location.pathname !== location.pathname
  const showLoader = useSpinDelay(changingPage, { delay: 400, minDuration: 300 })
  return (
    <div className={styles.shell}>
      <SkipLinks assistant />
      <SiteHeader theme={theme} />
      <main id="main" className={styles.main} aria-busy={changingPage}>
        {showLoader ? <ThreeDotLoader label="Loading the page" /> : <Outlet />}
      </main>
      <SiteFooter />
      <ChatLauncher />
      <LiveNotifications />
    </div>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
