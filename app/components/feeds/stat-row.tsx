import * as styles from './feeds.css'

/** One number and what exactly it counts, in words. */
export interface Stat {
  label: string
  value: number
  counts: string
}

const format = new Intl.NumberFormat('en-IN')

/** A signed-in user's own numbers (requirements §3 analytics and their activity), each with what it counts. */
/** Three or four numbers: the grid is laid out for either. */
export function StatRow({ title, stats }: { title: string; stats: Stat[] }) {
  const columns = stats.length >= 4 ? styles.statColumns[4] : styles.statColumns[3]
  return (
    <section aria-labelledby="stats-title" data-testid="home-analytics" className={styles.statSection}>
      <h2 id="stats-title" className={styles.statTitle}>
        {title}
      </h2>
      <dl className={`${styles.statRow} ${columns}`}>
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
