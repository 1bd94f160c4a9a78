import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useActionData } from '@remix-run/react'
import { CallForm } from '~/components/calls/call-form'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import * as page from '~/components/page.css'
import * as styles from '~/components/requests/requests.css'
import { MY_CALLS_PATH } from '~/components/calls/call-paths'
import { requireRecruiterClient, submitCallForm } from './calls.server'

/** Post a casting call (recruiters; ADR 026). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRecruiterClient(request, context)
  return null
}

export async function action({ request, context }: ActionFunctionArgs) {
  return submitCallForm(request, context)
}

export default function NewCallPage() {
  const actionData = useActionData<typeof action>()
  return (
    <article className={styles.page} aria-labelledby="new-call-title">
      <header className={styles.header}>
        <p className={page.eyebrow}>Casting call</p>
        <h1 id="new-call-title" className={styles.title}>
          Post a casting call
        </h1>
        <p className={page.lead}>
          Talents who fit see it first on their home page and apply with their portfolio. It appears under your brand
          until the deadline.
        </p>
        <p>
          <Link to={MY_CALLS_PATH} className={styles.backLink}>
            Your casting calls
          </Link>
        </p>
      </header>
      <CallForm lastResult={actionData?.result} submitLabel="Post the call" />
    </article>
  )
}

export const meta: MetaFunction = () => [
  { title: 'Post a casting call | Castline' },
  { name: 'robots', content: 'noindex' },
]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
