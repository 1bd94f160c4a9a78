/**
 * Saving the active search from the chat (issue 23, ADR 027), as the filter page's "Save and alert me" does:
 * the engine names what to save (the active search's filters, languages, crafts or name) and a name for it;
 * the adapter saves it through the saved-search service and hands back the outcome, worded here.
 */
import { SAVED_SEARCH_NAME_MAX_LENGTH } from '../../api/vocabulary'
import { compactFilters, describeFilters, hasAnyFilter, type Filters } from './filters'
import { OPTION, resultOptions, type MessageLink } from './messages'
import { step, type ConversationState, type EngineDeps, type EngineStep } from './state'

/** What a saved search looks for: the saved-search service's criteria, in the engine's canonical filters. */
export interface SearchCriteria {
  filters: Filters
  /** Crafts, or a name with `isNameSearch`; null for filters only. */
  query: string | null
  isNameSearch: boolean
}

/** What the adapter did with a saveSearch command. */
export type SaveSearchOutcome =
  | { status: 'saved'; name: string }
  /** Saved searches are for recruiters: a guest or a talent is told what they can do instead. */
  | { status: 'notRecruiter'; viewer: 'guest' | 'talent' }
  /** A recruiter with no active search: nothing to save yet. */
  | { status: 'noSearch' }
  /** The service said no (already saved, too many, an empty search): its own message. */
  | { status: 'refused'; message: string }

/** The recruiter's saved searches, on their profile page. */
export const SAVED_SEARCHES_PATH = '/my-profile/recruiter#saved-searches-title'

export const NO_SEARCH_TO_SAVE =
  'There is no search to save yet. Tell me who you need (for example “female dancers in Mumbai”), then say “save this search”.'
const MANAGE_LINK: MessageLink = { label: 'Manage saved searches', href: SAVED_SEARCHES_PATH }

/** The active search as criteria to save, or null when it has none (no filter, language, craft or name). */
export function activeCriteria(state: ConversationState): SearchCriteria | null {
  const filters = compactFilters(state.filters)
  const name = state.lastSearch?.isNameSearch ? state.lastSearch.name : undefined
  const query = name ?? state.crafts
  if (!hasAnyFilter(filters) && !query) return null
  return { filters, query: query ?? null, isNameSearch: name !== undefined }
}

/**
 * "Female Dancers in Mumbai", as the filter page names a search; "Talents named like “Priya”" for a name,
 * "Dancers in Pune · “kathak”" with crafts. Within the saved-search name's length.
 */
export function savedSearchNameFor({ filters, query, isNameSearch }: SearchCriteria): string {
  const described = hasAnyFilter(filters) ? describeFilters(filters) : 'talents'
  const who = `${described.charAt(0).toUpperCase()}${described.slice(1)}`
  const name = !query ? who : isNameSearch ? `${who} named like “${query}”` : `${who} · “${query}”`
  return name.slice(0, SAVED_SEARCH_NAME_MAX_LENGTH).trim()
}

/** A search to save and its name: the saveSearch command's payload. */
export interface SearchToSave {
  criteria: SearchCriteria
  name: string
}

/**
 * The saveSearch command for the active search, named as the turn said or from its filters; `saving` is null
 * when there is no search yet (a recruiter is asked for one, a guest or a talent is told who saves searches).
 */
export function saveSearch(deps: EngineDeps, state: ConversationState, given: string | undefined): EngineStep {
  const criteria = activeCriteria(state)
  const named = given?.slice(0, SAVED_SEARCH_NAME_MAX_LENGTH).trim()
  const saving = criteria ? { criteria, name: named || savedSearchNameFor(criteria) } : null
  // The adapter saves it and answers through onSavedSearch.
  return step(deps, state, [], { kind: 'saveSearch', saving })
}

/** The reply to a saveSearch command's outcome, with the way to the saved searches when there are some. */
export function saveSearchReply(outcome: SaveSearchOutcome): { text: string; links?: MessageLink[] } {
  switch (outcome.status) {
    case 'saved':
      return {
        text: `Saved “${outcome.name}”. We will tell you when new talents match (at most once an hour).`,
        links: [MANAGE_LINK],
      }
    case 'notRecruiter':
      return outcome.viewer === 'guest'
        ? {
            text: 'Saved searches and alerts are for recruiter accounts: log in or sign up as a recruiter to get them.',
          }
        : {
            text:
              'Saved searches and alerts are for recruiter accounts, so I can’t save one for you. ' +
              'You can still search and open any card.',
          }
    case 'noSearch':
      return { text: NO_SEARCH_TO_SAVE }
    case 'refused':
      return { text: outcome.message, links: [MANAGE_LINK] }
  }
}

export function onSavedSearch(deps: EngineDeps, state: ConversationState, outcome: SaveSearchOutcome): EngineStep {
  const options =
    outcome.status === 'notRecruiter' && outcome.viewer === 'guest'
      ? [OPTION.login, OPTION.signUp]
      : outcome.status === 'noSearch'
        ? undefined
        : resultOptions(state.hasMore)
  return step(deps, state, [{ type: 'answer', ...saveSearchReply(outcome), ...(options ? { options } : {}) }])
}
