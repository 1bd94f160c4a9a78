import { photoSrcset } from '../../../api/media/urls'
import type { ChatTalentCard, SearchFilters } from '../../../assistant/protocol'
import { STORED_RESULTS_KEY } from '~/components/talent-results'

/**
 * Requirements §2: the chat leaves its latest search in session storage (`searchResults`) for /view-all-talents
 * to show when it has no query. Written as the page reads it (`readStoredResults` in talent-results.tsx): a
 * `results` list of whole talent cards, with the search beside them.
 */
export interface StoredSearch {
  results: ChatTalentCard[]
  filters: SearchFilters
  sessionId: string | null
  totalResults: number
  query: string
}

/** A chat card as a list card (the page's TalentCard): the chat calls the talent type `type`. */
function toListCard(card: ChatTalentCard) {
  return {
    USERID: card.USERID,
    name: card.name,
    slug: card.slug ?? '',
    talentType: card.type,
    gender: card.gender,
    city: card.city,
    ageGroup: card.ageGroup,
    photo: card.photo,
    photoPlaceholder: card.photoPlaceholder ?? null,
    photoSrcset: photoSrcset(card.photo),
    rating: card.rating,
    projectTypes: [],
  }
}

export function storedSearchValue(search: StoredSearch, now = Date.now()) {
  return {
    results: search.results.map(toListCard),
    filters: search.filters,
    sessionId: search.sessionId,
    totalResults: search.totalResults,
    query: search.query,
    timestamp: now,
  }
}

export function writeStoredSearch(search: StoredSearch, storage: Pick<Storage, 'setItem'> = window.sessionStorage) {
  try {
    storage.setItem(STORED_RESULTS_KEY, JSON.stringify(storedSearchValue(search)))
  } catch {
    // Full or blocked storage: the page then lists every talent instead.
  }
}
