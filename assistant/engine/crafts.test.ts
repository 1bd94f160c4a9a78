import { describe, expect, it } from 'vitest'
import { CRAFT_WORDS, readCrafts } from './crafts'
import { LEXICON } from './lexicon'
import { normalize, words } from './text'

const crafts = (text: string) => readCrafts(words(normalize(text)))

describe('readCrafts', () => {
  it('reads a craft beside the filters', () => {
    expect(crafts('kathak dancers in Pune')).toBe('kathak')
    expect(crafts('comedians in delhi')).toBe('comedy')
    expect(crafts('food vloggers from hyderabad')).toBe('food')
  })

  it('reads a phrase that holds a filter word', () => {
    expect(crafts('method acting coach, male actor')).toBe('method acting')
    expect(crafts('hip hop dancers')).toBe('hip-hop')
  })

  it('joins several crafts with "or", each once', () => {
    expect(crafts('kathak or bharatanatyam dancers, kathak preferred')).toBe('kathak or bharatanatyam')
  })

  it('tolerates a typo in a long craft word, not in a short one', () => {
    expect(crafts('bharatnatym dancers')).toBe('bharatanatyam')
    expect(crafts('choreografy for a stage show')).toBe('choreography')
    expect(crafts('salsaa')).toBeUndefined()
  })

  it('finds nothing in a plain filter search or small talk', () => {
    expect(crafts('female dancers in Mumbai for a music video')).toBeUndefined()
    expect(crafts('hello there, thanks a lot')).toBeUndefined()
  })

  it('never claims a word the lexicon reads as a filter', () => {
    const single = CRAFT_WORDS.filter((phrase) => !phrase.includes(' '))
    expect(single.filter((word) => LEXICON.has(word))).toEqual([])
  })
})
