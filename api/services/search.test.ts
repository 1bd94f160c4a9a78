import { describe, expect, it } from 'vitest'
import { AGE_GROUPS, ageGroupOf } from '../vocabulary'
import { birthDateRange, describeResults, yearsBefore } from './search'

const day = (iso: string) => new Date(`${iso}T12:00:00Z`)

function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}

describe('yearsBefore', () => {
  it('keeps the calendar day', () => {
    expect(yearsBefore(day('2025-06-15'), 25)).toBe('2000-06-15')
  })

  it('falls back to 28 February when the day does not exist that year', () => {
    expect(yearsBefore(day('2028-02-29'), 1)).toBe('2027-02-28')
    expect(yearsBefore(day('2028-02-29'), 4)).toBe('2024-02-29')
  })
})

describe('birthDateRange', () => {
  // Days that test the edges: leap days, year ends, month ends.
  const todays = ['2025-06-15', '2028-02-29', '2027-02-28', '2025-03-01', '2025-12-31', '2026-01-01']

  it.each(todays)('agrees with ageGroupOf around every boundary on %s', (iso) => {
    const today = day(iso)
    for (const group of AGE_GROUPS) {
      const { bornAfter, bornOnOrBefore } = birthDateRange(group, today)
      const inside = (birth: string) => birth <= bornOnOrBefore && (bornAfter === null || birth > bornAfter)
      // The last day inside, the first day outside, at both ends of the range.
      const probes = [bornOnOrBefore, addDays(bornOnOrBefore, 1)]
      if (bornAfter) probes.push(bornAfter, addDays(bornAfter, 1))
      for (const birth of probes) {
        expect(ageGroupOf(birth, today) === group, `${birth} on ${iso} in ${group}`).toBe(inside(birth))
      }
    }
  })

  it('leaves 60+ open-ended', () => {
    expect(birthDateRange('60+', day('2025-06-15'))).toEqual({ bornAfter: null, bornOnOrBefore: '1964-06-15' })
  })
})

describe('describeResults', () => {
  it.each([
    [{ totalResults: 0, totalResultsCapped: false }, null, 'No talents match these filters'],
    [{ totalResults: 0, totalResultsCapped: false }, 'kathak', 'No talents match this search'],
    [{ totalResults: 1, totalResultsCapped: false }, null, 'Found 1 talent'],
    [{ totalResults: 42, totalResultsCapped: false }, null, 'Found 42 talents'],
    [{ totalResults: 100, totalResultsCapped: true }, null, 'Found 100+ talents'],
  ])('%o with text %s says %s', (page, text, message) => {
    expect(describeResults(page, { text })).toBe(message)
  })
})
