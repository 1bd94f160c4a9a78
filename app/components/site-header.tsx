import { Link } from '@remix-run/react'
import type { Theme } from '~/services/theme'
import * as styles from './layout.css'
import { ThemeToggle } from './theme-toggle'

export function SiteHeader({ theme }: { theme: Theme }) {
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <Link to="/" className={styles.brand} aria-label="Castline home">
          <span className={styles.brandMark} aria-hidden="true" />
          Castline
        </Link>
        <nav className={styles.nav} aria-label="Main">
          <ThemeToggle theme={theme} />
        </nav>
      </div>
    </header>
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
