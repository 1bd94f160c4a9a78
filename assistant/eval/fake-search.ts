/**
 * The eval's stand-in for the socket adapter's search service: pure and deterministic, so a dialogue's
 * score depends on the engine alone. A filter search finds three talents that fit its filters; a name
 * search finds the one talent of that name.
 */
import type { SearchCommand, SearchOutcome, TalentCard } from '../engine'

/** The cards a filter search shows, in order: "the first two" are the first two of these. */
export const FAKE_NAMES = ['Soumya Ghosh', 'Meera Iyer', 'Harleen Gill'] as const

const FAKE_SESSION = '00000000-0000-4000-8000-000000000025'

function card(index: number, name: string, command: SearchCommand): TalentCard {
  const { filters } = command
  return {
    USERID: `TAL${String(index + 1).padStart(6, '0')}`,
    name,
    slug: name.toLowerCase().replace(/[^a-z]+/g, '-'),
    talentType: filters.talentType ?? 'Actor',
    gender: filters.gender ?? (index % 2 === 0 ? 'Female' : 'Male'),
    city: filters.location ?? 'Mumbai',
    ageGroup: filters.ageGroup ?? '26-35',
    photo: '/avatars/fake.svg',
    rating: 4.5,
    projectTypes: filters.projectType ? [filters.projectType] : ['Film'],
  }
}

export function fakeSearch(command: SearchCommand): SearchOutcome {
  const names = command.isNameSearch && command.name ? [command.name] : [...FAKE_NAMES]
  return {
    talents: names.map((name, index) => card(index, name, command)),
    totalResults: names.length,
    hasMore: false,
    page: command.page,
    sessionId: FAKE_SESSION,
    filters: command.filters,
    isNameSearch: command.isNameSearch,
    query: command.name ?? command.query ?? null,
  }
}
