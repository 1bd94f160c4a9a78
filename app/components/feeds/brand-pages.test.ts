import { describe, expect, it } from 'vitest'
import { parseBrandPages, withParam } from './brand-pages'

describe('brand pages in the URL', () => {
  it('reads one count per category and drops anything malformed or out of range', () => {
    const params = new URLSearchParams('brands-3=2&brands-5=10&brands-6=11&brands-7=1&brands-x=2&brands-8=abc&page=2')
    expect([...parseBrandPages(params, 10)]).toEqual([
      [3, 2],
      [5, 10],
    ])
  })

  it('sets or removes one parameter and keeps the others', () => {
    const location = { pathname: '/talent', search: '?page=2&brands-3=2' }
    expect(withParam(location, 'brands-3', '3')).toBe('/talent?page=2&brands-3=3')
    expect(withParam(location, 'page', null)).toBe('/talent?brands-3=2')
    expect(withParam({ pathname: '/', search: '?page=2' }, 'page', null)).toBe('/')
  })
})
