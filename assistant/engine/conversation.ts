import { TALENT_TYPES } from '../../api/vocabulary'
import { compactFilters, describeFilters, FILTER_KEYS, withoutFilters, type FilterKey, type Filters } from './filters'
import {
  AUTH_CHECK_TIMEOUT,
  DEFAULT_CONTACT,
  emailText,
  LOAD_MORE_TIMEOUT,
  OPTION,
  QUESTIONS,
  questionOptions,
  resultOptions,
  SEARCH_PAGE_SIZE,
  SERVER_ERROR,
  SOCKET_NOT_CONNECTED,
  SOMETHING_WENT_WRONG,
  supportText,
  TEXT,
  viewAllCard,
  whatsappText,
  WIDEN_OPTION,
  type ChatMessage,
  type ContactDetails,
  type Stage,
  type TalentCard,
} from './messages'
import { understand, type Understanding } from './understand'

/** A free-text message naming this many filters searches at once instead of asking the remaining questions. */
export const DIRECT_SEARCH_MIN_FILTERS = 2

export interface ConversationState {
  stage: Stage
  /** The filters collected so far, canonical. */
  filters: Filters
  /** Questions answered or skipped (a skipped one has no filter). */
  answered: FilterKey[]
  signedIn: boolean
  userId: string | null
  /** The search session of the last results (spec §3: sessionId, totalResults, hasMore, currentPage). */
  sessionId: string | null
  page: number
  totalResults: number
  hasMore: boolean
  /** The last search asked of the adapter, for "Try again". */
  lastSearch: SearchCommand | null
}

/** What the search service returned (api/services/search.ts SearchTalentsResult fits this). */
export interface SearchOutcome {
  talents: TalentCard[]
  totalResults: number
  totalResultsCapped?: boolean
  hasMore: boolean
  page: number
  sessionId: string | null
  filters: Filters
  isNameSearch: boolean
  query?: string | null
}

export type EngineError =
  'searchFailed' | 'serverError' | 'loadMoreTimeout' | 'loadMoreFailed' | 'socketNotConnected' | 'authCheckTimeout'

export type EngineInput =
  | { kind: 'connect'; signedIn: boolean; userId?: string | null }
  | { kind: 'text'; text: string }
  /** A click on one of the message's options (spec §5 routes some of them). */
  | { kind: 'option'; text: string }
  | { kind: 'loadMore' }
  | { kind: 'results'; result: SearchOutcome }
  | { kind: 'moreResults'; result: SearchOutcome }
  /** `message`: the server's own message, shown instead of the generic text where spec §8 says so. */
  | { kind: 'error'; error: EngineError; message?: string }

/** A call of searchTalents for the adapter; with sessionId it continues that session (load more). */
export interface SearchCommand {
  kind: 'search'
  filters: Filters
  name?: string
  query?: string
  page: number
  limit: number
  sessionId?: string
  directSearch: boolean
  isNameSearch: boolean
}

export type EngineCommand = SearchCommand | { kind: 'navigate'; to: '/login' | '/signup' }

export interface EngineStep {
  state: ConversationState
  messages: ChatMessage[]
  command: EngineCommand | null
}

export interface EngineDeps {
  now: () => Date
  newId: () => string
  contact?: ContactDetails
}

export function initialState(signedIn = false, userId: string | null = null): ConversationState {
  return {
    stage: 'welcome',
    filters: {},
    answered: [],
    signedIn,
    userId,
    sessionId: null,
    page: 0,
    totalResults: 0,
    hasMore: false,
    lastSearch: null,
  }
}

type Draft = Omit<ChatMessage, 'id' | 'isUser' | 'timestamp' | 'isSystemMessage' | 'messageType' | 'stage' | 'userId'> &
  Partial<Pick<ChatMessage, 'isSystemMessage' | 'messageType'>>

/** Builds the step's result: messages get an id, the time, the stage and the user. */
function step(
  deps: EngineDeps,
  state: ConversationState,
  drafts: Draft[],
  command: EngineCommand | null = null,
): EngineStep {
  const messages = drafts.map((draft): ChatMessage => ({
    id: deps.newId(),
    isUser: false,
    timestamp: deps.now().toISOString(),
    isSystemMessage: false,
    messageType: 'info',
    stage: state.stage,
    ...(state.userId ? { userId: state.userId } : {}),
    ...draft,
  }))
  return { state, messages, command }
}

function nextQuestion(state: ConversationState): FilterKey | undefined {
  return FILTER_KEYS.find((key) => !state.answered.includes(key))
}

function question(key: FilterKey, state: ConversationState, lead?: string): Draft {
  const { text, placeholder } = QUESTIONS[key]
  return {
    type: 'question',
    text: lead ? `${lead} ${text}` : text,
    options: questionOptions(key, state.filters),
    filterType: key,
    placeholder,
    filters: state.filters,
  }
}

/** The options that fit where the conversation is: the open question's, the results', or the categories. */
function currentOptions(state: ConversationState): string[] {
  if (state.stage === 'results') return resultOptions(state.hasMore)
  if (state.stage === 'welcome')
    return state.signedIn ? [...TALENT_TYPES] : [OPTION.login, OPTION.signUp, OPTION.searchAnyway]
  return questionOptions(state.stage, state.filters)
}

function search(deps: EngineDeps, state: ConversationState, fields: Partial<SearchCommand>): EngineStep {
  const command: SearchCommand = {
    kind: 'search',
    filters: compactFilters(state.filters),
    page: 1,
    limit: SEARCH_PAGE_SIZE,
    directSearch: true,
    isNameSearch: false,
    ...fields,
  }
  return step(deps, { ...state, lastSearch: command }, [], command)
}

/** Asks the next open question, or searches when every one is answered. */
function askOrSearch(deps: EngineDeps, state: ConversationState, lead?: string): EngineStep {
  const key = nextQuestion(state)
  if (!key) return search(deps, state, { directSearch: false })
  const next = { ...state, stage: key }
  return step(deps, next, [question(key, next, lead)])
}

function union(a: readonly FilterKey[], b: readonly FilterKey[]): FilterKey[] {
  return FILTER_KEYS.filter((key) => a.includes(key) || b.includes(key))
}

function onFilters(deps: EngineDeps, state: ConversationState, understood: Understanding): EngineStep {
  const named = FILTER_KEYS.filter((key) => understood.filters[key] !== undefined)
  // After results, naming a different talent type starts over; anything else refines the last search.
  const startOver =
    state.stage === 'results' &&
    understood.filters.talentType !== undefined &&
    understood.filters.talentType !== state.filters.talentType
  const base = startOver ? {} : withoutFilters(state.filters, understood.anyFilters)
  const next: ConversationState = {
    ...state,
    filters: compactFilters({ ...base, ...understood.filters }),
    answered: union(startOver ? [] : state.answered, [...named, ...understood.anyFilters]),
  }
  if (state.stage === 'results' || named.length >= DIRECT_SEARCH_MIN_FILTERS) return search(deps, next, {})
  return askOrSearch(deps, next, `Got it: ${describeFilters(next.filters)}.`)
}

function onSkip(deps: EngineDeps, state: ConversationState, anyFilters: FilterKey[]): EngineStep {
  const current = state.stage === 'welcome' ? 'talentType' : state.stage
  const skipped = anyFilters.length > 0 ? anyFilters : current === 'results' ? [] : [current]
  const next = { ...state, filters: withoutFilters(state.filters, skipped), answered: union(state.answered, skipped) }
  if (state.stage === 'results') {
    return skipped.length > 0 ? search(deps, next, {}) : step(deps, next, [answer(TEXT.notUnderstood, next)])
  }
  return askOrSearch(deps, next)
}

function answer(text: string, state: ConversationState): Draft {
  return { type: 'answer', text, options: currentOptions(state) }
}

function reset(state: ConversationState): ConversationState {
  return { ...initialState(state.signedIn, state.userId), stage: 'talentType' }
}

function loadMore(deps: EngineDeps, state: ConversationState): EngineStep {
  if (!state.sessionId) return step(deps, state, [answer(TEXT.noSession, state)])
  if (!state.hasMore) {
    return step(deps, state, [{ type: 'answer', text: TEXT.allShown, options: resultOptions(false) }])
  }
  const base = state.lastSearch ?? { filters: state.filters, isNameSearch: false }
  return search(deps, state, {
    ...base,
    kind: 'search',
    sessionId: state.sessionId,
    page: state.page + 1,
    directSearch: true,
  })
}

function viewAll(deps: EngineDeps, state: ConversationState): EngineStep {
  if (!state.sessionId) return step(deps, state, [answer(TEXT.noSession, state)])
  const card = viewAllCard(state.sessionId, state.totalResults, state.filters)
  return step(deps, state, [
    {
      type: 'view_all',
      text: 'Here is the full list.',
      viewAllCard: card,
      sessionId: state.sessionId,
      totalResults: state.totalResults,
    },
  ])
}

/** Spec §5: option texts with these phrases are routed before they are read as an answer. */
function routeOption(deps: EngineDeps, state: ConversationState, text: string): EngineStep | null {
  const lower = text.toLowerCase()
  const contact = deps.contact ?? DEFAULT_CONTACT
  if (lower.includes('login'))
    return step(deps, state, [{ type: 'navigation', text: TEXT.login }], { kind: 'navigate', to: '/login' })
  if (lower.includes('sign up')) {
    return step(deps, state, [{ type: 'navigation', text: TEXT.signUp }], { kind: 'navigate', to: '/signup' })
  }
  if (lower.includes('search now')) return search(deps, state, {})
  if (lower.includes('contact via whatsapp'))
    return step(deps, state, [{ type: 'contact', text: whatsappText(contact) }])
  if (lower.includes('email support')) return step(deps, state, [{ type: 'contact', text: emailText(contact) }])
  if (lower.includes('contact support')) return step(deps, state, [{ type: 'contact', text: supportText(contact) }])
  if (lower.includes('view all')) return viewAll(deps, state)
  if (lower.includes('search anyway')) return askOrSearch(deps, { ...state, stage: 'talentType' })
  if (lower.includes('try again') && state.lastSearch) return step(deps, state, [], state.lastSearch)
  return null
}

function onUnderstood(deps: EngineDeps, state: ConversationState, understood: Understanding): EngineStep {
  switch (understood.intent) {
    case 'search':
      return onFilters(deps, state, understood)
    case 'skip':
      return onSkip(deps, state, understood.anyFilters)
    case 'name':
      return search(deps, state, { filters: understood.filters, name: understood.name, isNameSearch: true })
    case 'keywords':
      if (state.stage === 'welcome' || state.stage === 'results')
        return search(deps, state, { filters: {}, query: understood.keywords })
      return step(deps, state, [question(state.stage, state, TEXT.notUnderstood)])
    case 'searchNow':
      return search(deps, state, {})
    case 'loadMore':
      return loadMore(deps, state)
    case 'newSearch':
      return askOrSearch(deps, reset(state))
    case 'login':
      return step(deps, state, [{ type: 'navigation', text: TEXT.login }], { kind: 'navigate', to: '/login' })
    case 'signup':
      return step(deps, state, [{ type: 'navigation', text: TEXT.signUp }], { kind: 'navigate', to: '/signup' })
    case 'greeting':
      return step(deps, state, [answer(TEXT.greeting, state)])
    case 'thanks':
      return step(deps, state, [answer(TEXT.thanks, state)])
    case 'goodbye':
      return step(deps, state, [{ type: 'answer', text: TEXT.goodbye, options: [OPTION.newSearch] }])
    case 'help':
      return step(deps, state, [
        { type: 'answer', text: TEXT.help, options: [...currentOptions(state), OPTION.contactSupport] },
      ])
    case 'unknown':
      return step(deps, state, [answer(TEXT.notUnderstood, state)])
  }
}

function onText(deps: EngineDeps, state: ConversationState, text: string, isOption: boolean): EngineStep {
  const understood = understand(text)
  const isRequest = understood.intent === 'search' || understood.intent === 'name'
  if (isOption || !isRequest) {
    const routed = routeOption(deps, state, text)
    if (routed) return routed
  }
  return onUnderstood(deps, state, understood)
}

function describeOutcome(result: SearchOutcome): string {
  const count = `${result.totalResults}${result.totalResultsCapped ? '+' : ''}`
  const noun = result.totalResults === 1 ? 'talent' : 'talents'
  if (result.isNameSearch && result.query) return `Found ${count} ${noun} matching "${result.query}".`
  if (result.query) return `Found ${count} ${noun} for "${result.query}".`
  return `Found ${count} ${describeFilters(result.filters)}.`.replace(/ talents\.$/, ` ${noun}.`)
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
  return {
    type: 'no_results',
    messageType: 'warning',
    text:
      set.length > 0
        ? `No ${describeFilters(state.filters)} yet. Try widening your search:`
        : 'No talents match that yet. Try another description or pick a category.',
    options: set.length > 0 ? [...set.map((key) => WIDEN_OPTION[key]), OPTION.newSearch] : [...TALENT_TYPES],
    filters: state.filters,
  }
}

function onResults(deps: EngineDeps, state: ConversationState, result: SearchOutcome): EngineStep {
  const next: ConversationState = {
    ...state,
    stage: 'results',
    filters: compactFilters(result.filters),
    answered: [...FILTER_KEYS],
    sessionId: result.sessionId,
    page: result.page,
    totalResults: result.totalResults,
    hasMore: result.hasMore,
  }
  if (result.talents.length === 0) return step(deps, next, [noResults(next, result)])
  const sessionId = result.sessionId ?? undefined
  return step(deps, next, [
    {
      type: 'search_results',
      messageType: 'success',
      text: describeOutcome(result),
      talentCards: result.talents,
      totalResults: result.totalResults,
      hasMore: result.hasMore,
      filters: next.filters,
      options: resultOptions(result.hasMore),
      ...(sessionId ? { sessionId, viewAllCard: viewAllCard(sessionId, result.totalResults, next.filters) } : {}),
    },
  ])
}

function onMoreResults(deps: EngineDeps, state: ConversationState, result: SearchOutcome): EngineStep {
  const next = { ...state, page: result.page, hasMore: result.hasMore, totalResults: result.totalResults }
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

/** Spec §8: a failed search or load more shows the server's message when there is one. */
const SERVER_MESSAGE_WINS: readonly EngineError[] = ['searchFailed', 'loadMoreFailed']

function onError(deps: EngineDeps, state: ConversationState, error: EngineError, message?: string): EngineStep {
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

/** The engine: one input in, the next state, the messages to send and what the adapter should do. */
export function respond(state: ConversationState, input: EngineInput, deps: EngineDeps): EngineStep {
  switch (input.kind) {
    case 'connect': {
      const fresh = initialState(input.signedIn, input.userId ?? null)
      const welcome: Draft = input.signedIn
        ? { type: 'welcome', text: TEXT.welcomeBack, options: [...TALENT_TYPES], filterType: 'talentType' }
        : { type: 'welcome', text: TEXT.welcomeGuest, options: [OPTION.login, OPTION.signUp, OPTION.searchAnyway] }
      return step(deps, fresh, [{ ...welcome, isSystemMessage: true }])
    }
    case 'text':
      return onText(deps, state, input.text, false)
    case 'option':
      return onText(deps, state, input.text, true)
    case 'loadMore':
      return loadMore(deps, state)
    case 'results':
      return onResults(deps, state, input.result)
    case 'moreResults':
      return onMoreResults(deps, state, input.result)
    case 'error':
      return onError(deps, state, input.error, input.message)
  }
}
