import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import * as page from '~/components/page.css'
import { ShortlistErrorBoundary } from '~/components/shortlists/shortlist-error-boundary'
import * as styles from '~/components/shortlists/shortlists.css'
import { TalentGrid } from '~/components/talent-card'
import { getApiClient } from '~/services/api.server'
import { publicOrigin } from '../../server/env.server'
import { previewOf } from './_main.recruiter.solo.$id.server'
import { sharedShortlistPath } from './shortlists.server'

export const SHARED_LIST_GONE =
  'This shortlist link does not work: it may have been mistyped, or its owner stopped sharing the list. Ask them for a new link.'

/**
 * Issue 21: a shortlist shared as a read-only link, for a client on a phone without an account: the list's
 * name, whose it is, and its talents in order; never the owner's notes. The owner's own look (signed in)
 * is sent with their token, so it does not count as the link's first open.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const token = params.token ?? ''
  const caller = await getApiClient(request, context)
  const result = await caller.request((api) =>
    api['shared-shortlists'][':token'].$get({ param: { token: encodeURIComponent(token) } }),
  )
  if (!result.success) {
    if (result.status === 404) throw data({ message: SHARED_LIST_GONE }, { status: 404 })
    throw data({ message: result.message }, { status: 503 })
  }
  const { shortlist } = result
  const first = shortlist.talents[0]
  const origin = publicOrigin()
  return {
    shortlist,
    canonicalUrl: new URL(sharedShortlistPath(token), origin).href,
    imageUrl: first ? new URL(previewOf(first.photo, undefined).url, origin).href : null,
  }
}

export default function SharedShortlistPage() {
  const { shortlist } = useLoaderData<typeof loader>()
  const byline = [shortlist.owner.name, shortlist.owner.company].filter(Boolean).join(', ')
  return (
    <article className={styles.page} aria-labelledby="shared-title">
      <header className={styles.header}>
        <p className={page.eyebrow}>Shortlist</p>
        <h1 id="shared-title" className={page.title}>
          {shortlist.name}
        </h1>
        <p className={page.lead}>
          {talentsLabel(shortlist.talents.length)}, chosen by {byline}.
        </p>
      </header>
      <section className={page.section} aria-labelledby="shared-talents-title">
        <h2 id="shared-talents-title" className={page.sectionTitle}>
          The talents
        </h2>
        {shortlist.talents.length > 0 ? (
          <TalentGrid talents={shortlist.talents} label={`Talents on ${shortlist.name}`} />
        ) : (
          <p className={styles.empty}>No talents on this list yet.</p>
        )}
      </section>
    </article>
  )
}

const talentsLabel = (count: number) => (count === 1 ? '1 talent' : `${count} talents`)

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: 'Shortlist not found | Castline' }, { name: 'robots', content: 'noindex' }]
  const { shortlist, canonicalUrl, imageUrl } = data
  const title = `${shortlist.name}: a shortlist by ${shortlist.owner.name}`
  const names = shortlist.talents.slice(0, 3).map((talent) => talent.name)
  const description = `${talentsLabel(shortlist.talents.length)} chosen on Castline${
    shortlist.owner.company ? ` by ${shortlist.owner.company}` : ''
  }${names.length ? `: ${names.join(', ')}${shortlist.talents.length > names.length ? ' and more' : ''}` : ''}.`
  return [
    { title: `${title} | Castline` },
    { name: 'description', content: description },
    // A client's list, not a page for search engines.
    { name: 'robots', content: 'noindex' },
    { tagName: 'link', rel: 'canonical', href: canonicalUrl },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: 'Castline' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonicalUrl },
    ...(imageUrl
      ? [
          { property: 'og:image', content: imageUrl },
          { property: 'og:image:alt', content: `Portrait of ${shortlist.talents[0]?.name ?? ''}` },
          { name: 'twitter:image', content: imageUrl },
        ]
      : []),
    { name: 'twitter:card', content: imageUrl ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
  ]
}

export function ErrorBoundary() {
  return <ShortlistErrorBoundary title="This shortlist is not here" link={{ to: '/', label: 'Browse talents' }} />
}
