import { describe, expect, it } from 'vitest'
import { describeFilters, filterSearch } from './talent-filters'
import { readStoredResults, STORED_RESULTS_KEY } from './talent-results'

const card = {
  USERID: 'TAL000001',
  name: 'Aanya Kapoor',
  slug: 'aanya-kapoor',
  talentType: 'Actor',
  gender: 'Female',
  city: 'Mumbai',
  ageGroup: '18-25',
  photo: '/api/v1/media/avatars/aanya.svg',
  photoPlaceholder: null,
  photoSrcset: null,
  rating: 4.8,
  projectTypes: ['Film'],
}

const storage = (value: string | null) => ({ getItem: (key: string) => (key === STORED_RESULTS_KEY ? value : null) })

describe('readStoredResults (the chat results in session storage)', () => {
  it('reads the cards of { results }, { talents } or a bare list', () => {
    for (const value of [{ results: [card] }, { talents: [card] }, [card]]) {
      expect(readStoredResults(storage(JSON.stringify(value)))).toEqual([card])
    }
  })

  it('keeps a headshot placeholder and srcset, and drops an unsafe srcset', () => {
    const headshot = {
      ...card,
      photo: '/api/v1/media/p/ab/w640.webp',
      photoPlaceholder: 'YJkGHQSGiHiIeHh3eIh4eHiXeIhwAAAAAA==',
      photoSrcset: '/api/v1/media/p/ab/w320.webp 320w, /api/v1/media/p/ab/w640.webp 640w',
    }
    expect(readStoredResults(storage(JSON.stringify([headshot])))).toEqual([headshot])
    const unsafe = { ...headshot, photoSrcset: 'javascript:alert(1) 320w', photoPlaceholder: '<svg>' }
    expect(readStoredResults(storage(JSON.stringify([unsafe])))).toEqual([
      { ...headshot, photoSrcset: null, photoPlaceholder: null },
    ])
  })

  it('drops cards that do not fit and ignores a malformed value', () => {
    const unsafe = { ...card, USERID: 'TAL2', photo: 'javascript:alert(1)' }
    expect(readStoredResults(storage(JSON.stringify({ results: [card, { USERID: 'x' }, unsafe] })))).toEqual([card])
    for (const raw of [null, '', '{not json', 'null', '42', '"text"', '{"results": "nope"}']) {
      expect(readStoredResults(storage(raw))).toEqual([])
    }
  })
})

describe('describeFilters and filterSearch', () => {
  it('names the filters in a title, or says all talents', () => {
    expect(describeFilters({})).toBe('All talents')
    expect(describeFilters({ gender: 'Female', talentType: 'Dancer', location: 'Mumbai' })).toBe(
      'Female Dancers in Mumbai',
    )
    expect(describeFilters({ ageGroup: '18-25', projectType: 'Music Video' })).toBe(
      'Talents aged 18-25 for Music Video',
    )
  })

  it('leaves page 1 out of the query string', () => {
    expect(filterSearch({})).toBe('')
    expect(filterSearch({ gender: 'Male' }, 1)).toBe('?gender=Male')
    expect(filterSearch({ gender: 'Male' }, 3)).toBe('?gender=Male&page=3')
  })
})
