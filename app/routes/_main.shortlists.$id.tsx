import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { AppLink } from '~/components/app-link'
import { FieldErrors, FormErrors } from '~/components/forms'
import * as forms from '~/components/forms.css'
import * as page from '~/components/page.css'
import { ShortlistEntry } from '~/components/shortlists/shortlist-entry'
import { ShortlistErrorBoundary } from '~/components/shortlists/shortlist-error-boundary'
import { SHORTLIST_NAME_MAX_LENGTH } from '~/components/shortlists/shortlist-schemas'
import * as styles from '~/components/shortlists/shortlists.css'
import { updateShortlist } from './_main.shortlists.$id.server'
import { loadShortlist, requireRecruiter, sharedShortlistUrl, shortlistIdOf } from './shortlists.server'

/** Issue 21: one of the recruiter's lists, its talents in order with private notes, and what can be done to it. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const client = await requireRecruiter(request, context)
  const shortlist = await loadShortlist(client, shortlistIdOf(params.id))
  return { shortlist, shareUrl: shortlist.shareToken ? sharedShortlistUrl(shortlist.shareToken) : null }
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return updateShortlist(request, context, shortlistIdOf(params.id))
}

export default function ShortlistPage() {
  const { shortlist, shareUrl } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()
  const errors: Record<string, string | undefined> = reply?.errors ?? {}
  const { entries } = shortlist
  return (
    <article className={styles.page} aria-labelledby="shortlist-title">
      <header className={styles.header}>
        <p className={page.eyebrow}>
          <AppLink to="/shortlists">Your shortlists</AppLink>
        </p>
        <h1 id="shortlist-title" className={page.title}>
          {shortlist.name}
        </h1>
        <p className={page.lead}>
          {entries.length === 1 ? '1 talent' : `${entries.length} talents`}
          {shareUrl ? ' · shared as a link' : ' · not shared'}
        </p>
        <div className={styles.buttonRow}>
          <a href={`/shortlists/${shortlist.id}/export.csv`} className={styles.button} download>
            Download CSV
          </a>
        </div>
      </header>
      <FormErrors id="shortlist-form-error" errors={errors.form ? [errors.form] : undefined} />

      <section id="share" className={styles.panel} aria-labelledby="share-title">
        <h2 id="share-title" className={page.sectionTitle}>
          Share with a client
        </h2>
        {shareUrl ? (
          <>
            <div className={forms.field}>
              <label htmlFor="share-url" className={forms.label}>
                Anyone with this link sees the list (never your notes)
              </label>
              <input
                id="share-url"
                className={forms.input}
                readOnly
                value={shareUrl}
                onFocus={(event) => event.currentTarget.select()}
              />
            </div>
            <Form method="post" className={styles.buttonRow}>
              <a href={shareUrl} className={styles.button} target="_blank" rel="noreferrer">
                Open the shared page
              </a>
              <button type="submit" name="intent" value="unshare" className={styles.dangerButton}>
                Stop sharing
              </button>
            </Form>
          </>
        ) : (
          <Form method="post" className={styles.buttonRow}>
            <p className={page.muted}>Make a read-only link your client can open on a phone, without signing in.</p>
            <button type="submit" name="intent" value="share" className={styles.primaryButton}>
              Share as a link
            </button>
          </Form>
        )}
      </section>

      <section className={page.section} aria-labelledby="talents-title">
        <h2 id="talents-title" className={page.sectionTitle}>
          Talents
        </h2>
        {entries.length > 0 ? (
          <ol className={styles.entries} aria-label={`Talents on ${shortlist.name}`}>
            {entries.map((entry, index) => (
              <ShortlistEntry
                key={entry.talent.USERID}
                entry={entry}
                first={index === 0}
                last={index === entries.length - 1}
                reply={
                  reply?.intent === 'note' && reply.talentId === entry.talent.USERID
                    ? { note: reply.values.note, error: errors.note }
                    : undefined
                }
              />
            ))}
          </ol>
        ) : (
          <p className={styles.empty}>
            No talents yet. Press “Add to shortlist” on a talent’s card or page, or in the assistant’s results.{' '}
            <AppLink to="/recruiter/view-all-talents">Browse talents</AppLink>
          </p>
        )}
      </section>

      <section className={styles.panel} aria-labelledby="manage-title">
        <h2 id="manage-title" className={page.sectionTitle}>
          Manage the list
        </h2>
        <Form method="post" className={styles.inlineForm} noValidate>
          <div className={forms.field}>
            <label htmlFor="rename" className={forms.label}>
              Name
            </label>
            <input
              id="rename"
              name="name"
              className={forms.input}
              defaultValue={reply?.intent === 'rename' ? reply.values.name : shortlist.name}
              key={shortlist.name}
              maxLength={SHORTLIST_NAME_MAX_LENGTH}
              required
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={errors.name ? 'rename-error' : undefined}
            />
          </div>
          <button type="submit" name="intent" value="rename" className={styles.button}>
            Rename
          </button>
        </Form>
        <FieldErrors id="rename-error" errors={errors.name ? [errors.name] : undefined} />
        <details className={styles.disclosure}>
          <summary className={styles.summary}>Delete the list…</summary>
          <Form method="post" className={styles.disclosure}>
            <p className={page.muted}>
              “{shortlist.name}” and your notes on it will be gone{shareUrl ? ', and its link will stop working' : ''}.
              The talents are not affected.
            </p>
            <button type="submit" name="intent" value="delete" className={styles.dangerButton}>
              Yes, delete “{shortlist.name}”
            </button>
          </Form>
        </details>
      </section>
    </article>
  )
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.shortlist.name ?? 'Shortlist'} | Castline` },
  { name: 'robots', content: 'noindex' },
]

export function ErrorBoundary() {
  return <ShortlistErrorBoundary title="This list is not here" link={{ to: '/shortlists', label: 'Your shortlists' }} />
}
