import { Form, Link } from '@remix-run/react'
import * as styles from '~/components/requests/requests.css'
import type { CallApplication } from '~/routes/calls.server'
import { dateOf, StatusBadge } from './call-card'
import * as calls from './calls.css'

type Application = CallApplication

/** The applications as cards with their status; also the compact list of the talent's own profile page. */
export function ApplicationList({ applications, compact = false }: { applications: Application[]; compact?: boolean }) {
  if (applications.length === 0) {
    return <p className={styles.empty}>No applications yet. Open casting calls are on the talent home.</p>
  }
  return (
    <ul className={styles.list} aria-label="Your applications" data-testid="applications">
      {applications.map((application) => (
        <li key={application.id} className={styles.card} data-application-id={application.id}>
          <div className={styles.cardTop}>
            <img className={calls.brandLogo} src={application.call.brand.logo} alt="" width={40} height={40} />
            <div className={styles.who}>
              <h2 className={styles.whoName}>
                <Link to={application.call.url} className={styles.whoLink}>
                  {application.call.role}
                </Link>
              </h2>
              <p className={styles.muted}>
                {application.call.brand.name} · applied {dateOf(application.createdAt)}
                {application.call.closed ? ' · call closed' : ''}
              </p>
            </div>
            <StatusBadge status={application.status} />
          </div>
          {!compact && application.note && <p className={styles.message}>{application.note}</p>}
          {!compact && application.status !== 'withdrawn' && application.status !== 'declined' && (
            <Form method="post" action="/applications" className={styles.actions}>
              <input type="hidden" name="applicationId" value={application.id} />
              <button type="submit" className={styles.quietButton}>
                Withdraw<span className="visually-hidden"> from {application.call.role}</span>
              </button>
            </Form>
          )}
        </li>
      ))}
    </ul>
  )
}
