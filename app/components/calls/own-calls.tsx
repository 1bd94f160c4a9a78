import { AppLink } from '~/components/app-link'
import * as profile from '~/components/own-profile.css'
import * as page from '~/components/page.css'
import * as buttons from '~/components/shortlists/shortlists.css'
import type { CallApplication, CastingCall } from '~/routes/calls.server'
import { ApplicationList } from './application-list'
import { CallCard } from './call-card'
import * as styles from './calls.css'

const UNAVAILABLE = 'This could not be loaded just now. Reload the page to try again.'

/** The recruiter's profile page: their latest casting calls and the ways to post one and see all. */
export function OwnCalls({ calls }: { calls: CastingCall[] | null }) {
  return (
    <section aria-labelledby="own-calls-title" className={profile.section}>
      <div className={page.sectionHeader}>
        <h2 id="own-calls-title" className={page.sectionTitle}>
          Your casting calls
        </h2>
        <AppLink to="/calls/new" className={buttons.button}>
          Post a casting call
        </AppLink>
        <AppLink to="/calls/mine" className={buttons.button}>
          All your calls
        </AppLink>
      </div>
      {calls === null ? (
        <p className={page.muted} role="status">
          {UNAVAILABLE}
        </p>
      ) : calls.length > 0 ? (
        <ul className={styles.callGrid} aria-label="Your latest casting calls">
          {calls.slice(0, 3).map((call) => (
            <li key={call.id}>
              <CallCard call={call} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={page.muted}>No casting calls yet: post one and talents who fit see it first.</p>
      )}
    </section>
  )
}

/** The talent's profile page: their applications in brief, with their status. */
export function OwnApplications({ applications }: { applications: CallApplication[] | null }) {
  return (
    <section aria-labelledby="own-applications-title" className={profile.section}>
      <div className={page.sectionHeader}>
        <h2 id="own-applications-title" className={page.sectionTitle}>
          Your applications
        </h2>
        <AppLink to="/applications" className={buttons.button}>
          All applications
        </AppLink>
      </div>
      {applications === null ? (
        <p className={page.muted} role="status">
          {UNAVAILABLE}
        </p>
      ) : (
        <ApplicationList applications={applications.slice(0, 5)} compact />
      )}
    </section>
  )
}
