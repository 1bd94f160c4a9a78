/** The conversation's state, its inputs and outputs, and the helper that stamps outgoing messages. */
import type { DetailOutcome, ShortlistOutcome } from './answers'
import type { FilterKey, Filters } from './filters'
import type { LanguageIndex } from './languages'
import type { ChatMessage, ContactDetails, Stage, TalentCard } from './messages'
import type { DetailField } from './questions'
import type { Unsupported } from './requirements'
import type { SaveSearchOutcome, SearchToSave } from './saved-searches'

export interface ConversationState {
  stage: Stage
  /** The filters collected so far, canonical. */
  filters: Filters
  /** Crafts named beside the filters ("kathak"), searched as free text with them; null when none. */
  crafts: string | null
  /** Questions answered or skipped (a skipped one has no filter). */
  answered: FilterKey[]
  signedIn: boolean
  userId: string | null
  /** The search session of the last results (requirements §3: sessionId, totalResults, hasMore, currentPage). */
  sessionId: string | null
  page: number
  totalResults: number
  hasMore: boolean
  /** The last search asked of the adapter, for "Try again". */
  lastSearch: SearchCommand | null
  /** The cards last shown, in order: "the first two", "why these?" are about them. */
  shown: TalentCard[]
  /** The talent last shown alone or last asked about: "her height" is about them. */
  focus: TalentCard | null
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
  /** Crafts searched with the filters that found nobody, so the adapter searched the filters alone. */
  droppedCrafts?: string
}

export type EngineError =
  'searchFailed' | 'serverError' | 'loadMoreTimeout' | 'loadMoreFailed' | 'socketNotConnected' | 'authCheckTimeout'

export type EngineInput =
  | { kind: 'connect'; signedIn: boolean; userId?: string | null }
  | { kind: 'text'; text: string }
  /** A click on one of the message's options (requirements §5 routes some of them). */
  | { kind: 'option'; text: string }
  | { kind: 'loadMore' }
  | { kind: 'results'; result: SearchOutcome }
  | { kind: 'moreResults'; result: SearchOutcome }
  /** `message`: the server's own message, shown instead of the generic text where requirements §8 says so. */
  | { kind: 'error'; error: EngineError; message?: string }
  /** What the adapter did with a shortlist command, and what a profile said to a detail command. */
  | { kind: 'shortlisted'; outcome: ShortlistOutcome }
  | { kind: 'detailed'; outcome: DetailOutcome }
  /** The public talents called as a "someone like <name>" turn said (findSubject), best listed first. */
  | { kind: 'subjectFound'; name: string; talents: TalentCard[]; filters: Filters }
  /** What the adapter did with a saveSearch command. */
  | { kind: 'savedSearch'; outcome: SaveSearchOutcome }

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
  /** A talent the results leave out: the subject of "someone similar to …". */
  excludeTalentId?: string
  /** Requirements of this turn the search cannot filter on; the results reply acknowledges them. */
  unsupported?: Unsupported[]
}

/** A talent a question or action is about, as the cards show them. */
export interface TalentRef {
  USERID: string
  name: string
}

/**
 * Questions and actions (ADR 025): the engine answers what it can from the cards (explain); the adapter
 * answers the rest from data and hands the outcome back (`shortlisted`, `detailed`, `savedSearch`), which
 * the engine words. `similar` carries the search that finds talents like the subject. A `detail` with neither
 * talent nor name was already answered with a question ("Whose height?"): there is nothing to look up.
 */
export type FollowUpCommand =
  | { kind: 'explain'; talents: TalentRef[] }
  | { kind: 'similar'; name: string; talent: TalentRef; search: SearchCommand }
  /** "Someone like <a name not on the cards>": the adapter finds who is called so (subjectFound). */
  | { kind: 'findSubject'; name: string; filters: Filters }
  | { kind: 'detail'; field: DetailField; name?: string; talent?: TalentRef }
  | {
      kind: 'shortlist'
      positions: number[]
      talents: TalentRef[]
      /** The list the turn named ("to Diwali ad"), matched loosely; none: the recruiter's latest list. */
      listName?: string
      /** The name of the list to make when the recruiter has none (or none matches listName: that is used). */
      newListName: string
    }
  /**
   * Save the active search with alerts (null: there is none yet). `search`: the request the same turn made
   * ("alert me when new female dancers in Mumbai join"), run first; `saving` is that search.
   */
  | { kind: 'saveSearch'; saving: SearchToSave | null; search?: SearchCommand }

export type EngineCommand = SearchCommand | FollowUpCommand | { kind: 'navigate'; to: '/login' | '/signup' }

export interface EngineStep {
  state: ConversationState
  messages: ChatMessage[]
  command: EngineCommand | null
}

export interface EngineDeps {
  now: () => Date
  newId: () => string
  contact?: ContactDetails
  /** The catalog's languages (languageIndex of languages.ts); the engine's default list otherwise. */
  languages?: LanguageIndex
  /** Whether a lower-case word is a talent name of the catalog ("hiral" alone is a name search). */
  isTalentName?: (word: string) => boolean
}

export function initialState(signedIn = false, userId: string | null = null): ConversationState {
  return {
    stage: 'welcome',
    filters: {},
    crafts: null,
    answered: [],
    signedIn,
    userId,
    sessionId: null,
    page: 0,
    totalResults: 0,
    hasMore: false,
    lastSearch: null,
    shown: [],
    focus: null,
  }
}

export type Draft = Omit<
  ChatMessage,
  'id' | 'isUser' | 'timestamp' | 'isSystemMessage' | 'messageType' | 'stage' | 'userId'
> &
  Partial<Pick<ChatMessage, 'isSystemMessage' | 'messageType'>>

/** Builds the step's result: messages get an id, the time, the stage and the user. */
export function step(
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
