import { describe, expect, it } from 'vitest'
import { earliestToday, isCalendarDate, requestDateProblems } from './request-fields'

describe('a connection request’s dates', () => {
  it('takes only real calendar days written YYYY-MM-DD', () => {
    expect(isCalendarDate('2026-12-01')).toBe(true)
    expect(isCalendarDate('2028-02-29')).toBe(true)
    for (const bad of ['2027-02-29', '2026-02-30', '2026-13-01', '01/12/2026', '2026-1-1', '']) {
      expect(isCalendarDate(bad), bad).toBe(false)
    }
  })

  it('calls a day past only once it has ended everywhere (UTC−12)', () => {
    // 02:00 UTC on 27 Nov is still the evening of 26 Nov in São Paulo: that recruiter's today is not past.
    const now = new Date('2026-11-27T02:00:00Z')
    expect(earliestToday(now)).toBe('2026-11-26')
    expect(requestDateProblems('2026-11-26', '2026-11-27', now)).toEqual([])
    expect(requestDateProblems('2026-11-25', '2026-11-27', now)).toEqual([
      { field: 'startDate', code: 'past', message: 'must not be in the past' },
    ])
  })

  it('names the end when it is before the start or more than two years away', () => {
    const now = new Date('2026-11-26T12:00:00Z')
    expect(requestDateProblems('2026-12-03', '2026-12-01', now)).toEqual([
      { field: 'endDate', code: 'order', message: 'must be on or after the start date' },
    ])
    expect(requestDateProblems('2026-12-01', '2029-01-01', now).map((p) => p.code)).toEqual(['far'])
    expect(requestDateProblems('2026-12-01', '2028-11-26', now)).toEqual([])
  })
})
