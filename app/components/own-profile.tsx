import * as page from './page.css'
import * as styles from './own-profile.css'

/** The top of a signed-in user's own profile: photo, name, a one-line summary. */
export function ProfileHeader({
  eyebrow,
  name,
  photo,
  subtitle,
  badge,
}: {
  eyebrow: string
  name: string
  photo: string
  subtitle: string
  badge?: string
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
        {badge && <p className={styles.badge}>{badge}</p>}
      </div>
    </header>
  )
}

/** Spec §3: total_views, total_share, total_connected. */
export function ProfileCounters({ counters }: { counters: { label: string; value: number }[] }) {
  return (
    <section aria-labelledby="counters-title" className={styles.section}>
      <h2 id="counters-title" className={page.sectionTitle}>
        Your numbers
      </h2>
      <dl className={styles.counters}>
        {counters.map(({ label, value }) => (
          <div key={label} className={styles.counter}>
            <dt className={styles.counterLabel}>{label}</dt>
            <dd className={styles.counterValue}>{value.toLocaleString('en-IN')}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

export function ProfileDetails({ items }: { items: { term: string; detail: string }[] }) {
  return (
    <section aria-labelledby="details-title" className={styles.section}>
      <h2 id="details-title" className={page.sectionTitle}>
        Details
      </h2>
      <dl className={styles.details}>
        {items.map(({ term, detail }) => (
          <div key={term} className={styles.detailRow}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.detail}>{detail}</dd>
          </div>
        ))}
      </dl>
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
