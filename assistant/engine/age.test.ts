import { describe, expect, it } from 'vitest'
import { ageGroupForAge, ageGroupForRange, readAge } from './age'
import { normalize } from './text'

describe('ageGroupForRange', () => {
  it('maps every single age to the group that holds it', () => {
    expect([0, 12, 13, 17, 18, 25, 26, 35, 36, 45, 46, 60, 61, 90].map(ageGroupForAge)).toEqual([
      '0-12',
      '0-12',
      '13-17',
      '13-17',
      '18-25',
      '18-25',
      '26-35',
      '26-35',
      '36-45',
      '36-45',
      '46-60',
      '46-60',
      '60+',
      '60+',
    ])
  })

  it('picks the group a range overlaps most', () => {
    expect(ageGroupForRange(18, 25)).toBe('18-25')
    expect(ageGroupForRange(20, 29)).toBe('18-25')
    expect(ageGroupForRange(30, 39)).toBe('26-35')
    expect(ageGroupForRange(55, 70)).toBe('60+')
  })
})

describe('readAge', () => {
  it.each([
    ['aged 30', '26-35'],
    ['a 22 year old', '18-25'],
    ['22 yrs old', '18-25'],
    ['between 18 and 25', '18-25'],
    ['36-45', '36-45'],
    ['36 – 45', '36-45'],
    ['around 50', '46-60'],
    ['about 12', '0-12'],
    ['60+', '60+'],
    ['above 60', '60+'],
    ['60 and above', '60+'],
    ['under 18', '13-17'],
    ['late twenties', '26-35'],
    ['in her 50s', '46-60'],
    ['25ish', '18-25'],
  ])('%s → %s', (text, group) => {
    expect(readAge(normalize(text)).ageGroup).toBe(group)
  })

  it('removes what it read', () => {
    expect(readAge(normalize('female model aged 30 in Pune'))).toEqual({
      ageGroup: '26-35',
      rest: 'female model in pune',
    })
  })

  it('ignores numbers that are not ages', () => {
    expect(readAge(normalize('budget 5000-10000')).ageGroup).toBeUndefined()
    expect(readAge(normalize('3 actors')).ageGroup).toBeUndefined()
    expect(readAge(normalize('45-30')).ageGroup).toBeUndefined()
  })

  it('reads a small number before the people it counts as a headcount, not an age', () => {
    expect(readAge(normalize('need 2-3 girls for a kurti shoot, 20-25ish')).ageGroup).toBe('18-25')
    expect(readAge(normalize('4 to 6 background dancers')).ageGroup).toBeUndefined()
    expect(readAge(normalize('2-3 girls')).ageGroup).toBeUndefined()
    // An age range before people is still an age.
    expect(readAge(normalize('18-25 girls')).ageGroup).toBe('18-25')
    expect(readAge(normalize('5-8 kids')).ageGroup).toBeUndefined()
  })
})
