import { Link, NavLink } from '@remix-run/react'
import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { AppLink, AppNavLink } from './app-link'

const inRouter = (element: ReactElement) =>
  renderToString(<MemoryRouter initialEntries={['/recruiter/view-all-talents?page=3']}>{element}</MemoryRouter>)

const PROPS = [
  {},
  { className: 'card', 'aria-label': 'Soumya Ghosh', rel: 'next', 'data-brand-slug': 'neem' },
  { target: '_blank', 'aria-current': 'page' as const },
]

describe('AppLink', () => {
  it.each([
    '/',
    '/recruiter/solo/TAL000255',
    '/recruiter/solo/A%20B',
    '/brand/first-take-entertainment-co.',
    '/?brands-6=2#category-6',
    '/talent?page=2',
    '/login#form',
    // Paths Remix rewrites, or resolves against the current page: AppLink leaves them to <Link>.
    '/recruiter/',
    '/a//b',
    '/a/../b',
    '/talent?',
    '/talent#',
    'solo/TAL1',
    '?page=2',
    '#top',
    '//example.com/x',
    'https://example.com/x',
  ])('writes the same markup as Remix <Link> for %s', (to) => {
    for (const props of PROPS) {
      expect(
        inRouter(
          <AppLink to={to} {...props}>
            Name
          </AppLink>,
        ),
      ).toBe(
        inRouter(
          <Link to={to} {...props}>
            Name
          </Link>,
        ),
      )
    }
  })

  it('writes a plain path without resolving it on the server', () => {
    // <Link> needs a router to resolve its href; AppLink's server path does not touch one.
    expect(renderToString(<AppLink to="/brand/neem">Neem</AppLink>)).toBe(
      '<a data-discover="true" href="/brand/neem">Neem</a>',
    )
    expect(() => renderToString(<AppLink to="solo/TAL1">x</AppLink>)).toThrow(/<Router>/)
  })

  it('leaves links with options to <Link>', () => {
    for (const options of [
      { reloadDocument: true },
      { prefetch: 'intent' as const },
      { prefetch: 'none' as const },
      { discover: 'none' as const },
      { replace: true },
      { state: { from: 'home' } },
    ]) {
      expect(
        inRouter(
          <AppLink to="/talent" {...options}>
            x
          </AppLink>,
        ),
      ).toBe(
        inRouter(
          <Link to="/talent" {...options}>
            x
          </Link>,
        ),
      )
    }
  })
})

describe('AppNavLink', () => {
  const at = (pathname: string, element: ReactElement) =>
    renderToString(<MemoryRouter initialEntries={[pathname]}>{element}</MemoryRouter>)
  const NAV_PROPS = [
    {},
    { className: 'nav' },
    { className: 'nav', end: true },
    { 'aria-current': 'step' as const, className: 'x' },
    { target: '_blank', 'data-testid': 'account-link', className: 'nav' },
  ]

  it.each([
    '/',
    '/recruiter/view-all-talents',
    '/recruiter/view-all-talents/page',
    '/RECRUITER/View-All-Talents',
    '/recruiter/view-all-talents-filtered',
    '/signup',
    '/signup/recruiter',
    '/talent',
  ])('writes the same markup as Remix <NavLink> at %s, active or not', (pathname) => {
    for (const to of ['/', '/recruiter/view-all-talents', '/signup', '/talent', '/my-profile/talent']) {
      for (const props of NAV_PROPS) {
        expect(
          at(
            pathname,
            <AppNavLink to={to} {...props}>
              Name
            </AppNavLink>,
          ),
        ).toBe(
          at(
            pathname,
            <NavLink to={to} {...props}>
              Name
            </NavLink>,
          ),
        )
      }
    }
  })

  it('marks the page it is on', () => {
    expect(at('/signup/recruiter', <AppNavLink to="/signup">Sign up</AppNavLink>)).toBe(
      '<a data-discover="true" aria-current="page" class="active" href="/signup">Sign up</a>',
    )
    expect(
      at(
        '/signup/recruiter',
        <AppNavLink to="/signup" end>
          Sign up
        </AppNavLink>,
      ),
    ).toBe('<a data-discover="true" class="" href="/signup">Sign up</a>')
  })

  it('leaves other paths and options to <NavLink>', () => {
    for (const [to, options] of [
      ['/brand/first-take-entertainment-co.', {}],
      ['/a%20b', {}],
      ['/talent/', {}],
      ['talent', {}],
      ['/talent', { caseSensitive: true }],
      ['/talent', { className: ({ isActive }: { isActive: boolean }) => (isActive ? 'on' : 'off') }],
      ['/talent', { prefetch: 'intent' as const }],
    ] as const) {
      expect(
        at(
          '/talent',
          <AppNavLink to={to} {...options}>
            x
          </AppNavLink>,
        ),
      ).toBe(
        at(
          '/talent',
          <NavLink to={to} {...options}>
            x
          </NavLink>,
        ),
      )
    }
  })
})
