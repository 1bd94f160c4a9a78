import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import type { TalentCard } from '~/services/api.server'
import * as page from './page.css'
import { TalentGrid } from './talent-card'
import { describeFilters, filterSearch, type TalentFilters } from './talent-filters'
import { countText, TalentPager, talentListMeta, useErrorToast, useStoredResults } from './talent-results'
import * as styles from './talent-results.css'

export interface ViewAllPageData {
  path: string
  page: number
  sessionId: string | null
  hasQuery: boolean
  /** A guest asked for filters or a chat search: the page shows the public list and asks them to sign in. */
  signInToFilter: boolean
  loginHref: string
  filters: TalentFilters
  query: string | null
  talents: TalentCard[]
  hasMore: boolean
  totalResults: number | null
  totalResultsCapped: boolean
  problems: string[]
  notFound: boolean
}

/** The heading of a view-all page: the search's text or its filters. */
export function viewAllHeading({ filters, query }: Pick<ViewAllPageData, 'filters' | 'query'>): string {
  const described = describeFilters(filters)
  if (query) return `“${query}”${described === 'All talents' ? '' : `: ${described}`}`
  return described
}

/** What the page is about: the search, or what went wrong with its address. */
function pageHeading(loaded: Pick<ViewAllPageData, 'filters' | 'query' | 'notFound' | 'problems'>): string {
  if (loaded.notFound) return 'Chat search not found'
  if (loaded.problems.length) return 'Check this link'
  return viewAllHeading(loaded)
}

/**
 * Both view-all pages (requirements §2): a chat search's talents, server-rendered from the URL so a shared link
 * shows them; without a query, the chat's latest results from session storage when there are any.
 */
export function ViewAllTalentsPage({
  loaded,
  eyebrow,
  intro,
}: {
  loaded: ViewAllPageData
  eyebrow: string
  intro: ReactNode
}) {
  const stored = useStoredResults(!loaded.hasQuery)
  const problem = loaded.problems.join(' ')
  useErrorToast(problem || null)
  const extra: Record<string, string> = loaded.sessionId ? { sessionId: loaded.sessionId } : {}
  // A session's own filters are stored with it: its page links carry the session only.
  const linkFilters = loaded.sessionId ? {} : loaded.filters
  const pageHref = (n: number) => `${loaded.path}${filterSearch(linkFilters, n, extra)}`
  const showStored = stored.length > 0
  const heading = showStored ? 'Your latest chat search' : pageHeading(loaded)
  return (
    <div className={page.section}>
      <header className={page.section}>
        <p className={page.eyebrow}>{eyebrow}</p>
        <h1 className={page.title}>{heading}</h1>
        <p className={page.lead}>{intro}</p>
        {loaded.signInToFilter && (
          <p className={page.muted} data-testid="sign-in-to-filter">
            This search is for members:{' '}
            <Link to={loaded.loginHref} className={styles.inlineLink}>
              sign in to see it
            </Link>
            . Until then you see every public talent.
          </p>
        )}
      </header>
      <section className={page.section} aria-labelledby="view-all-results">
        <div className={page.sectionHeader}>
          <h2 id="view-all-results" className={page.sectionTitle}>
            {showStored ? 'Talents the chat found' : 'Talents'}
          </h2>
          {!showStored && loaded.totalResults !== null && (
            <p className={page.muted} data-testid="result-count">
              {countText(loaded.totalResults, loaded.totalResultsCapped)}
              {loaded.page > 1 && ` · page ${loaded.page}`}
            </p>
          )}
        </div>
        {problem ? (
          <div role="alert" className={styles.error}>
            <p className={styles.errorTitle}>{problem}</p>
            <p className={styles.errorTitle}>
              <Link to={loaded.path} className={styles.inlineLink}>
                See all talents
              </Link>
            </p>
          </div>
        ) : showStored ? (
          <TalentGrid talents={stored} label="Talents the chat found" />
        ) : loaded.talents.length === 0 ? (
          <p className={styles.notice}>
            {loaded.page > 1 ? 'No talents on this page.' : 'No talents match this search.'}{' '}
            <Link to="/recruiter/view-all-talents" className={styles.inlineLink}>
              Browse every talent
            </Link>
          </p>
        ) : (
          <>
            <TalentGrid talents={loaded.talents} label={heading} />
            <TalentPager page={loaded.page} hasMore={loaded.hasMore} pageHref={pageHref} label="Result pages" />
          </>
        )}
      </section>
    </div>
  )
}

/** Meta of a view-all page: the search in the title, the count in the description, its canonical address. */
export function viewAllMeta(
  loaded: (ViewAllPageData & { canonical: string }) | undefined,
  { fallbackPath, titleSuffix, description }: { fallbackPath: string; titleSuffix: string; description: string },
) {
  const heading = loaded ? pageHeading(loaded) : 'Talents'
  const pageNote = loaded && loaded.page > 1 ? ` (page ${loaded.page})` : ''
  const count =
    loaded?.totalResults != null && loaded.totalResults > 0
      ? ` ${countText(loaded.totalResults, loaded.totalResultsCapped)} match.`
      : ''
  return talentListMeta({
    title: `${heading}${pageNote}${titleSuffix} | Castline`,
    description: `${heading}: ${description}${count}`,
    canonical: loaded?.canonical ?? fallbackPath,
  })
}
