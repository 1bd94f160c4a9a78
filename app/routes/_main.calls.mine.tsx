import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { CallCard } from '~/components/calls/call-card'
import * as calls from '~/components/calls/calls.css'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import * as page from '~/components/page.css'
import * as styles from '~/components/requests/requests.css'
import { applicantsPagePath } from '~/components/calls/call-paths'
import { loadMyCalls } from './calls.server'

/** A recruiter's casting calls, open and closed, with their applicants (ADR 026). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadMyCalls(request, context)
}

export default function MyCallsPage() {
  const { calls: list, error } = useLoaderData<typeof loader>()
  return (
    <article className={`${styles.page} ${page.section}`} style={{ maxWidth: 'none' }} aria-labelledby="my-calls-title">
      <header className={styles.header}>
        <p className={page.eyebrow}>Casting calls</p>
        <h1 id="my-calls-title" className={styles.title}>
          Your casting calls
        </h1>
        <div className={styles.actions}>
          <Link to="/calls/new" className={styles.primaryButton}>
            Post a casting call
          </Link>
        </div>
      </header>
      {error ? (
        <p className={styles.empty} role="alert">
          {error}
        </p>
      ) : !list || list.length === 0 ? (
        <p className={styles.empty}>
          You have not posted a casting call yet. Post one and talents who fit see it first.
        </p>
      ) : (
        <ul className={calls.callGrid} aria-label="Your casting calls">
          {list.map((call) => (
            <li key={call.id} className={calls.applicant}>
              <CallCard call={call} headingLevel={2} />
              <p className={styles.muted}>
                <Link to={applicantsPagePath(call.id)} className={styles.backLink}>
                  {call.applicants?.total ?? 0} applicant{call.applicants?.total === 1 ? '' : 's'}
                  <span className="visually-hidden"> for {call.role}</span>
                </Link>
                {call.applicants && call.applicants.shortlisted > 0 && ` · ${call.applicants.shortlisted} shortlisted`}
              </p>
            </li>
          ))}
        </ul>
      )}
    </article>
  )
}

export const meta: MetaFunction = () => [
  { title: 'Your casting calls | Castline' },
  { name: 'robots', content: 'noindex' },
]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
