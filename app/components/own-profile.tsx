import type { ReactNode } from 'react'
import { AnalyticsChart, type AnalyticsDay } from './analytics-chart'
import * as page from './page.css'
import * as styles from './own-profile.css'
import { ownNumbers } from './own-numbers'

/** The top of a signed-in user's own profile: photo, name, a one-line summary. */
export function ProfileHeader({
  eyebrow,
  name,
  photo,
  subtitle,
  email,
  badge,
  children,
}: {
  eyebrow: string
  name: string
  photo: string
  subtitle: string
  /** The account's sign-in email, shown only to its owner. */
  email: string
  badge?: string
  children?: ReactNode
}) {
  return (
    <header className={styles.header}>
      <img className={styles.photo} src={photo} alt="" width={120} height={120} />
      <div className={styles.heading}>
        <p className={page.eyebrow}>{eyebrow}</p>
        <h1 id="profile-title" className={styles.name}>
          {name}
        </h1>
        <p className={styles.subtitle}>{subtitle}</p>
        <p className={styles.subtitle}>Signed in as {email}</p>
        {badge && <p className={styles.badge}>{badge}</p>}
        {children}
      </div>
    </header>
  )
}

interface Counters {
  total_views: number
  total_share: number
  total_connected: number
}

/**
 * Requirements §3 analytics: total_views, total_share, total_connected as numbers, and the last 30 days as a
 * chart. When the analytics call failed the profile's own counters stand in and the chart is left out.
 */
export function OwnNumbers({
  userType,
  analytics,
  fallback,
}: {
  userType: 'talent' | 'recruiter'
  analytics: (Counters & { series: AnalyticsDay[] }) | null
  fallback: Counters
}) {
  const counters = analytics ?? fallback
  return (
    <section aria-labelledby="counters-title" className={styles.section}>
      <h2 id="counters-title" className={page.sectionTitle}>
        Your numbers
      </h2>
      <dl className={styles.counters}>
        {ownNumbers(userType, counters).map(({ label, value, counts }) => (
          <div key={label} className={styles.counter}>
            <dt className={styles.counterLabel}>{label}</dt>
            <dd className={styles.counterValue}>{value.toLocaleString('en-IN')}</dd>
            <dd className={styles.counterCounts}>{counts}</dd>
          </div>
        ))}
      </dl>
      {analytics ? (
        <AnalyticsChart series={analytics.series} />
      ) : (
        <p className={styles.numbersNote} role="status">
          Your activity over time could not be loaded just now. Reload the page to try again.
        </p>
      )}
    </section>
  )
}

export function ProfileUnavailable({ message }: { message: string | null }) {
  return (
    <section className={page.centered} aria-labelledby="profile-error-title">
      <p className={page.eyebrow}>Your profile</p>
      <h1 id="profile-error-title" className={page.title}>
        We could not load your profile
      </h1>
      <p className={page.lead} role="alert">
        {message ?? 'An unexpected error occurred.'} Please try again in a moment.
      </p>
    </section>
  )
}
