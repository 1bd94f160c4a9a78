import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { FieldErrors, FormErrors } from '~/components/forms'
import * as forms from '~/components/forms.css'
import * as page from '~/components/page.css'
import {
  CreateShortlistSchema,
  fieldErrorsOf,
  SHORTLIST_NAME_MAX_LENGTH,
} from '~/components/shortlists/shortlist-schemas'
import { ShortlistSummaries } from '~/components/shortlists/shortlist-summaries'
import * as styles from '~/components/shortlists/shortlists.css'
import { readForm } from '~/services/form.server'
import { createToastHeaders } from '~/services/toast.server'
import { loadShortlists, requireRecruiter, shortlistPath } from './shortlists.server'

/** Issue 21: the recruiter's shortlists, most recently changed first, and a form to start one. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const client = await requireRecruiter(request, context)
  return { shortlists: await loadShortlists(client) }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const client = await requireRecruiter(request, context)
  const form = Object.fromEntries(await readForm(request))
  const parsed = CreateShortlistSchema.safeParse(form)
  if (!parsed.success)
    return data({ name: String(form.name ?? ''), errors: fieldErrorsOf(parsed.error) }, { status: 400 })
  const created = await client.request((api) => api.shortlists.$post({ json: parsed.data }))
  if (!created.success) {
    const status = created.status === 400 || created.status === 409 ? created.status : 503
    return data({ name: parsed.data.name, errors: { form: created.message } }, { status })
  }
  const headers = await createToastHeaders({ type: 'success', message: `Made the list “${created.shortlist.name}”.` })
  return redirect(shortlistPath(created.shortlist.id), { headers })
}

export default function ShortlistsPage() {
  const { shortlists } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const creating = useNavigation().formAction === '/shortlists'
  const errors: Record<string, string | undefined> = actionData?.errors ?? {}
  return (
    <section className={styles.page} aria-labelledby="shortlists-title">
      <header className={styles.header}>
        <p className={page.eyebrow}>Recruiter</p>
        <h1 id="shortlists-title" className={page.title}>
          Your shortlists
        </h1>
        <p className={page.lead}>Keep talents for a project together, note why, and share a list with your client.</p>
      </header>
      <Form
        method="post"
        action="/shortlists"
        className={`${styles.panel}`}
        aria-labelledby="new-list-title"
        noValidate
      >
        <h2 id="new-list-title" className={page.sectionTitle}>
          Start a list
        </h2>
        <div className={styles.inlineForm}>
          <div className={forms.field}>
            <label htmlFor="new-list-name" className={forms.label}>
              Name of the list
            </label>
            <input
              id="new-list-name"
              name="name"
              className={forms.input}
              defaultValue={actionData?.name}
              maxLength={SHORTLIST_NAME_MAX_LENGTH}
              required
              placeholder="Biscuit ad – kids"
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={errors.name ? 'new-list-name-error' : undefined}
            />
          </div>
          <button type="submit" className={styles.primaryButton} aria-disabled={creating || undefined}>
            {creating ? 'Making…' : 'Make list'}
          </button>
        </div>
        <FieldErrors id="new-list-name-error" errors={errors.name ? [errors.name] : undefined} />
        <FormErrors id="new-list-form-error" errors={errors.form ? [errors.form] : undefined} />
      </Form>
      {shortlists.length > 0 ? (
        <ShortlistSummaries shortlists={shortlists} />
      ) : (
        <p className={styles.empty}>No lists yet. Make one here, or press “Add to shortlist” on any talent.</p>
      )}
    </section>
  )
}

export const meta: MetaFunction = () => [
  { title: 'Your shortlists | Castline' },
  { name: 'description', content: 'Your lists of talents for each project.' },
  { name: 'robots', content: 'noindex' },
]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
