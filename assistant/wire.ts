import type { ZodError } from 'zod'
import type { ChatMessage as EngineChatMessage, TalentCard } from './engine'
import type { SearchTalentsResult } from '../api/services/search'
import type { ChatMessage, ChatTalentCard, LoadMoreResponseEvent, SearchResultsEvent } from './protocol'

/** The engine's (the search service's) talent card as the chat shows it: architecture §5. */
export function toChatCard(card: TalentCard): ChatTalentCard {
  return {
    USERID: card.USERID,
    name: card.name,
    type: card.talentType,
    city: card.city,
    photo: card.photo,
    photoPlaceholder: card.photoPlaceholder ?? null,
    slug: card.slug,
    ageGroup: card.ageGroup,
    gender: card.gender,
    rating: card.rating,
  }
}

/** An engine message on the wire; `navigateTo` when the assistant routes the user to a page. */
export function toWireMessage(message: EngineChatMessage, navigateTo?: string): ChatMessage {
  const { talentCards, ...rest } = message
  return {
    ...rest,
    ...(talentCards ? { talentCards: talentCards.map(toChatCard) } : {}),
    ...(navigateTo ? { navigateTo } : {}),
  }
}

/** "Invalid search_talent: filters.gender must be one of …": every problem, by field, in one line. */
export function describeInvalid(event: string, error: ZodError): string {
  const problems = error.issues.map((issue) => {
    const field = issue.path.join('.')
    return field ? `${field} ${issue.message}` : issue.message
  })
  return `Invalid ${event}: ${problems.join('; ')}`
}

/** A message's words: "show me Priya" is 3. */
export function wordCount(text: string): number {
  return text.trim().split(/\s+/).filter(Boolean).length
}

/** architecture §5: search_results from the search service's result. */
export function searchResultsEvent(result: SearchTalentsResult): SearchResultsEvent {
  return {
    success: true,
    results: result.talents.map(toChatCard),
    filters: result.filters,
    query: result.query ?? '',
    isNameSearch: result.isNameSearch,
    sessionId: result.sessionId,
    totalResults: result.totalResults,
    hasMore: result.hasMore,
    page: result.page,
    message: result.message,
  }
}

/** load_more_response from the next page of a search session. */
export function loadMoreEvent(result: SearchTalentsResult, sessionId: string): LoadMoreResponseEvent {
  return {
    success: true,
    message: result.message,
    results: result.talents.map(toChatCard),
    sessionId,
    totalResults: result.totalResults,
    hasMore: result.hasMore,
    page: result.page,
  }
}
