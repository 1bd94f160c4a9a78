import { describe, expect, it } from 'vitest'
import { editDistance, normalize } from './text'

describe('normalize', () => {
  it('lowers case, drops punctuation and repeated spaces', () => {
    expect(normalize('  Dancer, FEMALE;   Chandigarh!! ')).toBe('dancer female chandigarh')
  })

  it('keeps age ranges and 60+, splits hyphenated words', () => {
    expect(normalize('non-binary 26 - 35, 60+ 22-year-old')).toBe('non binary 26-35 60+ 22 year old')
  })

  it('reads & as and, drops possessives', () => {
    expect(normalize("Print & Fashion, women's")).toBe('print and fashion women')
  })
})

describe('editDistance', () => {
  it('counts edits, a transposition as one', () => {
    expect(editDistance('female', 'female')).toBe(0)
    expect(editDistance('famale', 'female')).toBe(1)
    expect(editDistance('dancres', 'dancers')).toBe(1)
    expect(editDistance('acter', 'actor')).toBe(1)
  })

  it('stops past the limit', () => {
    expect(editDistance('mumbai', 'chennai', 1)).toBe(2)
    expect(editDistance('a', 'abcdef', 2)).toBe(3)
  })
})
