import { Form } from '@remix-run/react'
import type { Theme } from '~/services/theme'
import { profilePath, useOptionalUser, type PublicUser } from '~/services/user'
import { AppLink, AppNavLink } from './app-link'
import * as styles from './layout.css'
import { ThemeToggle } from './theme-toggle'

export function SiteHeader({ theme }: { theme: Theme }) {
  const user = useOptionalUser()
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <AppLink to="/" className={styles.brand} aria-label="Castline home">
          <span className={styles.brandMark} aria-hidden="true" />
          Castline
        </AppLink>
        <nav className={styles.browseNav} aria-label="Browse">
          <AppNavLink to="/recruiter/view-all-talents" className={styles.navLink}>
            Talents
          </AppNavLink>
          <AppNavLink to="/marketplace/all/by-category" className={styles.navLink}>
            Categories
          </AppNavLink>
          <AppNavLink to="/talent" className={styles.navLink}>
            For talent
          </AppNavLink>
        </nav>
        <nav className={styles.nav} aria-label="Account">
          <ThemeToggle theme={theme} />
          {user ? <AccountMenu user={user} /> : <GuestLinks />}
        </nav>
      </div>
    </header>
  )
}

function GuestLinks() {
  return (
    <>
      <AppNavLink to="/login" className={styles.navLink}>
        Sign in
      </AppNavLink>
      <AppNavLink to="/signup" end className={styles.navButton}>
        Sign up
      </AppNavLink>
    </>
  )
}

/** The signed-in user's name (to their profile) and logout, a POST form that works without JavaScript. */
function AccountMenu({ user }: { user: PublicUser }) {
  return (
    <>
      <AppNavLink to={profilePath(user.userType)} className={styles.navLink} data-testid="account-link">
        <span className="visually-hidden">Your profile: </span>
        <span className={styles.userName}>{user.name}</span>
      </AppNavLink>
      <Form method="post" action="/logout" className={styles.logoutForm}>
        <button type="submit" className={styles.navButton}>
          Log out
        </button>
      </Form>
    </>
  )
}

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <p>Castline: find actors, models, voiceover artists, dancers and content creators.</p>
        <p>© {new Date().getFullYear()} Castline</p>
      </div>
    </footer>
  )
}
