import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import * as page from '~/components/page.css'
import { RequestListItem } from '~/components/requests/request-parts'
import * as styles from '~/components/requests/requests.css'
import { actOnRequest, loadRequests } from './requests.server'

/** A recruiter's sent requests with their status, or a talent's received ones (pending first). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const loaded = await loadRequests(request, context)
  return data(loaded, { status: loaded.error ? 503 : 200 })
}

/** Withdraw (a recruiter), or Accept, Decline, Block (a talent), from the list. */
export async function action({ request, context }: ActionFunctionArgs) {
  return actOnRequest(request, context, () => '/requests')
}

export default function RequestsPage() {
  const { userType, requests, error } = useLoaderData<typeof loader>()
  const sent = userType === 'recruiter'
  const pending = requests?.filter((request) => request.status === 'pending').length ?? 0
  return (
    <article className={styles.page} aria-labelledby="requests-title">
      <header className={styles.header}>
        <p className={page.eyebrow}>{sent ? 'Sent' : 'Received'}</p>
        <h1 id="requests-title" className={styles.title}>
          {sent ? 'Your connection requests' : 'Requests from recruiters'}
        </h1>
        <p className={page.lead}>
          {sent
            ? 'Each talent answers your request; once they accept, their email appears here.'
            : 'Accept a request to share your email with that recruiter and see theirs.'}
          {requests && ` ${pending} waiting for an answer.`}
        </p>
      </header>
      {error && (
        <p role="alert" className={styles.empty}>
          {error}
        </p>
      )}
      {requests?.length === 0 && (
        <p className={styles.empty}>
          {sent ? (
            <>
              No requests yet. Open a talent’s profile and choose Connect.{' '}
              <Link to="/recruiter/view-all-talents" className={styles.backLink}>
                Browse talents
              </Link>
            </>
          ) : (
            'No requests yet. Recruiters’ requests appear here and on your profile.'
          )}
        </p>
      )}
      {requests && requests.length > 0 && (
        <ul className={styles.list} aria-label={sent ? 'Sent requests' : 'Received requests'}>
          {requests.map((request) => (
            <RequestListItem key={request.id} request={request} />
          ))}
        </ul>
      )}
    </article>
  )
}

export const meta: MetaFunction = () => [{ title: 'Requests | Castline' }, { name: 'robots', content: 'noindex' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
