import fs from 'node:fs'
import { createRequire } from 'node:module'
import * as pristine from '@remix-run/router'
import { describe, expect, it } from 'vitest'

/**
 * patches/@remix-run+router: the server's (CommonJS) build keeps compiled paths, ranked trees and the
 * matches of each pathname. The ES module build is not patched, so it is the reference here.
 */
const require = createRequire(import.meta.url)
const patched = require('@remix-run/router') as typeof pristine

const routes: pristine.AgnosticRouteObject[] = [
  {
    id: 'root',
    path: '/',
    children: [
      { id: 'home', index: true },
      { id: 'talent', path: 'talent' },
      { id: 'solo', path: 'recruiter/solo/:id' },
      { id: 'brand', path: 'brand/:slug' },
      { id: 'lang', path: ':lang?/about' },
      { id: 'files', path: 'files/*' },
      { id: 'Case', path: 'Case', caseSensitive: true },
      { id: 'catch', path: '*' },
    ],
  },
]

const pathnames = [
  '/',
  '/talent',
  '/talent/',
  '/recruiter/solo/TAL000001',
  '/recruiter/solo/TAL%20001',
  '/brand/caf%C3%A9-films',
  '/about',
  '/en/about',
  '/files/a/b/c.txt',
  '/Case',
  '/case',
  '/nope/deeper',
  '/%E0%A4%A',
]

describe('route matching, patched for the server', () => {
  it('is the patched build (npm install applied patches/)', () => {
    expect(patched).not.toBe(pristine)
    expect(fs.readFileSync(require.resolve('@remix-run/router'), 'utf8')).toContain(
      'Castline patch: a pathname is matched against a tree once',
    )
  })

  it('matches every pathname as the unpatched router does, the first time and every time after', () => {
    for (const pathname of pathnames) {
      const expected = pristine.matchRoutes(routes, pathname)
      expect(patched.matchRoutes(routes, pathname), pathname).toEqual(expected)
      expect(patched.matchRoutes(routes, pathname), `${pathname}, again`).toEqual(expected)
    }
    expect(patched.matchRoutes(routes, '/talent', '/base')).toBeNull()
    expect(patched.matchRoutes(routes, '/base/talent', '/base')).toEqual(
      pristine.matchRoutes(routes, '/base/talent', '/base'),
    )
  })

  it('hands each caller its own matches: changing one changes no later answer', () => {
    const first = patched.matchRoutes(routes, '/recruiter/solo/TAL000009')!
    expect(first.map((match) => match.route.id)).toEqual(['root', 'solo'])
    // As matchRouteBranch does, the matches of one answer share a params object.
    expect(first[0]!.params).toBe(first[1]!.params)
    ;(first[1]!.params as Record<string, string>).id = 'changed'
    first[1]!.pathname = '/changed'
    first.pop()
    const second = patched.matchRoutes(routes, '/recruiter/solo/TAL000009')!
    expect(second).toHaveLength(2)
    expect(second[1]).toMatchObject({ params: { id: 'TAL000009' }, pathname: '/recruiter/solo/TAL000009' })
  })
})
