import { describe, expect, it } from 'vitest'
import { readAct, readPositions } from './questions'

const notName = (word: string) => ['Show', 'What', 'Is', 'Why'].includes(word)

describe('readPositions', () => {
  it.each([
    ['the first two', [1, 2]],
    ['top 3', [1, 2, 3]],
    ['the first and second', [1, 2]],
    ['number 4', [4]],
    ['pehle do', [1, 2]],
    ['both', [1, 2]],
  ])('%s → %j', (text, positions) => {
    expect(readPositions(text.split(' ')).positions).toEqual(positions)
  })
})

describe('readAct', () => {
  it.each([
    ['why these?', { kind: 'explain' }],
    ['ye kyun dikhaye?', { kind: 'explain' }],
    ['shortlist the first two', { kind: 'shortlist', subject: { positions: [1, 2] } }],
    ['add Meera Iyer to my shortlist', { kind: 'shortlist', subject: { name: 'Meera Iyer' } }],
    ['someone similar to Soumya Ghosh', { kind: 'similar', subject: { name: 'Soumya Ghosh' } }],
    ['more like the second one', { kind: 'similar', subject: { positions: [2] } }],
    ["what's her height?", { kind: 'detail', field: 'height', subject: {} }],
    ['is the third one available next week', { kind: 'detail', field: 'availability', subject: { positions: [3] } }],
    ['show his portfolio', { kind: 'detail', field: 'portfolio', subject: {} }],
  ])('%s', (text, act) => {
    expect(readAct(text, () => ({}), notName)).toEqual(act)
  })

  it('a request that names a talent type is no question ("why not dancers" style turns search)', () => {
    expect(readAct('shortlist female dancers in Pune', () => ({ talentType: 'Dancer' }), notName)).toBeNull()
  })

  it('a field word with no one to ask about is no question ("someone who can speak Kannada")', () => {
    expect(readAct('someone who can speak Kannada', () => ({}), notName)).toBeNull()
  })

  it('a lower-case name is a name when the catalog has it, and the turn’s other asks ride along', () => {
    const catalog = (word: string) => ['priya', 'soumya'].includes(word)
    expect(
      readAct('someone like priya for a web series', () => ({ projectType: 'Web Series' }), notName, {
        isName: catalog,
      }),
    ).toEqual({ kind: 'similar', subject: { name: 'priya' }, filters: { projectType: 'Web Series' } })
    // Without the catalog's word, "priya" is no name: the subject is the one in view.
    expect(readAct('someone like priya', () => ({}), notName)).toEqual({ kind: 'similar', subject: {} })
  })
})
