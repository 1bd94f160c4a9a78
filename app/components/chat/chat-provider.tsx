import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react'
import { io } from 'socket.io-client'
import {
  AUTH_CHECK_TIMEOUT_MS,
  CHAT_PING_INTERVAL_MS,
  CHAT_RESET_CHECK_INTERVAL_MS,
  LOAD_MORE_TIMEOUT_MS,
  RECONNECT_DELAY_MS,
} from '~/constants'
import {
  CHAT_ERRORS,
  type ChatMessage,
  type ChatTalentCard,
  type ConnectionSuccessEvent,
  type ErrorEvent,
  type LoadMoreResponseEvent,
  type SearchFilters,
  type SearchResultsEvent,
  type TalentAuthCheckResponse,
  type ServerEventPayloads,
} from '../../../assistant/protocol'
import {
  addSearchHistory,
  addSearchQuery,
  calendarDay,
  clearChatStorage,
  readLastChatDate,
  readMessages,
  readSearchHistory,
  writeLastChatDate,
  writeMessages,
} from './chat-storage'
import { writeStoredSearch } from './chat-results-storage'
import { isRestored, restoredSearchMessage } from './chat-restore'
import { chatSocketOptions, FALLBACK_TRANSPORTS } from './chat-socket'
import { shareChatSocket, type ChatSocket } from './shared-socket'

/** Requirements §3 "Search session". */
export interface SearchSession {
  sessionId: string
  totalResults: number
  searchParams: { filters: SearchFilters; query: string; isNameSearch: boolean }
  hasMore: boolean
  currentPage: number
}

/** Requirements §3 "Chat state", every field. */
export interface ChatState {
  socket: ChatSocket | null
  isConnected: boolean
  connectionError: string | null
  messages: ChatMessage[]
  isTyping: boolean
  isLoading: boolean
  talentResults: ChatTalentCard[]
  searchFilters: SearchFilters
  userId: string | null
  searchSession: SearchSession | null
  /** Round-trip time of the last ping, in ms; null until one came back. */
  latencyMs: number | null
}

export interface ChatActions {
  /** Sends typed text or a chosen option; refused (false) unless connected (requirements §5). */
  sendMessage(text: string, options?: { isOption?: boolean }): boolean
  loadMore(): Promise<LoadMoreResponseEvent>
  /** Requirements §7: check_talent_auth, answered by talent_auth_check within AUTH_CHECK_TIMEOUT_MS. */
  checkTalentAuth(talentId: string): Promise<TalentAuthCheckResponse>
  notifyError(text: string): void
  /** Clears the messages and the search session, then greets again. */
  clearChat(): void
  reconnect(): void
  disconnect(): void
}

export type ChatContextValue = ChatState & ChatActions

const ChatContext = createContext<ChatContextValue | null>(null)

/** Requirements §8: using the chat outside its provider is a programming error. */
export function useChat(): ChatContextValue {
  const value = useContext(ChatContext)
  if (!value) throw new Error('useChat must be used within a ChatProvider')
  return value
}

let localIds = 0
const localId = () => `local-${Date.now().toString(36)}-${(localIds++).toString(36)}`

function userMessage(text: string, userId: string | null): ChatMessage {
  return { id: localId(), text, isUser: true, timestamp: new Date().toISOString(), userId: userId ?? undefined }
}

function errorMessage(text: string): ChatMessage {
  return {
    id: localId(),
    text,
    isUser: false,
    isSystemMessage: true,
    messageType: 'error',
    timestamp: new Date().toISOString(),
  }
}

/** Waits for one reply event, or fails with `timeoutMessage` after `ms`. */
function awaitReply<E extends keyof ServerEventPayloads>(
  socket: ChatSocket,
  event: E,
  ms: number,
  timeoutMessage: string,
  accept: (reply: ServerEventPayloads[E]) => boolean,
) {
  // socket.io's listener types are conditional on the event name and do not resolve for a generic one: the
  // same socket, seen as listening to this one event.
  const replies = socket as unknown as {
    on(event: E, listener: (reply: ServerEventPayloads[E]) => void): void
    off(event: E, listener: (reply: ServerEventPayloads[E]) => void): void
  }
  return new Promise<ServerEventPayloads[E]>((resolve, reject) => {
    const timer = setTimeout(() => {
      replies.off(event, onReply)
      reject(new Error(timeoutMessage))
    }, ms)
    function onReply(reply: ServerEventPayloads[E]) {
      if (!accept(reply)) return
      clearTimeout(timer)
      replies.off(event, onReply)
      resolve(reply)
    }
    replies.on(event, onReply)
  })
}

export function ChatProvider({
  children,
  userId,
  onNavigate,
}: {
  children: ReactNode
  /** The signed-in user's USERID, null for a guest. */
  userId: string | null
  onNavigate(to: string): void
}) {
  const [socket, setSocket] = useState<ChatSocket | null>(null)
  const [isConnected, setConnected] = useState(false)
  const [connectionError, setConnectionError] = useState<string | null>(null)
  const [messages, setMessages] = useState<ChatMessage[]>([])
  const [isTyping, setTyping] = useState(false)
  const [isLoading, setLoading] = useState(false)
  const [talentResults, setTalentResults] = useState<ChatTalentCard[]>([])
  const [searchFilters, setSearchFilters] = useState<SearchFilters>({})
  const [searchSession, setSearchSession] = useState<SearchSession | null>(null)
  const [latencyMs, setLatencyMs] = useState<number | null>(null)
  const [generation, setGeneration] = useState(0)
  const messagesRef = useRef(messages)
  messagesRef.current = messages
  const navigate = useRef(onNavigate)
  navigate.current = onNavigate

  const append = useCallback((message: ChatMessage) => {
    setMessages((current) => (current.some((m) => m.id === message.id) ? current : [...current, message]))
  }, [])

  // Restore the day's conversation; a new calendar day starts afresh (requirements §4 lastChatDate).
  useEffect(() => {
    const today = calendarDay()
    let restored: ChatMessage[] = []
    if (readLastChatDate() === today) restored = readMessages()
    else {
      clearChatStorage({ keepHistory: true })
      writeLastChatDate(today)
    }
    // Signed-in users get their latest results of the last hour back (requirements §4), shown as a message
    // unless the restored conversation already shows them.
    const [latest] = readSearchHistory()
    const lastSearch = userId && latest ? restoredSearchMessage(latest, restored) : null
    setMessages(lastSearch ? [...restored, lastSearch] : restored)
    if (userId && latest) {
      setTalentResults(latest.results)
      setSearchFilters(latest.filters)
    }
  }, [userId])

  useEffect(() => writeMessages(messages), [messages])

  // Requirements §2: /view-all-talents shows the latest chat search from session storage.
  useEffect(() => {
    // A search that found nobody replaces the last one too; before any search there is nothing to write.
    if (talentResults.length === 0 && !searchSession) return
    writeStoredSearch({
      results: talentResults,
      filters: searchSession?.searchParams.filters ?? searchFilters,
      sessionId: searchSession?.sessionId ?? null,
      totalResults: searchSession?.totalResults ?? talentResults.length,
      query: searchSession?.searchParams.query ?? '',
    })
  }, [talentResults, searchSession, searchFilters])

  // One socket per generation; a new generation (reset, manual reconnect) replaces it.
  useEffect(() => {
    // A restored last search is the island's own message: the server still greets a conversation without others.
    const client = io(chatSocketOptions(() => messagesRef.current.some((message) => !isRestored(message))))
    const stopIndicators = () => {
      setTyping(false)
      setLoading(false)
    }
    let pingSentAt: number | null = null
    const ping = () => {
      pingSentAt = performance.now()
      client.emit('ping', null)
    }
    let pinger: ReturnType<typeof setInterval> | undefined
    const handlers = {
      connect: () => {
        setConnected(true)
        setConnectionError(null)
        ping()
        clearInterval(pinger)
        pinger = setInterval(ping, CHAT_PING_INTERVAL_MS)
      },
      disconnect: () => {
        setConnected(false)
        setLatencyMs(null)
        clearInterval(pinger)
        stopIndicators()
      },
      connect_error: (error: Error) => {
        setConnected(false)
        setConnectionError(error.message || CHAT_ERRORS.serverError)
        stopIndicators()
        // The next attempts start with long polling and upgrade when they can: a network that stalls WebSocket
        // handshakes (instead of refusing them) would otherwise fail every attempt after 20 s.
        client.io.opts.transports = [...FALLBACK_TRANSPORTS]
      },
      pong: () => {
        if (pingSentAt === null) return
        setLatencyMs(Math.max(1, Math.round(performance.now() - pingSentAt)))
        pingSentAt = null
      },
      connection_success: (_event: ConnectionSuccessEvent) => setConnectionError(null),
      typing_start: () => setTyping(true),
      typing_stop: () => setTyping(false),
      chat_response: (message: ChatMessage) => {
        append(message)
        if (message.navigateTo) navigate.current(message.navigateTo)
      },
      search_results: (event: SearchResultsEvent) => {
        setLoading(false)
        if (!event.success) return
        setTalentResults(event.results)
        setSearchFilters(event.filters)
        setSearchSession(
          event.sessionId
            ? {
                sessionId: event.sessionId,
                totalResults: event.totalResults,
                searchParams: { filters: event.filters, query: event.query, isNameSearch: event.isNameSearch },
                hasMore: event.hasMore,
                currentPage: event.page,
              }
            : null,
        )
        addSearchHistory({
          filters: event.filters,
          results: event.results,
          timestamp: Date.now(),
          sessionId: event.sessionId,
          totalResults: event.totalResults,
        })
        addSearchQuery({
          id: localId(),
          projectType: event.filters.projectType ?? 'All Projects',
          timestamp: Date.now(),
        })
      },
      // Every page that arrives, asked by the Load more button or by a typed "more": the session moves on.
      load_more_response: (event: LoadMoreResponseEvent) => {
        if (!event.success) return
        setTalentResults((current) => [...current, ...event.results])
        setSearchSession((current) =>
          current?.sessionId === event.sessionId
            ? { ...current, hasMore: event.hasMore, currentPage: event.page }
            : current,
        )
      },
      error: (event: ErrorEvent) => {
        stopIndicators()
        append(errorMessage(event?.message || CHAT_ERRORS.searchFailed))
      },
    }
    for (const [event, handler] of Object.entries(handlers)) client.on(event, handler as (...args: unknown[]) => void)
    setSocket(client)
    shareChatSocket(client)
    return () => {
      shareChatSocket(null)
      for (const [event, handler] of Object.entries(handlers))
        client.off(event, handler as (...args: unknown[]) => void)
      clearInterval(pinger)
      client.disconnect()
      setSocket(null)
      setConnected(false)
    }
  }, [generation, append])

  // Requirements §4: a new attempt 5 s after a disconnect that left no socket and no error behind.
  useEffect(() => {
    if (isConnected || connectionError || socket?.active) return
    const timer = setTimeout(() => setGeneration((g) => g + 1), RECONNECT_DELAY_MS)
    return () => clearTimeout(timer)
  }, [isConnected, connectionError, socket])

  // Requirements §4/§9: hourly, a chat from an earlier day starts again with a fresh welcome.
  useEffect(() => {
    const timer = setInterval(() => {
      const today = calendarDay()
      if (readLastChatDate() === today || messagesRef.current.length === 0) return
      writeLastChatDate(today)
      clearChatStorage({ keepHistory: true })
      setMessages([])
      setSearchSession(null)
      setGeneration((g) => g + 1)
    }, CHAT_RESET_CHECK_INTERVAL_MS)
    return () => clearInterval(timer)
  }, [])

  const sendMessage = useCallback(
    (text: string, { isOption = false } = {}) => {
      const trimmed = text.trim()
      if (!trimmed) return false
      if (!socket?.connected) {
        append(errorMessage(CHAT_ERRORS.socketNotConnected))
        return false
      }
      const message = userMessage(trimmed, userId)
      append(message)
      setLoading(true)
      socket.emit('chat_message', { ...message, isOption, filters: searchFilters })
      return true
    },
    [socket, userId, searchFilters, append],
  )

  const loadMore = useCallback(async () => {
    if (!socket?.connected) throw new Error(CHAT_ERRORS.socketNotConnected)
    if (!searchSession?.hasMore) throw new Error('No more results')
    const page = searchSession.currentPage + 1
    setLoading(true)
    const reply = awaitReply(
      socket,
      'load_more_response',
      LOAD_MORE_TIMEOUT_MS,
      CHAT_ERRORS.loadMoreTimeout,
      (r) => !r.sessionId || r.sessionId === searchSession.sessionId,
    )
    socket.emit('load_more_results', { sessionId: searchSession.sessionId, page, userId })
    try {
      const response = await reply
      if (!response.success) throw new Error(response.message || CHAT_ERRORS.searchFailed)
      return response
    } catch (error) {
      append(errorMessage(error instanceof Error ? error.message : CHAT_ERRORS.searchFailed))
      throw error
    } finally {
      setLoading(false)
    }
  }, [socket, searchSession, userId, append])

  const checkTalentAuth = useCallback(
    async (talentId: string) => {
      if (!socket?.connected) throw new Error(CHAT_ERRORS.socketNotConnected)
      const reply = awaitReply(
        socket,
        'talent_auth_check',
        AUTH_CHECK_TIMEOUT_MS,
        CHAT_ERRORS.authCheckTimeout,
        (r) => r.talentId === talentId,
      )
      socket.emit('check_talent_auth', { talentId, userId, timestamp: new Date().toISOString() })
      return reply
    },
    [socket, userId],
  )

  /** Adds an error message of the island's own (a failed check, a refused action) to the conversation. */
  const notifyError = useCallback((text: string) => append(errorMessage(text)), [append])

  const clearChat = useCallback(() => {
    clearChatStorage()
    setMessages([])
    setTalentResults([])
    setSearchSession(null)
    setSearchFilters({})
    setGeneration((g) => g + 1)
  }, [])

  const reconnect = useCallback(() => {
    setConnectionError(null)
    setGeneration((g) => g + 1)
  }, [])

  const disconnect = useCallback(() => {
    socket?.disconnect()
  }, [socket])

  // Not memoised: nearly every field is state, so the value changes whenever the provider renders anyway.
  const value: ChatContextValue = {
    socket,
    isConnected,
    connectionError,
    messages,
    isTyping,
    isLoading,
    talentResults,
    searchFilters,
    userId,
    searchSession,
    latencyMs,
    sendMessage,
    loadMore,
    checkTalentAuth,
    notifyError,
    clearChat,
    reconnect,
    disconnect,
  }
  return <ChatContext.Provider value={value}>{children}</ChatContext.Provider>
}
