import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { CallForm } from '~/components/calls/call-form'
import { toCallFormDefaults } from '~/components/calls/call-form-schema'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import * as page from '~/components/page.css'
import * as styles from '~/components/requests/requests.css'
import { callPagePath } from '~/components/calls/call-paths'
import { loadOwnCall, submitCallForm } from './calls.server'

/** Edit an own casting call (anyone else's is 404). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { call } = await loadOwnCall(request, context, params.id)
  return { call, defaults: toCallFormDefaults(call) }
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { call } = await loadOwnCall(request, context, params.id)
  return submitCallForm(request, context, String(call.id))
}

export default function EditCallPage() {
  const { call, defaults } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <article className={styles.page} aria-labelledby="edit-call-title">
      <header className={styles.header}>
        <p className={page.eyebrow}>Casting call</p>
        <h1 id="edit-call-title" className={styles.title}>
          Edit “{call.role}”
        </h1>
        <p>
          <Link to={callPagePath(call.id)} className={styles.backLink}>
            Back to the call
          </Link>
        </p>
      </header>
      <CallForm lastResult={actionData?.result} defaults={defaults} submitLabel="Save changes" />
    </article>
  )
}

export const meta: MetaFunction = () => [
  { title: 'Edit a casting call | Castline' },
  { name: 'robots', content: 'noindex' },
]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
