/** The guided conversation (architecture §5): welcome → talent type → gender → location → age group → project type → results. */
import { TALENT_TYPES } from '../../api/vocabulary'
import { compactFilters, describeFilters, FILTER_KEYS, withoutFilters, type FilterKey } from './filters'
import {
  DEFAULT_CONTACT,
  emailContact,
  OPTION,
  QUESTIONS,
  questionOptions,
  resultOptions,
  SEARCH_PAGE_SIZE,
  supportContact,
  TEXT,
  viewAllCard,
  whatsappContact,
} from './messages'
import { onError, onMoreResults, onResults } from './results'
import {
  initialState,
  step,
  type ConversationState,
  type Draft,
  type EngineDeps,
  type EngineInput,
  type EngineStep,
  type SearchCommand,
} from './state'
import { understand, type Understanding } from './understand'

export {
  initialState,
  type ConversationState,
  type EngineCommand,
  type EngineDeps,
  type EngineError,
  type EngineInput,
  type EngineStep,
  type SearchCommand,
  type SearchOutcome,
} from './state'

/** A free-text message naming this many filters searches at once instead of asking the remaining questions. */
export const DIRECT_SEARCH_MIN_FILTERS = 2

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
    // The crafts go with a filter search, not with a name or someone's own words.
    ...(state.crafts && fields.name === undefined && fields.query === undefined ? { query: state.crafts } : {}),
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
    crafts: understood.keywords ?? (startOver ? null : state.crafts),
    answered: union(startOver ? [] : state.answered, [...named, ...understood.anyFilters]),
  }
  // A craft is as specific as a filter: "kathak dancers" searches at once, like "female dancers".
  const specifics = named.length + (understood.keywords ? 1 : 0)
  if (state.stage === 'results' || specifics >= DIRECT_SEARCH_MIN_FILTERS) return search(deps, next, {})
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

/** Requirements §5: option texts with these phrases are routed before they are read as an answer. */
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
    return step(deps, state, [{ type: 'contact', ...whatsappContact(contact) }])
  if (lower.includes('email support')) return step(deps, state, [{ type: 'contact', ...emailContact(contact) }])
  if (lower.includes('contact support')) return step(deps, state, [{ type: 'contact', ...supportContact(contact) }])
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
      // The words stay with the search as its crafts, so "only Chennai" next refines it.
      if (state.stage === 'welcome' || state.stage === 'results')
        return search(deps, { ...state, filters: {}, crafts: understood.keywords ?? null }, {})
      // An unknown word asked for a city is most likely a place we do not list ("Shimla"): ask again.
      if (state.stage === 'location') return step(deps, state, [question(state.stage, state, TEXT.notUnderstood)])
      // Elsewhere, words that are no answer ("Anushka", "who does bharatanatyam") are still a request:
      // search them within the answers so far rather than ask again.
      return search(deps, { ...state, crafts: understood.keywords ?? null }, {})
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
    case 'human': {
      const contact = deps.contact ?? DEFAULT_CONTACT
      return step(deps, state, [{ type: 'contact', ...supportContact(contact), options: currentOptions(state) }])
    }
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
