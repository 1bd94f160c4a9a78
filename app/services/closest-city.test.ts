import { describe, expect, it } from 'vitest'
import { closestCity, slips } from './closest-city'

describe('closestCity', () => {
  it.each([
    ['Mumbia', 'Mumbai'],
    ['mumbay', 'Mumbai'],
    ['Banglore', 'Bengaluru'],
    ['Bangalor', 'Bengaluru'],
    ['Dilli', 'Delhi'],
    ['  hyderbad ', 'Hyderabad'],
    ['Chenai', 'Chennai'],
    ['Thiruvanthapuram', 'Thiruvananthapuram'],
    ['new yrok', 'New York'],
    ['Kolkatta', 'Kolkata'],
  ])('%j → %s', (typed, city) => {
    expect(closestCity(typed)).toBe(city)
  })

  it.each(['Atlantis', 'Xyzzy', 'Paris', 'a', '', 'x'.repeat(200)])('has nothing close to %j', (typed) => {
    expect(closestCity(typed)).toBeNull()
  })
})

describe('slips', () => {
  it('counts a swap of neighbours as one slip', () => {
    expect(slips('mumbia', 'mumbai')).toBe(1)
    expect(slips('abc', 'abc')).toBe(0)
    expect(slips('kitten', 'sitting')).toBe(3)
    expect(slips('kitten', 'sitting', 1)).toBe(2)
  })
})
