import { describe, expect, it } from 'vitest'
import type { Understanding } from '../engine/understand'
import { expectedLabels, formatReport, parseCases, predictedLabels, scoreCases } from './score'

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
      languages: 3,
      unsupported: 3,
      intent: 3,
    })
    expect(report.misses).toEqual([
      { query: 'find Priya Sharma', field: 'name', expected: 'Priya Sharma', predicted: 'Priya Sharmaa' },
    ])
    expect(formatReport(report)).toContain('whole query   66.7%  (2/3)')
  })

  it('refuses a malformed line with its number', () => {
    expect(() => parseCases('{"query": "a", "expect": {}}\n{"expect": {}}')).toThrow(/line 2/)
    expect(() => parseCases('{"query": "a", "expect": {"unsupported": ["colour"]}}')).toThrow(
      /line 1: expect.unsupported.0 Invalid enum value/,
    )
    expect(() => parseCases('{"query": "a", "expect": {"city": "Pune"}}')).toThrow(/line 1/)
    expect(() => parseCases('{"query": "a", "expect": {"location": "Bangalore"}}')).toThrow(/not a canonical city/)
    expect(() => parseCases('{"query": "a", "expect": {"talentType": "Actress"}}')).toThrow(/talentType/)
    expect(() => parseCases('{"query": "a", "expect": {}')).toThrow(/line 1: not JSON/)
  })
})

describe('labels beyond the five filters', () => {
  it('derives the intent from the labels when it is not given', () => {
    expect(expectedLabels({ name: 'Noor Fatima' }).intent).toBe('name')
    expect(expectedLabels({ languages: ['Marathi'] }).intent).toBe('search')
    expect(expectedLabels({ intent: 'chitchat' }).intent).toBe('chitchat')
    expect(expectedLabels({}).intent).toBeUndefined()
  })

  it('scores a search the engine reads as keywords as a wrong intent', () => {
    const [speaks] = parseCases('{"query": "who speaks Marathi", "expect": {"languages": ["Marathi"]}}')
    if (!speaks) throw new Error('no case')
    const report = scoreCases([speaks], () => understanding({ intent: 'keywords', keywords: 'speaks marathi' }))
    expect(report.correctQueries).toBe(0)
    expect(report.misses.map((miss) => [miss.field, miss.expected, miss.predicted])).toEqual([
      ['languages', 'Marathi', undefined],
      ['intent', 'search', 'keywords'],
    ])
  })

  it('reads languages and unsupported requirements when the engine outputs them, in any order', () => {
    const later = { ...understanding({ filters: { talentType: 'Actor' } }), languages: ['Telugu', 'Tamil'] }
    const filters = { talentType: 'Actor' as const, languages: ['Hindi'] }
    const budget = { ...understanding({}), unsupported: ['budget' as const], filters }
    expect(predictedLabels(later).languages).toBe('Tamil, Telugu')
    expect(predictedLabels(budget)).toMatchObject({ talentType: 'Actor', languages: 'Hindi', unsupported: 'budget' })
    const [both] = parseCases(
      '{"query": "q", "expect": {"talentType": "Actor", "languages": ["Tamil", "Telugu"]}, "family": "languages"}',
    )
    if (!both) throw new Error('no case')
    expect(scoreCases([both], () => later).correctQueries).toBe(1)
  })

  it('tallies whole queries per family and caps the misses it prints', () => {
    const labelled = parseCases(
      [
        '{"query": "ladki chahiye", "expect": {"gender": "Female"}, "family": "hinglish"}',
        '{"query": "ladka chahiye", "expect": {"gender": "Male"}, "family": "hinglish"}',
        '{"query": "dancr", "expect": {"talentType": "Dancer"}, "family": "typos"}',
      ].join('\n'),
    )
    const report = scoreCases(labelled, (text) =>
      text === 'ladki chahiye'
        ? understanding({ filters: { gender: 'Female' } })
        : understanding({ intent: 'keywords' }),
    )
    expect(report.byFamily).toEqual({ hinglish: { correct: 1, total: 2 }, typos: { correct: 0, total: 1 } })
    const printed = formatReport(report, { missCap: 1 })
    expect(printed).toContain('  hinglish              50.0%  (1/2)')
    expect(printed).toContain(
      '"ladka chahiye"  gender: expected Male, got (none); intent: expected search, got keywords',
    )
    expect(printed).toContain('… and 1 more')
    expect(printed).not.toContain('"dancr"')
  })
})
