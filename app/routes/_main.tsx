import { Outlet, useNavigation } from '@remix-run/react'
import { SiteFooter, SiteHeader } from '~/components/site-header'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import * as styles from '~/components/layout.css'
import { useTheme } from '~/services/theme'

/** The main layout of spec §2: header, the child page, footer. */
export default function MainLayout() {
  const theme = useTheme()
  const navigation = useNavigation()
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <SiteHeader theme={theme} />
      <main id="main" className={styles.main} aria-busy={navigation.state === 'loading'}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
