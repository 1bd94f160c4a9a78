import { describe, expect, it } from 'vitest'
import { initialsOf } from './site-header'

describe('initialsOf (the phone header’s profile badge)', () => {
  it.each([
    ['Rhea Mehta', 'RM'],
    ['Aanya Krishnan Iyer', 'AI'],
    ['  cher  ', 'C'],
    ['ṛtvik sen', 'ṚS'],
    ['𝒜lex Roy', '𝒜R'],
    ['', ''],
  ])('%j → %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials)
  })
})
