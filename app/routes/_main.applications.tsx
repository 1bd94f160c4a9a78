import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { ApplicationList } from '~/components/calls/application-list'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import * as page from '~/components/page.css'
import * as styles from '~/components/requests/requests.css'
import { loadApplications, withdrawFromList } from './calls.server'

/** A talent's applications to casting calls and where each stands (ADR 026). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadApplications(request, context)
}

export async function action({ request, context }: ActionFunctionArgs) {
  return withdrawFromList(request, context)
}

export default function ApplicationsPage() {
  const { applications, error } = useLoaderData<typeof loader>()
  return (
    <article className={styles.page} aria-labelledby="applications-title">
      <header className={styles.header}>
        <p className={page.eyebrow}>Casting calls</p>
        <h1 id="applications-title" className={styles.title}>
          Your applications
        </h1>
        <p className={page.lead}>
          You are told here, on the bell and by mail when a recruiter shortlists or declines you.
        </p>
        <p>
          <Link to="/home/talent#open-calls" className={styles.backLink}>
            Find open casting calls
          </Link>
        </p>
      </header>
      {error ? (
        <p className={styles.empty} role="alert">
          {error}
        </p>
      ) : (
        <ApplicationList applications={applications ?? []} />
      )}
    </article>
  )
}

export const meta: MetaFunction = () => [
  { title: 'Your applications | Castline' },
  { name: 'robots', content: 'noindex' },
]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
