import { AppLink } from '~/components/app-link'
import { useEffect, useRef, useState, type MouseEvent } from 'react'
import { AGE_GROUPS, GENDERS, TALENT_TYPES } from '../../api/vocabulary-core'
import { MAX_SEARCH_ATTEMPTS, SEARCH_PAGE_SIZE } from '~/constants'
import type { TalentCard as TalentCardData } from '~/services/api.server'
import { TalentGrid } from './talent-card'
import { notify } from './toaster'
import type { TalentFilters } from './talent-filters'
import * as styles from './talent-results.css'

/** Requirements §8: the talent search's failure texts. */
export const SEARCH_FAILED_MESSAGE = 'Something went wrong.'
export const SEARCH_SERVER_ERROR_MESSAGE = 'Server error, please try again later.'
export const TALENT_SEARCH_PATH = '/resources/talents/search'

// Checked by hand rather than with zod: this module is on the home page's first load, and zod would
// add ~13 KB gzip of JavaScript to it for two small shapes.
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null
const isString = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max
const oneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value)

/**
 * A talent card from outside our own loaders (the load-more answer, session storage): checked field by
 * field, so a card that does not fit is dropped instead of breaking the page.
 */
export function toTalentCard(value: unknown): TalentCardData | null {
  if (!isRecord(value)) return null
  const { USERID, name, slug, talentType, gender, city, ageGroup, photo, rating, projectTypes } = value
  const { photoPlaceholder, photoSrcset } = value
  if (!isString(USERID, 64) || !/^[A-Za-z0-9_-]{1,64}$/.test(USERID)) return null
  if (!isString(name, 200) || name.length === 0 || !isString(city, 100)) return null
  if (!oneOf(TALENT_TYPES, talentType) || !oneOf(GENDERS, gender) || !oneOf(AGE_GROUPS, ageGroup)) return null
  // Our own media paths or https only: never a javascript: or data: address from storage.
  if (!isString(photo, 2000) || !/^(\/(?!\/)|https:\/\/)/.test(photo)) return null
  if (typeof rating !== 'number' || !(rating >= 0 && rating <= 5)) return null
  return {
    USERID,
    name,
    slug: isString(slug, 200) ? slug : '',
    talentType,
    gender,
    city,
    ageGroup,
    photo,
    photoPlaceholder:
      isString(photoPlaceholder, 200) && /^[A-Za-z0-9+/=]+$/.test(photoPlaceholder) ? photoPlaceholder : null,
    photoSrcset: isString(photoSrcset, 2000) && isSafeSrcset(photoSrcset) ? photoSrcset : null,
    rating,
    projectTypes: Array.isArray(projectTypes) ? projectTypes.filter((p): p is string => isString(p, 100)) : [],
  }
}

/** Every candidate of a srcset is one of our paths or https, with a width. */
function isSafeSrcset(srcset: string): boolean {
  return srcset.split(',').every((candidate) => /^\s*(\/(?!\/)|https:\/\/)\S+ \d+w\s*$/.test(candidate))
}

/** The cards of a list that fit, in order; anything else is ignored. */
export function validCards(values: unknown): TalentCardData[] {
  if (!Array.isArray(values)) return []
  return values.flatMap((value) => {
    const card = toTalentCard(value)
    return card ? [card] : []
  })
}

type SearchAnswer =
  | { success: true; talents: unknown; hasMore: boolean; page: number; sessionId: string | null }
  | { success: false; message: string }

/** The load-more route's answer, or null when it is not one. */
function readAnswer(body: unknown): SearchAnswer | null {
  if (!isRecord(body)) return null
  if (body.success === false) return { success: false, message: isString(body.message, 1000) ? body.message : '' }
  if (body.success !== true || typeof body.hasMore !== 'boolean' || !Number.isInteger(body.page)) return null
  return {
    success: true,
    talents: body.talents,
    hasMore: body.hasMore,
    page: body.page as number,
    sessionId: isString(body.sessionId, 100) ? body.sessionId : null,
  }
}

/** Shows a failure as a toast as well as in the page (toasts need JavaScript; the page text does not). */
export function useErrorToast(message: string | null | undefined) {
  useEffect(() => {
    if (message) notify(message, { type: 'error', toastId: message })
  }, [message])
}

export interface TalentResultsProps {
  /** The server-rendered page of talents. */
  talents: TalentCardData[]
  /** The list's filters (canonical); none for the public list. */
  filters?: TalentFilters
  /** Other parameters of the list that "Load more" sends along (the all-talents page's name and sort). */
  extra?: Record<string, string>
  /** The page `talents` is; "Load more" asks for the ones after it. */
  page?: number
  /** Whether a next page exists; by default, when the page is full. */
  hasMore?: boolean
  /** The address of a page of this list (the link "Load more" is without JavaScript). */
  pageHref: (page: number) => string
  /** Where to go once MAX_SEARCH_ATTEMPTS loads are spent; by default the next page of this list. */
  fullListHref?: string
  /** Names the list for screen readers. */
  label: string
}

/**
 * A talent list with "Load more" (requirements §4 "Talent search"): each successful load appends the next
 * SEARCH_PAGE_SIZE talents of POST /search-talents (through TALENT_SEARCH_PATH), moves the page and
 * counts an attempt; after MAX_SEARCH_ATTEMPTS it offers the full list instead. New filters, a new
 * page or new talents start it over. Without JavaScript "Load more" is a link to the next page.
 */
export function TalentResults(props: TalentResultsProps) {
  const resetKey = JSON.stringify([
    props.filters ?? {},
    props.extra ?? {},
    props.page ?? 1,
    props.talents.map((t) => t.USERID),
  ])
  return <LoadMoreList key={resetKey} {...props} />
}

function LoadMoreList({
  talents: firstPage,
  filters = {},
  extra = {},
  page: firstPageNumber = 1,
  hasMore: firstHasMore = firstPage.length === SEARCH_PAGE_SIZE,
  pageHref,
  fullListHref,
  label,
}: TalentResultsProps) {
  const [talents, setTalents] = useState(firstPage)
  const [page, setPage] = useState(firstPageNumber)
  const [attempts, setAttempts] = useState(0)
  const [hasMore, setHasMore] = useState(firstHasMore)
  const [sessionId, setSessionId] = useState<string | null>(null)
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const inFlight = useRef(false)
  useErrorToast(error)

  async function loadMore(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault()
    if (inFlight.current || attempts >= MAX_SEARCH_ATTEMPTS) return
    inFlight.current = true
    setLoading(true)
    setError(null)
    const body = new FormData()
    const { languages = [], ...named } = filters
    for (const [name, value] of Object.entries({ ...named, ...extra })) if (value) body.set(name, value)
    for (const language of languages) body.append('languages', language)
    body.set('page', String(page + 1))
    if (sessionId) body.set('sessionId', sessionId)
    try {
      const response = await fetch(TALENT_SEARCH_PATH, {
        method: 'POST',
        body,
        headers: { accept: 'application/json' },
      })
      const answer = readAnswer(await response.json().catch(() => null))
      if (!answer) {
        setError(response.status >= 500 || response.ok ? SEARCH_SERVER_ERROR_MESSAGE : SEARCH_FAILED_MESSAGE)
      } else if (!answer.success) {
        setError(answer.message || SEARCH_FAILED_MESSAGE)
      } else {
        const shown = new Set(talents.map((t) => t.USERID))
        const added = validCards(answer.talents).filter((t) => !shown.has(t.USERID))
        setTalents([...talents, ...added])
        setPage(answer.page)
        setAttempts(attempts + 1)
        setHasMore(answer.hasMore)
        setSessionId(answer.sessionId)
        setAnnouncement(
          added.length
            ? `Loaded ${added.length} more ${added.length === 1 ? 'talent' : 'talents'}; ${talents.length + added.length} shown.`
            : 'No more talents to load.',
        )
      }
    } catch {
      setError(SEARCH_SERVER_ERROR_MESSAGE)
    } finally {
      inFlight.current = false
      setLoading(false)
    }
  }

  const spent = attempts >= MAX_SEARCH_ATTEMPTS
  return (
    <div className={styles.results}>
      <TalentGrid talents={talents} label={label} />
      <p role="status" className={styles.visuallyHidden}>
        {announcement}
      </p>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <nav className={styles.pager} aria-label="More talents">
        {firstPageNumber > 1 && (
          <AppLink className={styles.pagerLink} to={pageHref(firstPageNumber - 1)} rel="prev">
            Previous page
          </AppLink>
        )}
        {hasMore && !spent && (
          <AppLink
            className={styles.loadMore}
            to={pageHref(page + 1)}
            rel="next"
            onClick={loadMore}
            aria-disabled={loading || undefined}
            data-testid="load-more"
          >
            {loading ? 'Loading…' : 'Load more'}
          </AppLink>
        )}
        {hasMore && spent && (
          <AppLink className={styles.loadMore} to={fullListHref ?? pageHref(page + 1)}>
            See the full list
          </AppLink>
        )}
      </nav>
      {!hasMore && talents.length > 0 && <p className={styles.end}>That is everyone on this list.</p>}
    </div>
  )
}

/** Previous and next page links of a server-rendered list. */
export function TalentPager({
  page,
  hasMore,
  pageHref,
  label,
}: {
  page: number
  hasMore: boolean
  pageHref: (page: number) => string
  label: string
}) {
  if (page <= 1 && !hasMore) return null
  return (
    <nav className={styles.pager} aria-label={label}>
      {page > 1 && (
        <AppLink className={styles.pagerLink} to={pageHref(page - 1)} rel="prev">
          Previous page
        </AppLink>
      )}
      <span className={styles.pageNumber}>Page {page}</span>
      {hasMore && (
        <AppLink className={styles.pagerLink} to={pageHref(page + 1)} rel="next">
          Next page
        </AppLink>
      )}
    </nav>
  )
}

/** Requirements §2: the chat leaves its latest results in session storage under this key. */
export const STORED_RESULTS_KEY = 'searchResults'

/** The talent cards of the session-storage key, or none when it is absent or malformed. */
export function readStoredResults(storage: Pick<Storage, 'getItem'>): TalentCardData[] {
  try {
    const raw = storage.getItem(STORED_RESULTS_KEY)
    if (!raw || raw.length > 1_000_000) return []
    const value: unknown = JSON.parse(raw)
    if (Array.isArray(value)) return validCards(value)
    if (typeof value !== 'object' || value === null) return []
    const record: Record<string, unknown> = { ...value }
    return validCards(record.results ?? record.talents ?? record.talentCards)
  } catch {
    return []
  }
}

/** The chat's stored results, read in the browser after the page has rendered (never on the server). */
export function useStoredResults(enabled: boolean): TalentCardData[] {
  const [stored, setStored] = useState<TalentCardData[]>([])
  useEffect(() => {
    if (!enabled) return
    try {
      setStored(readStoredResults(window.sessionStorage))
    } catch {
      // Storage can be blocked (privacy settings): nothing to show then.
    }
  }, [enabled])
  return stored
}

/** Title, description, canonical address and Open Graph tags of a talent list, for search and link previews. */
export function talentListMeta({
  title,
  description,
  canonical,
}: {
  title: string
  description: string
  canonical: string
}) {
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: canonical },
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
    { name: 'twitter:card', content: 'summary' },
  ]
}

/** "42 talents", "100+ talents": the count the API gives. */
export function countText(totalResults: number, capped: boolean): string {
  if (capped) return `${totalResults}+ talents`
  return totalResults === 1 ? '1 talent' : `${totalResults.toLocaleString('en-US')} talents`
}
