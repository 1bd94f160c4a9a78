import { AppLink } from '~/components/app-link'
import type { ShortlistSummary } from '~/routes/shortlists.server'
import * as styles from './shortlists.css'

const talentsCount = (count: number) => (count === 1 ? '1 talent' : `${count} talents`)

/** The recruiter's lists as cards: name (to the list), count, the first headshots, shared or not. */
export function ShortlistSummaries({
  shortlists,
  compact = false,
}: {
  shortlists: ShortlistSummary[]
  compact?: boolean
}) {
  return (
    <ul className={styles.lists} aria-label="Your shortlists">
      {shortlists.map((list) => (
        <li key={list.id}>
          <article className={styles.listCard} aria-labelledby={`shortlist-${list.id}`} data-shortlist-id={list.id}>
            <h3 id={`shortlist-${list.id}`} className={styles.listName}>
              <AppLink to={`/shortlists/${list.id}`} className={styles.coverLink}>
                {list.name}
              </AppLink>
            </h3>
            <p className={styles.meta}>
              {talentsCount(list.talentCount)}
              {list.shareToken && compact ? ' · shared' : ''}
            </p>
            {!compact && list.headshots.length > 0 && (
              <ul className={styles.faces} aria-label={`First talents on ${list.name}`}>
                {list.headshots.map((face) => (
                  <li key={face.USERID}>
                    <img
                      className={styles.face}
                      src={face.photo}
                      alt={face.name}
                      width={48}
                      height={48}
                      loading="lazy"
                    />
                  </li>
                ))}
              </ul>
            )}
            {list.shareToken && !compact && <span className={styles.badge}>Shared as a link</span>}
          </article>
        </li>
      ))}
    </ul>
  )
}
