import { describe, expect, it } from 'vitest'
import { describeSearch, searchedWhen } from './search-summary'

const none = { filters: {}, query: null, isNameSearch: false, totalResults: 12 }

describe('describeSearch', () => {
  it('names every filter, text first, and the count found', () => {
    expect(
      describeSearch({
        filters: {
          talentType: 'Dancer',
          gender: 'Female',
          location: 'Mumbai',
          ageGroup: '18-25',
          projectType: 'Music Video',
        },
        query: 'kathak',
        isNameSearch: false,
        totalResults: 23,
      }),
    ).toEqual({ title: '“kathak” · Female · Dancer · Mumbai · 18-25 yrs · Music Video', results: '23 talents' })
  })

  it('says a name search is one, and counts honestly at the edges', () => {
    expect(describeSearch({ ...none, query: 'Priya', isNameSearch: true, totalResults: 1 })).toEqual({
      title: 'Name “Priya”',
      results: '1 talent',
    })
    expect(describeSearch({ ...none, totalResults: 0 }).results).toBe('No talents found')
    // The API counts exactly up to 100: 100 may be more.
    expect(describeSearch({ ...none, totalResults: 100 }).results).toBe('100 or more talents')
    expect(describeSearch(none).title).toBe('All talents')
    expect(describeSearch({ ...none, filters: { gender: 'Female', languages: ['Tamil', 'Telugu'] } }).title).toBe(
      'Female · speaks Tamil or Telugu',
    )
  })
})

describe('searchedWhen', () => {
  const now = new Date('2026-11-26T12:00:00Z')
  const ago = (ms: number) => searchedWhen(new Date(now.getTime() - ms), now)
  it('reads as a person would say it', () => {
    expect(ago(20_000)).toBe('just now')
    expect(ago(5 * 60_000)).toBe('5 minutes ago')
    expect(ago(3 * 3_600_000)).toBe('3 hours ago')
    expect(ago(26 * 3_600_000)).toBe('yesterday')
    expect(ago(4 * 86_400_000)).toBe('4 days ago')
    expect(ago(30 * 86_400_000)).toBe('27 Oct 2026')
  })
})
