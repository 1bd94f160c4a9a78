import { describe, expect, it } from 'vitest'
import {
  initialState,
  respond,
  type ConversationState,
  type EngineDeps,
  type EngineInput,
  type SearchCommand,
} from '../engine'
import {
  formatDialogueReport,
  parseDialogues,
  scoreDialogues,
  takeTurn,
  type Respond,
  type StepLike,
} from './dialogues'
import { FAKE_NAMES, fakeSearch } from './fake-search'

function engine(): { respond: Respond; start: ConversationState } {
  let id = 0
  const deps: EngineDeps = { now: () => new Date('2026-01-01T10:00:00.000Z'), newId: () => `m${++id}` }
  const start = respond(initialState(), { kind: 'connect', signedIn: true, userId: 'USR000001' }, deps).state
  return { respond: (state, input) => respond(state, input, deps), start }
}

const dialogue = (id: string, rules: string[], turns: object[]) => JSON.stringify({ id, rules, turns })

/** A stand-in engine answering each text with a fixed step; results only move it to the results stage. */
function scripted(answers: Record<string, (state: ConversationState) => StepLike>): Respond {
  return (state: ConversationState, input: EngineInput) => {
    if (input.kind === 'results') return { state: { ...state, stage: 'results' }, messages: [], command: null }
    const answer = input.kind === 'text' ? answers[input.text] : undefined
    if (!answer) throw new Error(`no scripted answer for ${JSON.stringify(input)}`)
    return answer(state)
  }
}

const searchCommand: SearchCommand = {
  kind: 'search',
  filters: {},
  page: 1,
  limit: 10,
  directSearch: true,
  isNameSearch: false,
}

describe('dialogues through the real engine', () => {
  it('drives a request through the fake search to the results and scores the active search', () => {
    const { respond: step, start } = engine()
    const turns = takeTurn(step, start, 'female dancers in Mumbai')
    expect(turns).toHaveLength(2)
    expect(turns[1]?.state).toMatchObject({
      stage: 'results',
      filters: { talentType: 'Dancer', gender: 'Female', location: 'Mumbai' },
    })
    expect(takeTurn(step, start, 'hello')).toHaveLength(1)

    const dialogues = parseDialogues(
      dialogue(
        'd1',
        ['remove-filter'],
        [
          { say: 'female dancers in Mumbai', search: { talentType: 'Dancer', gender: 'Female', location: 'Mumbai' } },
          { say: 'any city', search: { talentType: 'Dancer', gender: 'Female' } },
        ],
      ),
    )
    const report = scoreDialogues(dialogues, step, start)
    expect(report).toMatchObject({ dialogues: 1, correctDialogues: 1, turns: 2, correctTurns: 2, misses: [] })
    expect(report.byRule).toEqual({ 'remove-filter': { correct: 1, total: 1 } })
    expect(report.byField.act).toEqual({ correct: 0, total: 0 })
    expect(report.byField.talentType).toEqual({ correct: 2, total: 2 })
  })
})

describe('scoring turns', () => {
  const dancers = { ...searchCommand, filters: { talentType: 'Dancer' } }

  it('reads languages, acknowledgements, questions and actions a later engine outputs', () => {
    const filters = { talentType: 'Actor' as const, languages: ['Tamil'] }
    const step = scripted({
      'tamil actors': (state) => ({ state: { ...state, filters }, messages: [], command: searchCommand }),
      'budget 10k': (state) => ({ state, messages: [{ type: 'answer', unsupported: ['budget'] }], command: null }),
      'her height': (state) => ({
        state,
        messages: [{ type: 'detail', field: 'height', name: 'Meera Iyer' }],
        command: null,
      }),
      'shortlist the first two': (state) => ({
        state,
        messages: [],
        command: { kind: 'shortlist', positions: [1, 2] },
      }),
      'someone like Meera Iyer': (state) => ({
        state: { ...state, filters: { location: 'Pune' } },
        messages: [],
        command: { kind: 'similar', name: 'Meera Iyer' },
      }),
      thanks: (state) => ({ state, messages: [{ type: 'answer' }], command: null }),
    })
    const [later] = parseDialogues(
      dialogue(
        'd2',
        ['languages', 'detail'],
        [
          { say: 'tamil actors', search: { talentType: 'Actor', languages: ['Tamil'] } },
          { say: 'budget 10k', search: { talentType: 'Actor', languages: ['Tamil'] }, unsupported: ['budget'] },
          { say: 'her height', act: { kind: 'detail', field: 'height', name: 'Meera Iyer' } },
          { say: 'shortlist the first two', act: { kind: 'shortlist', positions: [1, 2] } },
          { say: 'someone like Meera Iyer', act: { kind: 'similar', name: 'Meera Iyer' } },
          { say: 'thanks', act: { kind: 'chat' } },
        ],
      ),
    )
    if (!later) throw new Error('no dialogue')
    const report = scoreDialogues([later], step, initialState(true))
    expect(report.misses).toEqual([])
    expect(report.correctDialogues).toBe(1)
    expect(report.byField.act).toEqual({ correct: 4, total: 4 })
    // After `similar` the labels do not spell out the search, so the last two turns do not score it.
    expect(report.byField.talentType).toEqual({ correct: 4, total: 4 })
    expect(report.byField.unsupported).toEqual({ correct: 6, total: 6 })
  })

  it('holds a question to the search before it and reports what leaked', () => {
    const step = scripted({
      dancers: (state) => ({ state: { ...state, filters: { talentType: 'Dancer' } }, messages: [], command: dancers }),
      'why these?': (state) => ({
        state: { ...state, filters: {}, crafts: 'pick' },
        messages: [],
        command: searchCommand,
      }),
    })
    const dialogues = parseDialogues(
      [
        dialogue(
          'd3',
          ['explain'],
          [
            { say: 'dancers', search: { talentType: 'Dancer' } },
            { say: 'why these?', act: { kind: 'explain' } },
          ],
        ),
        dialogue(
          'd4',
          ['refine'],
          [
            { say: 'dancers', search: { talentType: 'Dancer' } },
            { say: 'dancers', search: { talentType: 'Dancer' } },
          ],
        ),
      ].join('\n'),
    )
    const report = scoreDialogues(dialogues, step, initialState(true))
    expect(report).toMatchObject({ correctDialogues: 1, turns: 4, correctTurns: 3 })
    expect(report.byRule).toEqual({ explain: { correct: 0, total: 1 }, refine: { correct: 1, total: 1 } })
    expect(report.misses.map(({ field, expected, predicted }) => [field, expected, predicted])).toEqual([
      ['talentType', 'Dancer', undefined],
      ['crafts', undefined, 'pick'],
      ['act', 'explain', 'search'],
    ])
    const printed = formatDialogueReport(report)
    expect(printed).toContain('whole dialog  50.0%  (1/2)')
    expect(printed).toContain(
      'd3 #2 "why these?"  talentType: expected Dancer, got (none); crafts: expected (none), got pick',
    )
  })

  it('refuses a turn with both a search and an act, and dialogues of one turn', () => {
    const both = { say: 'x', search: {}, act: { kind: 'explain' } }
    expect(() => parseDialogues(dialogue('d', ['r'], [both, both]))).toThrow(/line 1/)
    expect(() => parseDialogues(dialogue('d', ['r'], [{ say: 'x', search: {} }]))).toThrow(/line 1: turns/)
    expect(() => parseDialogues(dialogue('d', ['r'], [{ say: 'x', act: { kind: 'dance' } }, both]))).toThrow(/kind/)
  })
})

describe('the fake search', () => {
  it('finds three talents that fit a filter search, and the one named in a name search', () => {
    const found = fakeSearch({ ...searchCommand, filters: { gender: 'Female', location: 'Pune' } })
    expect(found.talents.map((card) => card.name)).toEqual([...FAKE_NAMES])
    expect(found.talents.every((card) => card.gender === 'Female' && card.city === 'Pune')).toBe(true)
    expect(found.filters).toEqual({ gender: 'Female', location: 'Pune' })

    const named = fakeSearch({ ...searchCommand, name: 'Noor Fatima', isNameSearch: true })
    expect(named).toMatchObject({ totalResults: 1, isNameSearch: true, query: 'Noor Fatima' })
    expect(named.talents[0]?.name).toBe('Noor Fatima')
  })
})
