import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { AppLink } from '~/components/app-link'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { FormErrors } from '~/components/forms'
import * as page from '~/components/page.css'
import { addToShortlistPath } from '~/components/shortlists/add-to-shortlist'
import { ShortlistChoiceFields } from '~/components/shortlists/shortlist-choice-fields'
import * as styles from '~/components/shortlists/shortlists.css'
import { safeRedirect } from '~/services/auth.server'
import { addToShortlist } from './_main.shortlists.add.server'
import { loadShortlists, requireRecruiter } from './shortlists.server'

const TALENT_ID = /^[A-Za-z0-9_-]{1,64}$/

/**
 * Issue 21: "Add to shortlist" as a page, for a browser without JavaScript (cards link here) and the lists
 * the in-place form loads: the recruiter's lists to choose from, or a new one to name.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const client = await requireRecruiter(request, context)
  const url = new URL(request.url)
  const talentId = url.searchParams.get('talentId') ?? ''
  if (!TALENT_ID.test(talentId)) throw data({ message: 'This link does not name a talent to add.' }, { status: 400 })
  const redirectTo = url.searchParams.get('redirectTo')
  const [lists, cards] = await Promise.all([
    loadShortlists(client),
    client.request((api) => api['get-talent-cards'].$get({ query: { ids: talentId } })),
  ])
  const talent = cards.success ? cards.talents[0] : undefined
  if (!talent) throw data({ message: 'This talent’s profile is not public, or the link is wrong.' }, { status: 404 })
  const shortlists = lists.map(({ id, name, talentCount }) => ({ id, name, talentCount }))
  return {
    talentId,
    talent: { name: talent.name, photo: talent.photo, summary: `${talent.talentType} · ${talent.city}` },
    back: redirectTo ? safeRedirect(redirectTo, '/shortlists') : null,
    shortlists,
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  return addToShortlist(request, context)
}

export default function AddToShortlistPage() {
  const { talentId, talent, back, shortlists } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()
  const errors: Record<string, string | undefined> = reply && !reply.ok ? reply.errors : {}
  return (
    <section className={styles.page} aria-labelledby="add-title">
      <header className={styles.header}>
        <p className={page.eyebrow}>Shortlists</p>
        <h1 id="add-title" className={page.title}>
          Add to a shortlist
        </h1>
        <p className={styles.who}>
          <img className={styles.face} src={talent.photo} alt="" width={48} height={48} />
          <span>
            <strong>{talent.name}</strong>
            <br />
            <span className={styles.meta}>{talent.summary}</span>
          </span>
        </p>
      </header>
      <Form method="post" action={addToShortlistPath(talentId, back ?? undefined)} className={styles.panel}>
        <input type="hidden" name="talentId" value={talentId} />
        {back && <input type="hidden" name="redirectTo" value={back} />}
        <ShortlistChoiceFields lists={shortlists} errors={errors} idPrefix="add" alwaysShowName />
        <FormErrors id="add-form-error" errors={errors.form ? [errors.form] : undefined} />
        <div className={styles.buttonRow}>
          <button type="submit" className={styles.primaryButton}>
            Add
          </button>
          {back && (
            <AppLink to={back} className={styles.button}>
              Cancel
            </AppLink>
          )}
        </div>
      </Form>
    </section>
  )
}

export const meta: MetaFunction = () => [
  { title: 'Add to a shortlist | Castline' },
  { name: 'robots', content: 'noindex' },
]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
