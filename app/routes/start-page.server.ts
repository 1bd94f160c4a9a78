import type { InferResponseType } from 'hono/client'
import { START_PAGE_VIEWED_TALENTS } from '~/constants'
import type { Api, ApiCaller, TalentCard } from '~/services/api.server'
import { describeSearch, searchedWhen, type SearchSummary } from '~/components/feeds/search-summary'

type Activity = InferResponseType<Api['get-my-activity']['$get'], 200>
type OwnTalentProfile = InferResponseType<Api['get-my-talent-profile']['$get'], 200>['profile']

/** A stored search as the start page lists it: what it asked, how many it found, when, and its results page. */
export interface RecentSearchView extends SearchSummary {
  sessionId: string
  href: string
}

export interface RecruiterStart {
  kind: 'recruiter'
  firstName: string
  /** Null when the call failed; the page says so instead of showing zeros. */
  activity: Activity['activity'] | null
  recentSearches: RecentSearchView[]
  viewedTalents: TalentCard[]
  error: string | null
}

export interface TalentStart {
  kind: 'talent'
  firstName: string
  profile: Pick<
    OwnTalentProfile,
    'USERID' | 'name' | 'photo' | 'isPublic' | 'completeness' | 'total_views' | 'total_share' | 'total_connected'
  > | null
  error: string | null
}

export type StartPage = RecruiterStart | TalentStart

const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] || name

/**
 * The signed-in user's start page (issue 20): a recruiter's numbers, latest searches and the talents this
 * browser viewed (the viewed-talents cookie, ADR 008); a talent's profile completeness and numbers.
 * Null for a guest, who keeps the marketing home.
 */
export async function loadStartPage(
  caller: ApiCaller,
  viewedTalentIds: string[],
  now = new Date(),
): Promise<StartPage | null> {
  const user = caller.user
  if (!user) return null
  const firstName = firstNameOf(user.user.name)
  if (user.userType === 'talent') {
    const result = await caller.request((api) => api['get-my-talent-profile'].$get())
    if (!result.success) return { kind: 'talent', firstName, profile: null, error: result.message }
    const { USERID, name, photo, isPublic, completeness, total_views, total_share, total_connected } = result.profile
    return {
      kind: 'talent',
      firstName,
      profile: { USERID, name, photo, isPublic, completeness, total_views, total_share, total_connected },
      error: null,
    }
  }

  const shownIds = viewedTalentIds.slice(0, START_PAGE_VIEWED_TALENTS)
  const [activity, cards] = await Promise.all([
    caller.request((api) => api['get-my-activity'].$get()),
    shownIds.length
      ? caller.request((api) => api['get-talent-cards'].$get({ query: { ids: shownIds.join(',') } }))
      : null,
  ])
  return {
    kind: 'recruiter',
    firstName,
    activity: activity.success ? activity.activity : null,
    recentSearches: activity.success
      ? activity.recentSearches.map((search) => ({
          sessionId: search.sessionId,
          href: `/chatbot/view-all-talents?${new URLSearchParams({ sessionId: search.sessionId })}`,
          ...describeSearch(search),
          when: searchedWhen(new Date(search.searchedAt), now),
        }))
      : [],
    viewedTalents: cards?.success ? cards.talents : [],
    error: !activity.success ? activity.message : cards && !cards.success ? cards.message : null,
  }
}
