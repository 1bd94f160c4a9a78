/**
 * The chat assistant's engine: pure TypeScript, no transport. The socket adapter feeds it inputs and
 * carries out its commands (a talent search, a navigation) with the search service.
 */
export {
  DIRECT_SEARCH_MIN_FILTERS,
  initialState,
  respond,
  type ConversationState,
  type EngineCommand,
  type EngineDeps,
  type EngineError,
  type EngineInput,
  type EngineStep,
  type SearchCommand,
  type SearchOutcome,
} from './conversation'
export {
  listNameFor,
  type DetailOutcome,
  type ShortlistOutcome,
  type ShortlistRef,
  type TalentFacts,
  type Viewer,
} from './answers'
export { FILTER_KEYS, type FilterKey, type Filters } from './filters'
export {
  AUTH_CHECK_TIMEOUT,
  DEFAULT_CONTACT,
  LOAD_MORE_TIMEOUT,
  OPTION,
  SEARCH_PAGE_SIZE,
  SERVER_ERROR,
  SOCKET_NOT_CONNECTED,
  SOMETHING_WENT_WRONG,
  viewAllUrl,
  type ChatMessage,
  type ContactDetails,
  type MessageLink,
  type Stage,
  type TalentCard,
  type ViewAllCard,
} from './messages'
export { withoutSubject } from './results'
export { understand, type Intent, type Understanding } from './understand'
