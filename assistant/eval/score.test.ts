import { describe, expect, it } from 'vitest'
import type { Understanding } from '../engine/understand'
import { formatReport, parseCases, scoreCases } from './score'

const understanding = (fields: Partial<Understanding>): Understanding => ({
  intent: 'search',
  filters: {},
  anyFilters: [],
  ...fields,
})

describe('eval scoring', () => {
  const cases = parseCases(
    [
      '{"query": "actor", "expect": {"talentType": "Actor"}}',
      '',
      '{"query": "hello", "expect": {}}',
      '{"query": "find Priya Sharma", "expect": {"name": "Priya Sharma"}}',
    ].join('\n'),
  )

  it('counts a field right when both sides agree, including both absent', () => {
    const report = scoreCases(cases, (text) =>
      text === 'actor'
        ? understanding({ filters: { talentType: 'Actor' } })
        : text === 'hello'
          ? understanding({ intent: 'greeting' })
          : understanding({ intent: 'name', name: 'Priya Sharmaa' }),
    )
    expect(report.total).toBe(3)
    expect(report.correctQueries).toBe(2)
    expect(report.correctByField).toEqual({
      talentType: 3,
      gender: 3,
      location: 3,
      ageGroup: 3,
      projectType: 3,
      name: 2,
    })
    expect(report.misses).toEqual([
      { query: 'find Priya Sharma', field: 'name', expected: 'Priya Sharma', predicted: 'Priya Sharmaa' },
    ])
    expect(formatReport(report)).toContain('whole query   66.7%  (2/3)')
  })

  it('refuses a malformed line with its number', () => {
    expect(() => parseCases('{"query": "a", "expect": {}}\n{"expect": {}}')).toThrow(/line 2/)
  })
})
