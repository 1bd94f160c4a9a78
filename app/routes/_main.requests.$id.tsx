import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import * as page from '~/components/page.css'
import { RequestActions, RequestContact, RequestFacts, RequestHeading } from '~/components/requests/request-parts'
import * as styles from '~/components/requests/requests.css'
import { dateLabel } from '~/components/portfolio/format'
import { actOnRequest, loadRequest } from './requests.server'

/** One request, to either party (anyone else: 404): the talent answers it here, the recruiter follows it. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return { request: await loadRequest(request, context, params.id) }
}

export async function action({ request, context }: ActionFunctionArgs) {
  return actOnRequest(request, context, (id) => `/requests/${id}`)
}

export default function RequestPage() {
  const { request } = useLoaderData<typeof loader>()
  const fromRecruiter = request.viewerRole === 'talent'
  return (
    <article className={styles.page} aria-labelledby="request-title">
      <header className={styles.header}>
        <p className={page.eyebrow}>{fromRecruiter ? 'Request from a recruiter' : 'Your request'}</p>
        <h1 id="request-title" className={styles.title}>
          {request.project}
        </h1>
        <p className={styles.muted}>Sent {dateLabel(request.createdAt.slice(0, 10))}</p>
      </header>
      <section className={styles.card} aria-label="The request">
        <RequestHeading request={request} />
        <RequestFacts request={request} />
        <h2 className={styles.factTerm}>Message</h2>
        <p className={styles.message}>{request.message}</p>
        <RequestContact request={request} />
        {request.status === 'pending' && fromRecruiter && (
          <p className={styles.muted}>
            Accepting shares your email with {request.recruiter.name}. Blocking declines this request and stops their
            requests; they are not told about the block.
          </p>
        )}
        <RequestActions request={request} />
      </section>
      <p>
        <Link to={fromRecruiter ? '/my-profile/talent#requests' : '/requests'} className={styles.backLink}>
          {fromRecruiter ? 'All requests on your profile' : 'All your requests'}
        </Link>
      </p>
    </article>
  )
}

export const meta: MetaFunction = () => [{ title: 'Request | Castline' }, { name: 'robots', content: 'noindex' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
