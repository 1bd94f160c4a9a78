import { describe, expect, it } from 'vitest'
import { readUnsupported } from './requirements'

describe('readUnsupported', () => {
  it.each([
    ['models under 20k', ['budget']],
    ['actors within a budget of 5000 per day', ['budget']],
    ['we can pay 1 lakh', ['budget']],
    ['fee under 25000', ['budget']],
    ['tall male model', ['height']],
    ["actress 5'4", ['height']],
    ['at least 5 ft 10', ['height']],
    ['available 12-14 March', ['dates']],
    ['shoot in December', ['dates']],
    ['dancers urgently this Friday', ['dates']],
  ])('%s → %j', (text, kinds) => {
    expect(readUnsupported(text).unsupported).toEqual(kinds)
  })

  it('takes the requirement out of the text, so "over 6 feet" is no age and "20k" no word', () => {
    expect(readUnsupported('tall male models over 6 feet in Delhi under 20k').rest.trim().split(/\s+/)).toEqual([
      'male',
      'models',
      'in',
      'Delhi',
    ])
  })

  it.each([
    'models for fashion week',
    'influencers for a paid partnership',
    'actresses in their 40s',
    'actors 46 to 60',
  ])('finds nothing in "%s"', (text) => {
    expect(readUnsupported(text).unsupported).toEqual([])
  })
})
