import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { z } from 'zod'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import * as page from '~/components/page.css'
import { TalentGrid } from '~/components/talent-card'
import { SEARCH_PAGE_SIZE } from '~/constants'
import { createApiClient } from '~/services/api.server'
import * as styles from './_main._index.css'

const querySchema = z.object({ page: z.coerce.number().int().min(1).max(1000).catch(1) })

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { page: pageNumber } = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams))
  const result = await createApiClient(context).getPublicTalents({ page: pageNumber })
  return data(
    result.success
      ? { page: pageNumber, talents: result.talents, error: null }
      : { page: pageNumber, talents: [], error: result.message },
    { status: result.success ? 200 : 503 },
  )
}

export default function Home() {
  const { talents, page: pageNumber, error } = useLoaderData<typeof loader>()
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <p className={page.eyebrow}>Talent discovery</p>
        <h1 id="home-title" className={styles.heroTitle}>
          Find the right <span className={styles.highlight}>face, voice and move</span> for your next project.
        </h1>
        <p className={page.lead}>
          Actors, models, voiceover artists, dancers and content creators from Mumbai to London, ready for film, ads,
          music videos and brand work.
        </p>
      </section>

      <section className={page.section} aria-labelledby="talents-title">
        <div className={page.sectionHeader}>
          <h2 id="talents-title" className={page.sectionTitle}>
            Featured talents
          </h2>
          {pageNumber > 1 && <p className={page.muted}>Page {pageNumber}</p>}
        </div>
        {error ? (
          <p className={styles.notice} role="alert">
            We could not load talents right now: {error}
          </p>
        ) : talents.length === 0 ? (
          <p className={styles.notice}>No more talents to show. You have seen them all.</p>
        ) : (
          <TalentGrid talents={talents} />
        )}
        <nav className={styles.pager} aria-label="Talent pages">
          {pageNumber > 1 && (
            <Link className={styles.pagerLink} to={pageNumber === 2 ? '/' : `/?page=${pageNumber - 1}`} rel="prev">
              Previous
            </Link>
          )}
          {talents.length === SEARCH_PAGE_SIZE && (
            <Link className={styles.pagerLink} to={`/?page=${pageNumber + 1}`} rel="next">
              More talents
            </Link>
          )}
        </nav>
      </section>
    </>
  )
}

export const meta: MetaFunction = () => [
  { title: 'Castline: find actors, models, dancers and creators' },
  {
    name: 'description',
    content: 'Browse actors, models, voiceover artists, dancers and content creators, and find the right talent fast.',
  },
]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
