import { z } from 'zod'
import { SEARCH_HISTORY_EXPIRY_MS, SEARCH_HISTORY_LIMIT, SEARCH_QUERIES_LIMIT } from '~/constants'
import {
  ChatTalentCardSchema,
  type ChatMessage,
  type ChatTalentCard,
  type SearchFilters,
} from '../../../assistant/protocol'

/**
 * The chat's local storage (requirements §3 "stored locally", architecture §4): lastChatDate, searchHistory,
 * searchQueries and the messages. Every read is parsed, so a value edited by hand or left by an older
 * version reads as empty instead of breaking the chat.
 */
export const STORAGE_KEYS = {
  lastChatDate: 'lastChatDate',
  searchHistory: 'searchHistory',
  searchQueries: 'searchQueries',
  messages: 'chatMessages',
} as const

/** Requirements §3: filters, results, timestamp; and the search session, for its view-all link. */
export interface SearchHistoryEntry {
  filters: SearchFilters
  results: ChatTalentCard[]
  timestamp: number
  sessionId?: string | null
  totalResults?: number
}

/** Requirements §3: id, projectType (default 'All Projects'), timestamp. */
export interface SearchQueryEntry {
  id: string
  projectType: string
  timestamp: number
}

const historySchema = z.array(
  z.object({
    // Languages are a list (ADR 025); an entry written before them is a record of strings, which fits too.
    filters: z.record(z.union([z.string(), z.array(z.string())])),
    results: z.array(ChatTalentCardSchema),
    timestamp: z.number(),
    sessionId: z.string().uuid().nullish(),
    totalResults: z.number().int().nonnegative().optional(),
  }),
)
const queriesSchema = z.array(z.object({ id: z.string(), projectType: z.string(), timestamp: z.number() }))
const messagesSchema = z.array(
  z.object({ id: z.string(), text: z.string(), isUser: z.boolean(), timestamp: z.string() }).passthrough(),
)

function read<T>(key: string, schema: z.ZodType<T>, fallback: T): T {
  try {
    const raw = window.localStorage.getItem(key)
    if (raw === null) return fallback
    const parsed = schema.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : fallback
  } catch {
    return fallback
  }
}

function write(key: string, value: unknown) {
  try {
    window.localStorage.setItem(key, JSON.stringify(value))
  } catch {
    // Full or blocked storage: the chat still works, it just does not remember.
  }
}

/** The local calendar day, YYYY-MM-DD: the chat starts afresh on a new one (requirements §4). */
export function calendarDay(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`
}

export const readLastChatDate = () => read(STORAGE_KEYS.lastChatDate, z.string(), '')
export const writeLastChatDate = (day: string) => write(STORAGE_KEYS.lastChatDate, day)

export const readMessages = (): ChatMessage[] => read(STORAGE_KEYS.messages, messagesSchema, []) as ChatMessage[]
/** The last 100 messages: enough to carry on, bounded so storage never fills. */
export const writeMessages = (messages: ChatMessage[]) => write(STORAGE_KEYS.messages, messages.slice(-100))

/** Entries younger than an hour, newest first. */
export function readSearchHistory(now = Date.now()): SearchHistoryEntry[] {
  return read(STORAGE_KEYS.searchHistory, historySchema, []).filter(
    (entry) => now - entry.timestamp < SEARCH_HISTORY_EXPIRY_MS,
  )
}

export function addSearchHistory(entry: SearchHistoryEntry, now = Date.now()): SearchHistoryEntry[] {
  const history = [entry, ...readSearchHistory(now)].slice(0, SEARCH_HISTORY_LIMIT)
  write(STORAGE_KEYS.searchHistory, history)
  return history
}

export const readSearchQueries = () => read(STORAGE_KEYS.searchQueries, queriesSchema, [])

export function addSearchQuery(entry: SearchQueryEntry): SearchQueryEntry[] {
  const queries = [entry, ...readSearchQueries()].slice(0, SEARCH_QUERIES_LIMIT)
  write(STORAGE_KEYS.searchQueries, queries)
  return queries
}

/**
 * Requirements §4 "the chat can clear messages and the search session". A new calendar day keeps the search
 * history (`keepHistory`): it expires by its own hour, and a signed-in user gets the latest search back.
 */
export function clearChatStorage({ keepHistory = false } = {}) {
  const keys = [STORAGE_KEYS.messages, STORAGE_KEYS.searchQueries, ...(keepHistory ? [] : [STORAGE_KEYS.searchHistory])]
  for (const key of keys) {
    try {
      window.localStorage.removeItem(key)
    } catch {
      // nothing to clear
    }
  }
}
