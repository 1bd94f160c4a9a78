import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData, useLocation } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import * as page from '~/components/page.css'
import { describeFilters, FILTER_NAMES, filterSearch, TalentFilterForm } from '~/components/talent-filters'
import { countText, TalentResults, talentListMeta, useErrorToast } from '~/components/talent-results'
import * as styles from '~/components/talent-results.css'
import { getApiClient } from '~/services/api.server'
import { filteredTalentsFailure, listAllTalents, parseListQuery, pageUrl } from './talent-lists.server'

/** Both requirements §2 paths of the all-talents page; this module serves them both. */
const CANONICAL_PATH = '/recruiter/view-all-talents'

/**
 * The all-talents page: open to everyone. A guest sees the public list and is asked to sign in to filter
 * (requirements §5: the filtered search runs only when authenticated); a signed-in user gets the filtered search.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const { filters, page: pageNumber, errors } = parseListQuery(url.searchParams)
  const caller = await getApiClient(request, context)
  const values = Object.fromEntries(FILTER_NAMES.map((name) => [name, url.searchParams.get(name) ?? '']))
  const shared = {
    path: url.pathname,
    values,
    errors,
    filters,
    page: pageNumber,
    signedIn: Boolean(caller.user),
    loginHref: `/login?${new URLSearchParams({ redirectTo: url.pathname + url.search })}`,
    canonical: pageUrl(CANONICAL_PATH, filters, pageNumber),
  }
  const nothing = { talents: [], hasMore: false, totalResults: null, totalResultsCapped: false }
  if (Object.keys(errors).length) return data({ ...shared, ...nothing, error: null }, { status: 400 })
  const result = await listAllTalents(caller, caller.user ? filters : {}, pageNumber)
  if (!result.success) {
    return data({ ...shared, ...nothing, error: filteredTalentsFailure(result) }, { status: 503 })
  }
  const { talents, hasMore, totalResults, totalResultsCapped } = result
  return { ...shared, talents, hasMore, totalResults, totalResultsCapped, error: null }
}

export default function AllTalents() {
  const loaded = useLoaderData<typeof loader>()
  const { search } = useLocation()
  const { path, values, errors, filters, signedIn, talents, error } = loaded
  useErrorToast(error)
  const filtered = Object.keys(filters).length > 0
  const problems = Object.values(errors)
  const pageHref = (n: number) => `${path}${filterSearch(signedIn ? filters : {}, n)}`
  const heading = signedIn ? describeFilters(filters) : 'All talents'
  return (
    <div className={page.section}>
      <header className={page.section}>
        <p className={page.eyebrow}>Talent directory</p>
        <h1 id="all-talents-title" className={page.title}>
          {heading}
        </h1>
        <p className={page.lead}>
          Actors, models, voiceover artists, dancers and content creators. Narrow the list by project, type, gender,
          city and age.
        </p>
      </header>

      <TalentFilterForm
        action={path}
        values={values}
        errors={errors}
        note={
          !signedIn && (
            <p className={page.muted} data-testid="sign-in-to-filter">
              {filtered ? 'These filters are not applied yet: ' : 'Filtering is for members: '}
              <Link to={loaded.loginHref} className={styles.inlineLink}>
                sign in to filter talents
              </Link>
              . Until then you see every public talent.
            </p>
          )
        }
      />

      {problems.length > 0 && (
        <div role="alert" className={styles.error}>
          <p className={styles.errorTitle}>Some filters in this address are not valid:</p>
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}

      <section className={page.section} aria-labelledby="results-title">
        <div className={page.sectionHeader}>
          <h2 id="results-title" className={page.sectionTitle}>
            {signedIn && filtered ? 'Matching talents' : 'Talents'}
          </h2>
          {loaded.totalResults !== null && (
            <p className={page.muted} data-testid="result-count">
              {countText(loaded.totalResults, loaded.totalResultsCapped)}
              {loaded.page > 1 && ` · page ${loaded.page}`}
            </p>
          )}
        </div>
        {error ? (
          <p role="alert" className={styles.error}>
            We could not load talents: {error}
          </p>
        ) : problems.length > 0 ? (
          <p className={styles.notice}>
            Fix the filters above, or{' '}
            <Link to={path} className={styles.inlineLink}>
              clear them
            </Link>
            , to see talents.
          </p>
        ) : talents.length === 0 ? (
          <p className={styles.notice}>
            {loaded.page > 1 ? 'No talents on this page. ' : 'No talents match these filters. '}
            <Link to={path} className={styles.inlineLink}>
              Clear filters
            </Link>{' '}
            to see everyone.
          </p>
        ) : (
          <TalentResults
            // Any new filter starts the list over, even one a guest's list does not apply yet.
            key={search}
            talents={talents}
            filters={signedIn ? filters : {}}
            page={loaded.page}
            hasMore={loaded.hasMore}
            pageHref={pageHref}
            label={heading}
          />
        )}
      </section>
    </div>
  )
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => {
  const filters = loaded?.signedIn ? loaded.filters : {}
  const described = describeFilters(filters ?? {})
  const pageNote = loaded && loaded.page > 1 ? ` (page ${loaded.page})` : ''
  return talentListMeta({
    title: `${described}${pageNote} | Castline`,
    description:
      described === 'All talents'
        ? 'Browse every public actor, model, voiceover artist, dancer and content creator on Castline.'
        : `${described} on Castline: browse their profiles and get in touch.`,
    canonical: loaded?.canonical ?? CANONICAL_PATH,
  })
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
