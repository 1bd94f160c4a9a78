import { AppLink } from '~/components/app-link'
import { TalentGrid } from '~/components/talent-card'
import type { RecruiterStart as RecruiterStartData } from '~/routes/start-page.server'
import { AskAssistantButton } from './ask-assistant-button'
import { StartGreeting } from './start-greeting'
import { StatRow } from './stat-row'
import * as feeds from './feeds.css'
import * as styles from './start-page.css'

/** A signed-in recruiter's start page: greeting, quick actions, numbers, recent searches, viewed talents. */
export function RecruiterStart({ start }: { start: RecruiterStartData }) {
  const { activity, recentSearches, viewedTalents } = start
  return (
    <div className={styles.start} data-testid="recruiter-start">
      <StartGreeting firstName={start.firstName} lead="Pick up a search where you left it, or start a new one.">
        <li>
          <AskAssistantButton className={styles.primaryButton} />
        </li>
        <li>
          <AppLink to="/recruiter/view-all-talents-filtered" className={styles.secondaryButton}>
            Search with filters
          </AppLink>
        </li>
        <li>
          <AppLink to="/recruiter/view-all-talents" className={styles.secondaryButton}>
            Browse all talents
          </AppLink>
        </li>
        <li>
          <AppLink to="/calls/new" className={styles.secondaryButton}>
            Post a casting call
          </AppLink>
        </li>
      </StartGreeting>

      {start.error && (
        <p className={feeds.notice} role="alert">
          Part of your start page could not be loaded: {start.error}
        </p>
      )}

      <div className={styles.columns}>
        <section className={styles.panel} aria-labelledby="recent-searches-title" data-testid="recent-searches">
          <h2 id="recent-searches-title" className={styles.panelTitle}>
            Your recent searches
          </h2>
          {recentSearches.length > 0 ? (
            <ul className={styles.searchList}>
              {recentSearches.map((search) => (
                <li key={search.sessionId} className={styles.searchItem}>
                  <AppLink to={search.href} className={styles.searchLink}>
                    <span className={styles.searchTitle}>{search.title}</span>
                    <span className={styles.searchMeta}>
                      {search.results} · {search.when}
                    </span>
                  </AppLink>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.empty}>
              No searches yet. Ask the assistant in your own words, such as “female dancers in Mumbai for a music
              video”: each search is kept here so you can open its results again.
            </p>
          )}
        </section>

        {activity && (
          <StatRow
            title="Your activity"
            stats={[
              {
                label: 'Searches',
                value: activity.searches,
                counts: 'Kept for you: assistant searches, and filtered lists you loaded more of',
              },
              {
                label: 'Talents viewed',
                value: activity.talentsViewed,
                counts: 'Different talents whose page you opened',
              },
              { label: 'Talents shared', value: activity.talentsShared, counts: 'Different talents you shared' },
              {
                label: 'Talents contacted',
                value: activity.talentsConnected,
                counts: 'Different talents who accepted your request',
              },
            ]}
          />
        )}
      </div>

      <section className={styles.panel} aria-labelledby="viewed-title" data-testid="recently-viewed">
        <h2 id="viewed-title" className={styles.panelTitle}>
          Recently viewed talents
        </h2>
        {viewedTalents.length > 0 ? (
          <TalentGrid talents={viewedTalents} label="Recently viewed talents" />
        ) : (
          <p className={styles.empty}>
            Talents you open on this browser are kept here, newest first, so you can get back to them.
          </p>
        )}
      </section>
    </div>
  )
}
