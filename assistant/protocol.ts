import { z } from 'zod'
import {
  AUTH_CHECK_TIMEOUT,
  LOAD_MORE_TIMEOUT,
  SERVER_ERROR,
  SOCKET_NOT_CONNECTED,
  SOMETHING_WENT_WRONG,
  type ChatMessage as EngineChatMessage,
} from './engine/messages'
import type { SocketUser } from './handshake'
import type { NotificationView } from '../api/services/notifications'

/**
 * The chat socket's contract (requirements §3 and §7, architecture §5): event names and payloads, shared by the
 * socket.io adapter (which validates every client event with these schemas) and the browser island.
 * No socket.io import here.
 */

/** Requirements §8, word for word (the engine's texts, by the names the socket and the island use). */
export const CHAT_ERRORS = {
  loadMoreTimeout: LOAD_MORE_TIMEOUT,
  socketNotConnected: SOCKET_NOT_CONNECTED,
  authCheckTimeout: AUTH_CHECK_TIMEOUT,
  searchFailed: SOMETHING_WENT_WRONG,
  serverError: SERVER_ERROR,
} as const

const text = (max: number) => z.string().max(max, `must be at most ${max} characters`)

export const SearchFiltersSchema = z
  .object({
    projectType: text(64).optional(),
    talentType: text(64).optional(),
    gender: text(32).optional(),
    location: text(64).optional(),
    ageGroup: text(16).optional(),
    /** Canonical language names, any of (ADR 025). */
    languages: z.array(text(40)).max(30, 'must list at most 30 languages').optional(),
  })
  .strict()
export type SearchFilters = z.infer<typeof SearchFiltersSchema>

/** A talent card in the chat: architecture §5 (USERID, name, type, city, photo). */
export const ChatTalentCardSchema = z.object({
  USERID: z.string(),
  name: z.string(),
  type: z.string(),
  city: z.string(),
  photo: z.string(),
  /** ThumbHash of the headshot (base64), blurred until it loads; absent for an avatar. */
  photoPlaceholder: z.string().nullable().optional(),
  slug: z.string().optional(),
  ageGroup: z.string().optional(),
  /** With gender and rating a chat card is a whole list card: the view-all page shows it from session storage. */
  gender: z.string().optional(),
  rating: z.number().optional(),
})
export type ChatTalentCard = z.infer<typeof ChatTalentCardSchema>

/**
 * A chat message on the wire (requirements §3): the engine's message (assistant/engine/messages.ts), with its
 * talent cards reduced to the chat card of architecture §5, and `navigateTo` when the assistant routes an
 * option to a page (requirements §5: login, sign up). Options are the texts of the buttons, sent back as typed.
 */
export type ChatMessage = Omit<
  EngineChatMessage,
  'talentCards' | 'isSystemMessage' | 'messageType' | 'type' | 'stage'
> & {
  isSystemMessage?: boolean
  messageType?: EngineChatMessage['messageType']
  type?: EngineChatMessage['type']
  stage?: EngineChatMessage['stage']
  talentCards?: ChatTalentCard[]
  navigateTo?: string
}

// ---------------------------------------------------------------------------------------------------
// Client events (requirements §7), validated by the adapter

const isoTimestamp = z.union([z.string().max(40), z.number()]).optional()
const userId = text(64).nullish()

export const ChatMessageEventSchema = z
  .object({
    id: text(64).optional(),
    text: z.string().trim().min(1, 'is empty').max(500, 'must be at most 500 characters'),
    isUser: z.boolean().optional(),
    timestamp: isoTimestamp,
    /** True when the text is an option the assistant offered (a button), not typed. */
    isOption: z.boolean().optional(),
    filters: SearchFiltersSchema.optional(),
    userId,
  })
  .passthrough()

export const SearchTalentEventSchema = z
  .object({
    query: text(500).default(''),
    filters: SearchFiltersSchema.default({}),
    userId,
    timestamp: isoTimestamp,
    directSearch: z.boolean().default(false),
    isNameSearch: z.boolean().default(false),
  })
  .passthrough()

export const LoadMoreEventSchema = z
  .object({
    sessionId: z.string().uuid('must be a search session id'),
    page: z.number().int().min(2, 'must be at least 2').max(100, 'must be at most 100'),
    userId,
  })
  .passthrough()

export const TalentAuthCheckEventSchema = z
  .object({
    talentId: text(64).min(1, 'is required'),
    userId,
    timestamp: isoTimestamp,
  })
  .passthrough()

// ---------------------------------------------------------------------------------------------------
// Server events

export interface SearchResultsEvent {
  success: boolean
  results: ChatTalentCard[]
  filters: SearchFilters
  query: string
  isNameSearch: boolean
  sessionId: string | null
  totalResults: number
  hasMore: boolean
  page: number
  message?: string
}

export interface LoadMoreResponseEvent {
  success: boolean
  message: string
  results: ChatTalentCard[]
  sessionId: string
  totalResults: number
  hasMore: boolean
  page: number
}

export interface TalentAuthCheckResponse {
  talentId: string
  userId: string | null
  isAuthenticated: boolean
  /** True when the signed-in user is this talent. */
  isOwner: boolean
  /** The signed-in user's kind (contact details go to recruiters only); null for a guest. */
  userType: 'talent' | 'recruiter' | null
  timestamp: string
}

export interface ConnectionSuccessEvent {
  message: string
  socketId: string
  timestamp: string
  user: { USERID: string; name: string; userType: 'talent' | 'recruiter' } | null
}

export interface ErrorEvent {
  message: string
  /** The client event that failed, when there was one. */
  event?: string
}

/** Every server event and its payload. */
export interface ServerEventPayloads {
  connection_success: ConnectionSuccessEvent
  pong: { timestamp: string }
  test_response: { success: true; message: string; timestamp: string }
  chat_response: ChatMessage
  message_response: { success: boolean; messageId: string }
  typing_start: { timestamp: string }
  typing_stop: { timestamp: string }
  search_results: SearchResultsEvent
  load_more_response: LoadMoreResponseEvent
  talent_auth_check: TalentAuthCheckResponse
  /** Something the signed-in user is told (ADR 024), sent to every socket of theirs on every node. */
  notification: NotificationView
  error: ErrorEvent
}

// ---------------------------------------------------------------------------------------------------
// socket.io's type parameters: Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>

/** What the server emits, as socket.io's event map (one payload per event). */
export type ServerToClientEvents = { [E in keyof ServerEventPayloads]: (payload: ServerEventPayloads[E]) => void }

/**
 * What a client sends, as the schemas above accept it. The adapter still reads every payload as
 * `unknown` and validates it: a client may send anything.
 */
export interface ClientToServerEvents {
  ping: (payload?: { message?: string } | null) => void
  chat_message: (payload: z.input<typeof ChatMessageEventSchema>) => void
  search_talent: (payload: z.input<typeof SearchTalentEventSchema>) => void
  load_more_results: (payload: z.input<typeof LoadMoreEventSchema>) => void
  check_talent_auth: (payload: z.input<typeof TalentAuthCheckEventSchema>) => void
}

/** Nodes send each other nothing of their own (the Redis adapter carries rooms and broadcasts). */
export type InterServerEvents = Record<string, never>

/** What the adapter keeps on each socket: its user, set by the handshake (null for a guest). */
export interface SocketData {
  user?: SocketUser | null
}
