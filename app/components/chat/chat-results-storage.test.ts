import { describe, expect, it } from 'vitest'
import { readStoredResults } from '~/components/talent-results'
import type { ChatTalentCard } from '../../../assistant/protocol'
import { writeStoredSearch } from './chat-results-storage'

/** Session storage as the browser has it: strings by key. */
function memoryStorage() {
  const values = new Map<string, string>()
  return {
    setItem: (key: string, value: string) => values.set(key, value),
    getItem: (key: string) => values.get(key) ?? null,
  }
}

const hash = 'a'.repeat(64)
const cards: ChatTalentCard[] = [
  {
    USERID: 'TAL000001',
    name: 'Aanya Kapoor',
    type: 'Actor',
    city: 'Mumbai',
    photo: `/api/v1/media/p/${hash}/w640.webp`,
    photoPlaceholder: 'YJqGPQw7sFlslqhFafSE+Q6oJ1h2iHB2Rw==',
    slug: 'aanya-kapoor',
    ageGroup: '18-25',
    gender: 'Female',
    rating: 4.5,
  },
  {
    USERID: 'TAL000002',
    name: 'Vikram Rao',
    type: 'Model',
    city: 'Pune',
    photo: '/api/v1/media/avatars/TAL000002.svg',
    slug: 'vikram-rao',
    ageGroup: '26-35',
    gender: 'Male',
    rating: 3,
  },
]

describe('the chat’s searchResults in session storage', () => {
  it('is written in exactly the shape /view-all-talents reads', () => {
    const storage = memoryStorage()
    writeStoredSearch(
      { results: cards, filters: { talentType: 'Actor' }, sessionId: null, totalResults: 2, query: '' },
      storage,
    )
    const read = readStoredResults(storage)
    expect(read.map((card) => card.USERID)).toEqual(['TAL000001', 'TAL000002'])
    expect(read[0]).toMatchObject({
      name: 'Aanya Kapoor',
      talentType: 'Actor',
      gender: 'Female',
      city: 'Mumbai',
      ageGroup: '18-25',
      rating: 4.5,
      slug: 'aanya-kapoor',
      photoSrcset: expect.stringContaining(`/api/v1/media/p/${hash}/w320.webp 320w`),
    })
    expect(read[1]).toMatchObject({ talentType: 'Model', photoSrcset: null })
  })
})
