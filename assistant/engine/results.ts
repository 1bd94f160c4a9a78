/** Replies to what the adapter reports back: search results, more results, and errors (requirements §8). */
import { TALENT_TYPES } from '../../api/vocabulary'
import { compactFilters, describeFilters, FILTER_KEYS, hasAnyFilter } from './filters'
import {
  AUTH_CHECK_TIMEOUT,
  LOAD_MORE_TIMEOUT,
  OPTION,
  resultOptions,
  SERVER_ERROR,
  SOCKET_NOT_CONNECTED,
  SOMETHING_WENT_WRONG,
  TEXT,
  viewAllCard,
  WIDEN_OPTION,
} from './messages'

/** The no-results option that drops the languages ("any language" reads as that). */
const ANY_LANGUAGE = 'Any language'
import type { Unsupported } from './requirements'
import {
  step,
  type ConversationState,
  type Draft,
  type EngineDeps,
  type EngineError,
  type EngineStep,
  type SearchOutcome,
} from './state'

function describeOutcome(result: SearchOutcome): string {
  const count = `${result.totalResults}${result.totalResultsCapped ? '+' : ''}`
  const noun = result.totalResults === 1 ? 'talent' : 'talents'
  if (result.isNameSearch && result.query) return `Found ${count} ${noun} matching "${result.query}".`
  const filtered = `Found ${count} ${describeFilters(result.filters, result.totalResults)}`
  const anyFilter = hasAnyFilter(result.filters)
  if (result.query)
    return anyFilter ? `${filtered} for "${result.query}".` : `Found ${count} ${noun} for "${result.query}".`
  if (result.droppedCrafts) return `No one mentions "${result.droppedCrafts}" yet. ${filtered} instead.`
  return `${filtered}.`
}

/** ADR 025: each requirement the search could not use, acknowledged before the results. */
const ACKNOWLEDGE: Record<Unsupported, string> = {
  budget: "I can't filter by budget yet",
  height: "height isn't a filter yet (each profile shows it)",
  dates: "I can't check dates yet",
}

function acknowledgement(unsupported: readonly Unsupported[] | undefined): string {
  if (!unsupported?.length) return ''
  const said = unsupported.map((kind) => ACKNOWLEDGE[kind]).join('; ')
  return `${said.charAt(0).toUpperCase()}${said.slice(1)}; here is what I found. `
}

function noResults(state: ConversationState, result: SearchOutcome): Draft {
  if (result.isNameSearch) {
    return {
      type: 'no_results',
      messageType: 'warning',
      text: `I couldn't find a talent called "${result.query ?? ''}". Check the spelling, or search by category.`,
      options: [...TALENT_TYPES],
    }
  }
  const set = FILTER_KEYS.filter((key) => state.filters[key] !== undefined)
  const widen = [...set.map((key) => WIDEN_OPTION[key]), ...(state.filters.languages?.length ? [ANY_LANGUAGE] : [])]
  return {
    type: 'no_results',
    messageType: 'warning',
    text:
      widen.length > 0
        ? `No ${describeFilters(state.filters)} yet. Try widening your search:`
        : 'No talents match that yet. Try another description or pick a category.',
    options: widen.length > 0 ? [...widen, OPTION.newSearch] : [...TALENT_TYPES],
    filters: state.filters,
  }
}

/** The results without the talent a similar-search is about ("someone like Soumya" is not Soumya). */
export function withoutSubject<T extends { talents: { USERID: string }[]; totalResults: number }>(
  result: T,
  excluded: string | undefined,
): T {
  const talents = result.talents.filter((talent) => talent.USERID !== excluded)
  if (talents.length === result.talents.length) return result
  return { ...result, talents, totalResults: Math.max(0, result.totalResults - 1) }
}

export function onResults(deps: EngineDeps, state: ConversationState, found: SearchOutcome): EngineStep {
  const result = withoutSubject(found, state.lastSearch?.excludeTalentId)
  const next: ConversationState = {
    ...state,
    stage: 'results',
    // What the search ran with, languages included (the service filters by them and echoes them canonical).
    filters: compactFilters(result.filters),
    crafts: result.droppedCrafts ? null : state.crafts,
    answered: [...FILTER_KEYS],
    sessionId: result.sessionId,
    page: result.page,
    totalResults: result.totalResults,
    hasMore: result.hasMore,
    shown: result.talents,
    focus: result.isNameSearch && result.talents.length === 1 ? (result.talents[0] ?? null) : null,
  }
  const noted = acknowledgement(state.lastSearch?.unsupported)
  if (result.talents.length === 0) {
    const empty = noResults(next, result)
    return step(deps, next, [{ ...empty, text: `${noted}${empty.text}` }])
  }
  const sessionId = result.sessionId ?? undefined
  return step(deps, next, [
    {
      type: 'search_results',
      messageType: 'success',
      text: `${noted}${describeOutcome(result)}`,
      talentCards: result.talents,
      totalResults: result.totalResults,
      hasMore: result.hasMore,
      filters: next.filters,
      options: resultOptions(result.hasMore, { hasViewAllCard: sessionId !== undefined }),
      ...(sessionId ? { sessionId, viewAllCard: viewAllCard(sessionId, result.totalResults, next.filters) } : {}),
    },
  ])
}

export function onMoreResults(deps: EngineDeps, state: ConversationState, result: SearchOutcome): EngineStep {
  const next = {
    ...state,
    page: result.page,
    hasMore: result.hasMore,
    totalResults: result.totalResults,
    shown: [...state.shown, ...result.talents],
  }
  const count = result.talents.length
  return step(deps, next, [
    {
      type: 'more_results',
      text: count === 0 ? TEXT.allShown : `Here are ${count} more.`,
      talentCards: result.talents,
      totalResults: result.totalResults,
      hasMore: result.hasMore,
      options: resultOptions(result.hasMore),
      ...(state.sessionId ? { sessionId: state.sessionId } : {}),
    },
  ])
}

const ERROR_TEXT: Record<EngineError, string> = {
  searchFailed: SOMETHING_WENT_WRONG,
  serverError: SERVER_ERROR,
  loadMoreTimeout: LOAD_MORE_TIMEOUT,
  loadMoreFailed: SOMETHING_WENT_WRONG,
  socketNotConnected: SOCKET_NOT_CONNECTED,
  authCheckTimeout: AUTH_CHECK_TIMEOUT,
}

/** Requirements §8: a failed search or load more shows the server's message when there is one. */
const SERVER_MESSAGE_WINS: readonly EngineError[] = ['searchFailed', 'loadMoreFailed']

export function onError(deps: EngineDeps, state: ConversationState, error: EngineError, message?: string): EngineStep {
  const text = SERVER_MESSAGE_WINS.includes(error) && message ? message : ERROR_TEXT[error]
  const retry = state.lastSearch && error !== 'authCheckTimeout' && error !== 'socketNotConnected'
  return step(deps, state, [
    {
      type: 'error',
      messageType: 'error',
      isSystemMessage: true,
      text,
      ...(retry ? { options: [OPTION.tryAgain] } : {}),
    },
  ])
}
