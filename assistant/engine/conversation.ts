/** The guided conversation (architecture §5): welcome → talent type → gender → location → age group → project type → results. */
import { AGE_GROUPS, TALENT_TYPES } from '../../api/vocabulary'
import {
  compactFilters,
  describeFilters,
  FILTER_KEYS,
  hasAnyFilter,
  withoutFilters,
  type FilterKey,
  type Filters,
} from './filters'
import { onAct, onDetailed, onShortlisted, onSubjectFound } from './follow-ups'
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
import type { Act } from './questions'
import { onError, onMoreResults, onResults } from './results'
import { onSavedSearch } from './saved-searches'
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
import { normalize } from './text'
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

/**
 * ADR 025 rule 5: a complete request names what is wanted (a talent type and one more filter or a language)
 * with no refinement marker, or says it is a new one ("new requirement:"). It replaces the active search.
 */
function isComplete(understood: Understanding): boolean {
  if (understood.startsNew) return true
  if (understood.refines || understood.filters.talentType === undefined) return false
  const others = FILTER_KEYS.filter((key) => key !== 'talentType' && understood.filters[key] !== undefined)
  return others.length + (understood.languages?.length ? 1 : 0) > 0
}

/** The languages after a turn: "also Telugu" adds, any other naming replaces, "any language" removes. */
function nextLanguages(current: Filters, understood: Understanding): string[] | undefined {
  if (understood.anyLanguage) return undefined
  if (!understood.languages?.length) return current.languages
  if (understood.addsLanguages) return [...new Set([...(current.languages ?? []), ...understood.languages])]
  return understood.languages
}

/** `now`: search at once whatever the stage (a request made with an act), never ask the next question. */
function onFilters(deps: EngineDeps, state: ConversationState, understood: Understanding, now = false): EngineStep {
  const named = FILTER_KEYS.filter((key) => understood.filters[key] !== undefined)
  const replaces = state.stage === 'results' && isComplete(understood)
  const base = replaces ? {} : withoutFilters(state.filters, understood.anyFilters)
  const next: ConversationState = {
    ...state,
    filters: compactFilters({ ...base, ...understood.filters, languages: nextLanguages(base, understood) }),
    crafts: understood.keywords ?? (replaces ? null : state.crafts),
    answered: union(replaces ? [] : state.answered, [...named, ...understood.anyFilters]),
  }
  const noted = understood.unsupported?.length ? { unsupported: understood.unsupported } : {}
  // A craft or a language is as specific as a filter: "kathak dancers" searches at once, like "female dancers".
  const specifics = named.length + (understood.keywords ? 1 : 0) + (understood.languages?.length ? 1 : 0)
  if (now || state.stage === 'results' || specifics >= DIRECT_SEARCH_MIN_FILTERS || noted.unsupported) {
    return search(deps, next, noted)
  }
  return askOrSearch(deps, next, `Got it: ${describeFilters(next.filters)}.`)
}

/**
 * An act with a request in the same turn ("alert me when new female dancers in Mumbai join"): the request
 * changes the active search as it would alone (ADR 025 rules 5 and 6) and searches at once; the act is
 * then about the search it made, and a saveSearch command carries that search for the adapter to run first.
 */
function actWithRequest(deps: EngineDeps, state: ConversationState, understood: Understanding, act: Act): EngineStep {
  const named = hasAnyFilter(understood.filters) || Boolean(understood.languages?.length)
  if (!named && !understood.keywords) return onAct(deps, state, act)
  const request: Understanding = { ...understood, intent: named ? 'search' : 'keywords', act: undefined }
  const searched = named ? onFilters(deps, state, request, true) : onUnderstood(deps, state, request)
  const search = searched.command?.kind === 'search' ? searched.command : undefined
  const acted = onAct(deps, searched.state, act)
  const command = acted.command?.kind === 'saveSearch' && search ? { ...acted.command, search } : acted.command
  return { state: acted.state, messages: [...searched.messages, ...acted.messages], command }
}

/** ADR 025 rule 4: "older" / "younger" move the age group one step; at either end it stays, and says so. */
function onShift(deps: EngineDeps, state: ConversationState, shift: 1 | -1): EngineStep {
  const current = state.filters.ageGroup
  if (!current) {
    return step(deps, state, [question('ageGroup', state, 'There is no age group to move yet.')])
  }
  const index = AGE_GROUPS.indexOf(current) + shift
  const moved = AGE_GROUPS[index]
  if (!moved) {
    const edge = shift > 0 ? 'already the oldest' : 'already the youngest'
    return step(deps, state, [answer(`${current} is ${edge} age group; the search stays as it is.`, state)])
  }
  return search(deps, { ...state, filters: { ...state.filters, ageGroup: moved } }, {})
}

function onSkip(deps: EngineDeps, state: ConversationState, anyFilters: FilterKey[], anyLanguage = false): EngineStep {
  const current = state.stage === 'welcome' ? 'talentType' : state.stage
  const skipped = anyFilters.length > 0 || anyLanguage ? anyFilters : current === 'results' ? [] : [current]
  const kept = withoutFilters(state.filters, skipped)
  const filters = anyLanguage ? compactFilters({ ...kept, languages: undefined }) : kept
  const next = { ...state, filters, answered: union(state.answered, skipped) }
  if (state.stage === 'results') {
    return skipped.length > 0 || anyLanguage
      ? search(deps, next, {})
      : step(deps, next, [answer(TEXT.notUnderstood, next)])
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

function onUnderstood(deps: EngineDeps, state: ConversationState, given: Understanding): EngineStep {
  // Mid-way through the questions, once something is answered, a bare word is an answer we did not
  // understand ("Shimla" for the city), not a person; before any answer it is a name like anywhere else.
  const midFlow = state.stage !== 'welcome' && state.stage !== 'results' && state.answered.length > 0
  const understood: Understanding =
    given.bare && midFlow ? { ...given, intent: 'keywords', keywords: normalize(given.name ?? '') } : given
  switch (understood.intent) {
    case 'search':
      return onFilters(deps, state, understood)
    case 'skip':
      return onSkip(deps, state, understood.anyFilters, understood.anyLanguage)
    case 'shift':
      return onShift(deps, state, understood.shift ?? 1)
    case 'explain':
    case 'similar':
    case 'detail':
    case 'shortlist':
    case 'saveSearch':
      return understood.act
        ? actWithRequest(deps, state, understood, understood.act)
        : step(deps, state, [answer(TEXT.notUnderstood, state)])
    case 'chitchat':
      return step(deps, state, [answer(TEXT.chitchat, state)])
    case 'name':
      return search(
        deps,
        { ...state, filters: understood.filters, crafts: null },
        {
          filters: understood.filters,
          name: understood.name,
          isNameSearch: true,
          ...(understood.unsupported?.length ? { unsupported: understood.unsupported } : {}),
        },
      )
    case 'keywords':
      // Crafts named after results refine the search ("only kathak"); other words are a search of their own.
      // The words stay with the search as its crafts, so "only Chennai" next refines it.
      if (state.stage === 'results' && understood.refines)
        return search(deps, { ...state, crafts: understood.keywords ?? null }, {})
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
  const understood = understand(text, { languages: deps.languages, isTalentName: deps.isTalentName })
  const isRequest = understood.intent === 'search' || understood.intent === 'name'
  // An act's words are its own: "alert me when new ones sign up" is no sign-up, "save this search now" no search.
  if (isOption || (!isRequest && !understood.act)) {
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
    case 'shortlisted':
      return onShortlisted(deps, state, input.outcome)
    case 'detailed':
      return onDetailed(deps, state, input.outcome)
    case 'subjectFound':
      return onSubjectFound(deps, state, input)
    case 'savedSearch':
      return onSavedSearch(deps, state, input.outcome)
  }
}
