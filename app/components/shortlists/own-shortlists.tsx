import { AppLink } from '~/components/app-link'
import * as profile from '~/components/own-profile.css'
import * as page from '~/components/page.css'
import type { ShortlistSummary } from '~/routes/shortlists.server'
import { ShortlistSummaries } from './shortlist-summaries'
import * as styles from './shortlists.css'

/** The recruiter's profile page: their lists in brief (name, count, shared), each a link, and the way to all of them. */
export function OwnShortlists({ shortlists }: { shortlists: ShortlistSummary[] | null }) {
  return (
    <section aria-labelledby="own-shortlists-title" className={profile.section}>
      <div className={page.sectionHeader}>
        <h2 id="own-shortlists-title" className={page.sectionTitle}>
          Your shortlists
        </h2>
        <AppLink to="/shortlists" className={styles.button}>
          All shortlists
        </AppLink>
      </div>
      {shortlists === null ? (
        <p className={page.muted} role="status">
          Your shortlists could not be loaded just now. Reload the page to try again.
        </p>
      ) : shortlists.length > 0 ? (
        <ShortlistSummaries shortlists={shortlists} compact />
      ) : (
        <p className={page.muted}>No lists yet: press “Add to shortlist” on a talent to start one.</p>
      )}
    </section>
  )
}
