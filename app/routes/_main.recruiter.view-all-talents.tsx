import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData, useLocation } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { keepAfterShortlistAdd } from '~/components/shortlists/shortlist-revalidation'
import { MembersFilterPrompt } from '~/components/members-filter-prompt'
import { SaveSearchForm } from '~/components/saved-searches/save-search-form'
import * as page from '~/components/page.css'
import {
  CitySuggestion,
  describeSearch,
  FILTER_NAMES,
  filterSearch,
  LanguageChips,
  languageChips,
  nameAndSortParams,
  TalentFilterForm,
} from '~/components/talent-filters'
import { countText, TalentResults, talentListMeta, useErrorToast } from '~/components/talent-results'
import * as styles from '~/components/talent-results.css'
import { getApiClient } from '~/services/api.server'
import { filteredTalentsFailure, listAllTalents, parseListQuery, pageUrl } from './talent-lists.server'

/** Both requirements §2 paths of the all-talents page; this module serves them both. */
const CANONICAL_PATH = '/recruiter/view-all-talents'

/**
 * The all-talents page: open to everyone. A guest sees the public list and what signing in unlocks
 * (requirements §5: the filtered search runs only when authenticated); a signed-in user gets the filters, a
 * name box and a sort.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const query = parseListQuery(url.searchParams, { withNameAndSort: true })
  const { filters, name, sort, page: pageNumber, errors, citySuggestion } = query
  const caller = await getApiClient(request, context)
  const signedIn = Boolean(caller.user)
  const values = Object.fromEntries(
    [...FILTER_NAMES, 'name', 'sort'].map((field) => [field, url.searchParams.get(field) ?? '']),
  )
  const suggestion = new URLSearchParams(url.search)
  suggestion.delete('page')
  if (citySuggestion) suggestion.set('location', citySuggestion)
  const shared = {
    path: url.pathname,
    values,
    errors,
    filters,
    languages: filters.languages ?? [],
    chips: signedIn ? languageChips(url, filters.languages ?? []) : [],
    name,
    sort,
    page: pageNumber,
    signedIn,
    isRecruiter: caller.user?.userType === 'recruiter',
    here: url.pathname + url.search,
    // Filters (and the name) the URL sets: the count on the phone's "Filters (n)".
    activeCount: Object.keys(filters).length + (name ? 1 : 0),
    citySuggestion: citySuggestion ? { city: citySuggestion, href: `${url.pathname}?${suggestion}` } : null,
    loginHref: `/login?${new URLSearchParams({ redirectTo: url.pathname + url.search })}`,
    canonical: pageUrl(CANONICAL_PATH, filters, pageNumber, nameAndSortParams({ name, sort })),
  }
  const nothing = { talents: [], hasMore: false, totalResults: null, totalResultsCapped: false }
  if (Object.keys(errors).length) return data({ ...shared, ...nothing, error: null }, { status: 400 })
  const asked = signedIn ? query : { filters: {}, name: null, sort: 'relevance' as const, page: pageNumber }
  const result = await listAllTalents(caller, asked)
  if (!result.success) {
    return data({ ...shared, ...nothing, error: filteredTalentsFailure(result) }, { status: 503 })
  }
  const { talents, hasMore, totalResults, totalResultsCapped } = result
  return { ...shared, talents, hasMore, totalResults, totalResultsCapped, error: null }
}

export default function AllTalents() {
  const loaded = useLoaderData<typeof loader>()
  const { search } = useLocation()
  const { path, errors, filters, name, sort, signedIn, talents, error } = loaded
  useErrorToast(error)
  const narrowed = Object.keys(filters).length > 0 || Boolean(name)
  const problems = Object.entries(errors)
  const extra = signedIn ? nameAndSortParams({ name, sort }) : {}
  const pageHref = (n: number) => `${path}${filterSearch(signedIn ? filters : {}, n, extra)}`
  const described = describeSearch(filters, name)
  const heading = signedIn ? described : 'All talents'
  return (
    <div className={page.section}>
      <header className={page.section}>
        <p className={page.eyebrow}>Talent directory</p>
        <h1 id="all-talents-title" className={page.title}>
          {heading}
        </h1>
        <p className={page.lead}>
          Actors, models, voiceover artists, dancers and content creators.
          {signedIn && ' Narrow the list by name, project, type, gender, city, age and language.'}
        </p>
      </header>

      {problems.length > 0 && (
        <div role="alert" className={styles.error}>
          <p className={styles.errorTitle}>Some filters in this address are not valid:</p>
          <ul>
            {problems.map(([field, problem]) => (
              <li key={field}>
                {field === 'location' && loaded.citySuggestion ? (
                  <CitySuggestion problem={problem} suggestion={loaded.citySuggestion} />
                ) : (
                  problem
                )}
              </li>
            ))}
          </ul>
        </div>
      )}

      {signedIn ? (
        <TalentFilterForm
          action={path}
          values={loaded.values}
          languages={loaded.languages}
          errors={errors}
          activeCount={loaded.activeCount}
          citySuggestion={loaded.citySuggestion}
        />
      ) : (
        <MembersFilterPrompt loginHref={loaded.loginHref} asked={narrowed ? described : null} />
      )}
      <LanguageChips chips={loaded.chips} />

      {loaded.isRecruiter && narrowed && problems.length === 0 && (
        <SaveSearchForm filters={filters} name={name} described={described} redirectTo={loaded.here} />
      )}

      <section className={page.section} aria-labelledby="results-title">
        <div className={page.sectionHeader}>
          <h2 id="results-title" className={page.sectionTitle}>
            {signedIn && narrowed ? 'Matching talents' : 'Talents'}
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
            extra={extra}
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
  const described = loaded?.signedIn ? describeSearch(loaded.filters, loaded.name) : 'All talents'
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

/** "Add to shortlist" on a card answers in place: the list is not loaded again. */
export const shouldRevalidate = keepAfterShortlistAdd

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
