import type { ReactNode } from 'react'
import { useTheme } from '~/services/theme'
import * as layout from './layout.css'
import { SiteFooter, SiteHeader } from './site-header'
import { SkipLinks } from './skip-links'
import { StrokeIcon } from './stroke-icon'
import * as styles from './standalone-shell.css'

/** The frame of the standalone pages of requirements §2 (/welcome, /login, /signup): header, page, footer. */
export function StandaloneShell({ children }: { children: ReactNode }) {
  const theme = useTheme()
  return (
    <div className={layout.shell}>
      <SkipLinks />
      <SiteHeader theme={theme} />
      <main id="main" className={styles.main}>
        {children}
      </main>
      <SiteFooter />
    </div>
  )
}

/** A form card beside a short pitch (the pitch steps aside on a phone, so the form comes first). */
export function AuthLayout({
  pitchTitle,
  points,
  children,
}: {
  pitchTitle: ReactNode
  points: string[]
  children: ReactNode
}) {
  return (
    <div className={styles.split}>
      <aside className={styles.pitch} aria-label="Why Castline">
        <p className={styles.pitchEyebrow}>Castline</p>
        <p className={styles.pitchTitle}>{pitchTitle}</p>
        <ul className={styles.points}>
          {points.map((point) => (
            <li key={point} className={styles.point}>
              <CheckIcon />
              <span>{point}</span>
            </li>
          ))}
        </ul>
      </aside>
      <div className={styles.card}>{children}</div>
    </div>
  )
}

export function CardHeader({ eyebrow, title, lead }: { eyebrow: string; title: string; lead?: ReactNode }) {
  return (
    <header className={styles.cardHeader}>
      <p className={styles.cardEyebrow}>{eyebrow}</p>
      <h1 className={styles.cardTitle}>{title}</h1>
      {lead && <p className={styles.cardLead}>{lead}</p>}
    </header>
  )
}

function CheckIcon() {
  return (
    <StrokeIcon className={styles.pointIcon} strokeWidth={2.5}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </StrokeIcon>
  )
}
