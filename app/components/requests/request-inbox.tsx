import { Link } from '@remix-run/react'
import * as page from '~/components/page.css'
import { RequestListItem, type RequestSummary } from './request-parts'
import * as styles from './requests.css'

/** Requests shown on the talent's profile; the rest are on /requests. */
const INBOX_SIZE = 5

/** The talent's inbox on /my-profile/talent: pending requests first (the API's order), with their count. */
export function RequestInbox({ requests }: { requests: RequestSummary[] | null }) {
  const pending = requests?.filter((request) => request.status === 'pending').length ?? 0
  return (
    <section id="requests" aria-labelledby="requests-title" className={styles.page}>
      <div className={styles.sectionHeading}>
        <h2 id="requests-title" className={page.sectionTitle}>
          Requests
        </h2>
        {pending > 0 && (
          <span className={styles.count} data-testid="pending-count">
            {pending}
            <span className="visually-hidden"> waiting for your answer</span>
          </span>
        )}
      </div>
      {requests === null && (
        <p role="alert" className={styles.empty}>
          Your requests cannot be loaded just now. Please try again in a moment.
        </p>
      )}
      {requests?.length === 0 && (
        <p className={styles.empty}>No requests yet. When a recruiter asks you for a job, it appears here.</p>
      )}
      {requests && requests.length > 0 && (
        <ul className={styles.list} aria-label="Requests from recruiters">
          {requests.slice(0, INBOX_SIZE).map((request) => (
            <RequestListItem key={request.id} request={request} />
          ))}
        </ul>
      )}
      {requests && requests.length > INBOX_SIZE && (
        <p>
          <Link to="/requests" className={styles.backLink}>
            All {requests.length} requests
          </Link>
        </p>
      )}
    </section>
  )
}
