import * as styles from './feeds.css'

export interface HomeAnalytics {
  views: number
  shares: number
  connections: number
}

const format = new Intl.NumberFormat('en-IN')

/** The signed-in user's own counters (requirements §3 analytics), one compact row. */
export function StatRow({ analytics }: { analytics: HomeAnalytics }) {
  const stats = [
    ['Total views', analytics.views],
    ['Shares', analytics.shares],
    ['Connections', analytics.connections],
  ] as const
  return (
    <section aria-labelledby="stats-title" data-testid="home-analytics">
      <h2 id="stats-title" className="visually-hidden">
        Your activity
      </h2>
      <dl className={styles.statRow}>
        {stats.map(([label, value]) => (
          <div key={label} className={styles.stat}>
            <dt className={styles.statLabel}>{label}</dt>
            <dd className={styles.statValue}>{format.format(value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
