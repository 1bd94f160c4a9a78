import { viewAllUrl } from '../../../assistant/engine/messages'
import type { ChatMessage } from '../../../assistant/protocol'
import { describeFilters } from '~/components/talent-filters'
import type { SearchHistoryEntry } from './chat-storage'

/** The id prefix of messages the island writes itself from storage (no server sent them). */
const RESTORED_PREFIX = 'restored-'

export const isRestored = (message: ChatMessage) => message.id.startsWith(RESTORED_PREFIX)

/** The search a message's cards belong to, told by its session or by its cards. */
function showsSearch(message: ChatMessage, entry: SearchHistoryEntry, cardIds: string): boolean {
  if (!message.talentCards?.length) return false
  if (entry.sessionId && message.sessionId === entry.sessionId) return true
  return message.talentCards.map((card) => card.USERID).join() === cardIds
}

/**
 * Requirements §4: a signed-in user's latest search of the last hour, shown as a message of its own ("Your last
 * search", its cards and the view-all link), unless the restored conversation already shows it.
 */
export function restoredSearchMessage(entry: SearchHistoryEntry, messages: ChatMessage[]): ChatMessage | null {
  if (entry.results.length === 0) return null
  const cardIds = entry.results.map((card) => card.USERID).join()
  if (messages.some((message) => showsSearch(message, entry, cardIds))) return null
  const sessionId = entry.sessionId ?? undefined
  const totalResults = entry.totalResults ?? entry.results.length
  return {
    id: `${RESTORED_PREFIX}${sessionId ?? entry.timestamp}`,
    text: `Your last search: ${describeFilters(entry.filters)}.`,
    isUser: false,
    isSystemMessage: true,
    messageType: 'info',
    type: 'search_results',
    timestamp: new Date(entry.timestamp).toISOString(),
    talentCards: entry.results,
    ...(sessionId
      ? {
          sessionId,
          totalResults,
          viewAllCard: {
            url: viewAllUrl(sessionId),
            title: 'View all talents',
            description: `${totalResults} ${describeFilters(entry.filters)}`,
            totalResults,
            sessionId,
          },
        }
      : {}),
  }
}
