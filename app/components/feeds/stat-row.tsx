import * as styles from './feeds.css'

/** One number and what exactly it counts, in words. */
export interface Stat {
  label: string
  value: number
  counts: string
}

const format = new Intl.NumberFormat('en-IN')

/** A signed-in user's own numbers (requirements §3 analytics and their activity), each with what it counts. */
export function StatRow({ title, stats }: { title: string; stats: Stat[] }) {
  return (
    <section aria-labelledby="stats-title" data-testid="home-analytics" className={styles.statSection}>
      <h2 id="stats-title" className={styles.statTitle}>
        {title}
      </h2>
      <dl className={styles.statRow}>
        {stats.map(({ label, value, counts }) => (
          <div key={label} className={styles.stat}>
            <dt className={styles.statLabel}>{label}</dt>
            <dd className={styles.statValue}>{format.format(value)}</dd>
            <dd className={styles.statCounts}>{counts}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
