import { SEARCH_TOTAL_CAP } from '~/constants'

/** A stored search as the API lists it (GET /get-my-activity's recentSearches). */
export interface StoredSearch {
  filters: {
    projectType?: string
    talentType?: string
    gender?: string
    location?: string
    ageGroup?: string
    /** Any of these (ADR 025). */
    languages?: string[]
  }
  query: string | null
  isNameSearch: boolean
  totalResults: number
}

/** What a recent search reads as: what it asked, what it found and when. */
export interface SearchSummary {
  title: string
  results: string
  when: string
}

/**
 * "Female · Dancer · Mumbai · 18-25 yrs · Music Video · speaks Tamil or Telugu", a name search as `Name "Priya"`, free text in quotes;
 * filters follow the text. The count is exact below the API's cap, "100 or more" at it.
 */
export function describeSearch({ filters, query, isNameSearch, totalResults }: StoredSearch) {
  const text = query ? (isNameSearch ? `Name “${query}”` : `“${query}”`) : null
  const parts = [
    text,
    filters.gender,
    filters.talentType,
    filters.location,
    filters.ageGroup && `${filters.ageGroup} yrs`,
    filters.projectType,
    filters.languages?.length ? `speaks ${filters.languages.join(' or ')}` : undefined,
  ].filter((part): part is string => Boolean(part))
  const results =
    totalResults === 0
      ? 'No talents found'
      : totalResults >= SEARCH_TOTAL_CAP
        ? `${SEARCH_TOTAL_CAP} or more talents`
        : `${totalResults} ${totalResults === 1 ? 'talent' : 'talents'}`
  return { title: parts.join(' · ') || 'All talents', results }
}

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' })
const calendarDay = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
})

/** "just now", "5 minutes ago", "3 hours ago", "yesterday", "4 days ago", then the date. */
export function searchedWhen(at: Date, now: Date): string {
  const minutes = Math.floor((now.getTime() - at.getTime()) / 60_000)
  if (minutes < 1) return 'just now'
  if (minutes < 60) return relative.format(-minutes, 'minute')
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return relative.format(-hours, 'hour')
  const days = Math.floor(hours / 24)
  if (days < 7) return relative.format(-days, 'day')
  return calendarDay.format(at)
}
