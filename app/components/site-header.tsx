import { Form } from '@remix-run/react'
import type { Theme } from '~/services/theme'
import { profilePath, useOptionalUser, type PublicUser } from '~/services/user'
import { AppLink, AppNavLink } from './app-link'
import { ASSISTANT_SLOT_ID } from './chat/chat-launcher'
import { HeaderMenu } from './header-menu'
import { NotificationBell } from './notifications/notification-bell'
import * as styles from './layout.css'
import { ThemeToggle } from './theme-toggle'

/**
 * One row at every width. On a wide screen everything sits in the row; on a phone the row keeps the brand,
 * the theme switch, one account action (sign in, or your name) and a menu (a `<details>`, so it opens
 * without JavaScript) holding the browse links and the other account action. The links in the menu are a
 * second copy shown only on a phone: `display: none` keeps the hidden copy out of the accessibility tree.
 */
export function SiteHeader({ theme }: { theme: Theme }) {
  const user = useOptionalUser()
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <AppLink to="/" className={styles.brand} aria-label="Castline home">
          <span className={styles.brandMark} aria-hidden="true" />
          <span className={styles.brandName}>Castline</span>
        </AppLink>
        <BrowseLinks className={styles.browseNav} />
        <nav className={styles.nav} aria-label="Account">
          <ThemeToggle theme={theme} />
          {user ? <AccountLinks user={user} /> : <GuestLinks />}
        </nav>
        {/* The assistant's launcher moves in here on a phone (chat-launcher.tsx); empty, it takes no room. */}
        <span id={ASSISTANT_SLOT_ID} className={styles.assistantSlot} />
        <HeaderMenu>
          <BrowseLinks className={styles.menuNav} />
          {user && (
            <nav className={styles.menuNav} aria-label="Your account">
              <RequestsLink />
            </nav>
          )}
          <div className={styles.menuAccount}>{user ? <LogoutForm /> : <SignUpLink />}</div>
        </HeaderMenu>
      </div>
    </header>
  )
}

function BrowseLinks({ className }: { className: string }) {
  const user = useOptionalUser()
  return (
    <nav className={className} aria-label="Browse">
      <AppNavLink to="/recruiter/view-all-talents" className={styles.navLink}>
        Talents
      </AppNavLink>
      <AppNavLink to="/marketplace/all/by-category" className={styles.navLink}>
        Categories
      </AppNavLink>
      <AppNavLink to="/talent" className={styles.navLink}>
        For talent
      </AppNavLink>
      {user?.userType === 'recruiter' && (
        <AppNavLink to="/shortlists" className={styles.navLink}>
          Shortlists
        </AppNavLink>
      )}
      {user && (
        <AppNavLink to={user.userType === 'recruiter' ? '/calls/mine' : '/applications'} className={styles.navLink}>
          {user.userType === 'recruiter' ? 'Calls' : 'Applications'}
        </AppNavLink>
      )}
    </nav>
  )
}

function GuestLinks() {
  return (
    <>
      <AppNavLink to="/login" className={styles.navLink}>
        Sign in
      </AppNavLink>
      <span className={styles.wideOnly}>
        <SignUpLink />
      </span>
    </>
  )
}

function SignUpLink() {
  return (
    <AppNavLink to="/signup" end className={styles.navButton}>
      Sign up
    </AppNavLink>
  )
}

/** The notifications bell, the signed-in user's name (to their profile) and logout, a POST form that works without JavaScript. */
function AccountLinks({ user }: { user: PublicUser }) {
  return (
    <>
      <span className={styles.wideOnly}>
        <RequestsLink />
      </span>
      <NotificationBell />
      <AppNavLink to={profilePath(user.userType)} className={styles.navLink} data-testid="account-link">
        <span className="visually-hidden">Your profile: </span>
        <span className={styles.userName}>{user.name}</span>
        <span className={styles.userInitials} aria-hidden="true">
          {initialsOf(user.name)}
        </span>
      </AppNavLink>
      <span className={styles.wideOnly}>
        <LogoutForm />
      </span>
    </>
  )
}

/** "Rhea Mehta" → "RM", "Cher" → "C": the first letters of the first and last words. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  // By code point, so a letter outside the BMP is not cut in half.
  const letter = (word: string | undefined) => (word ? (Array.from(word)[0] ?? '') : '')
  return (letter(words[0]) + (words.length > 1 ? letter(words.at(-1)) : '')).toLocaleUpperCase()
}

/** Connection requests: sent for a recruiter, received for a talent (ADR 024). */
function RequestsLink() {
  return (
    <AppNavLink to="/requests" className={styles.navLink}>
      Requests
    </AppNavLink>
  )
}

function LogoutForm() {
  return (
    <Form method="post" action="/logout" className={styles.logoutForm}>
      <button type="submit" className={styles.navButton}>
        Log out
      </button>
    </Form>
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
