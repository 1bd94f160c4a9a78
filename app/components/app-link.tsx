import { Link, NavLink, useLocation, type LinkProps, type NavLinkProps } from '@remix-run/react'
import { createElement, type ReactNode } from 'react'

/**
 * An in-app path that Remix's `<Link>` writes unchanged as its href: absolute, with no empty, `.` or `..`
 * segment and no trailing slash, and a query or fragment only when it is not empty.
 */
const PLAIN_PATH = /^\/(?:[^/?#.][^/?#]*(?:\/[^/?#.][^/?#]*)*)?(?:\?[^#]+)?(?:#.+)?$/

const ON_SERVER = typeof document === 'undefined'

/** A link to a plain path with none of `<Link>`'s options, which `<Link>` writes as a bare `<a>`. */
function isPlain(props: LinkProps): props is LinkProps & { to: string } {
  return typeof props.to === 'string' && PLAIN_PATH.test(props.to) && hasNoOptions(props)
}

/** None of the options that change how `<Link>` and `<NavLink>` write or follow a link. */
function hasNoOptions(props: LinkProps | NavLinkProps): boolean {
  return (
    props.prefetch === undefined &&
    props.discover === undefined &&
    props.reloadDocument === undefined &&
    props.replace === undefined &&
    props.state === undefined &&
    props.preventScrollReset === undefined &&
    props.relative === undefined &&
    props.viewTransition === undefined
  )
}

/**
 * Remix's `<Link>` for lists of many links (cards, brands). On the server, a link to a plain path with
 * no options is written directly as the `<a>` that `<Link>` would write: resolving each href against
 * the route tree cost more than the rest of a talent card (bench/ssr.mjs). In the browser it is always
 * `<Link>`, so hydration finds the same markup and navigation, prefetch and discovery work as before.
 * `app-link.test.tsx` keeps the two markups equal. It takes no ref.
 */
export function AppLink(props: LinkProps) {
  return ON_SERVER && isPlain(props) ? plainAnchor(props) : <Link {...props} />
}

/** The props other than `excluded`, in their order, copied key by key: V8 takes a slow path for an object rest. */
function copyExcept(props: object, excluded: ReadonlySet<string>): Record<string, unknown> {
  const copy: Record<string, unknown> = {}
  for (const key in props) {
    if (!excluded.has(key)) copy[key] = (props as Record<string, unknown>)[key]
  }
  return copy
}

const LINK_OWN = new Set(['to', 'target', 'children'])

/** The `<a>` that `<Link>` writes for a plain path: the other props in their order, then these three. */
function plainAnchor(props: LinkProps & { to: string }) {
  // With an object rest (`const { to, ...rest } = props`) this was a quarter of the home page's render
  // (60 links; node bench/ssr.mjs).
  const anchor = copyExcept(props, LINK_OWN)
  anchor['data-discover'] = 'true'
  anchor.href = props.to
  anchor.target = props.target
  return createElement('a', anchor, props.children)
}

/** A path `<NavLink>` compares with the location as it is: letters, digits, `-`, `_` and `/` only. */
const SIMPLE_PATH = /^\/(?:[\w-]+(?:\/[\w-]+)*)?$/

/** A nav link to a simple path whose class, style and children are not functions, with no other option. */
function isPlainNav(
  props: NavLinkProps,
): props is NavLinkProps & { to: string; className?: string; children?: ReactNode } {
  return (
    typeof props.to === 'string' &&
    SIMPLE_PATH.test(props.to) &&
    typeof props.className !== 'function' &&
    props.style === undefined &&
    typeof props.children !== 'function' &&
    props.caseSensitive === undefined &&
    hasNoOptions(props)
  )
}

const NAV_LINK_OWN = new Set(['to', 'target', 'children', 'aria-current', 'className', 'end'])

/**
 * Remix's `<NavLink>`, written on the server like AppLink: for a simple path, the `<a>` that `<NavLink>`
 * writes, active (`aria-current`, class `active`) on that path and, unless `end`, below it. Through
 * `<NavLink>`, the site header's links were a tenth of the home page's render. It takes no ref.
 */
export function AppNavLink(props: NavLinkProps) {
  const location = useLocation()
  if (!ON_SERVER || !isPlainNav(props)) return <NavLink {...props} />
  // NavLink's own test, case-insensitive; a server render is never pending or in a transition.
  const here = location.pathname.toLowerCase()
  const to = props.to.toLowerCase()
  const active = here === to || (!props.end && here.startsWith(to) && here.charAt(to.length) === '/')
  const anchor = copyExcept(props, NAV_LINK_OWN)
  anchor['data-discover'] = 'true'
  anchor['aria-current'] = active ? (props['aria-current'] ?? 'page') : undefined
  anchor.className = [props.className ?? '', active ? 'active' : null].filter(Boolean).join(' ')
  anchor.href = props.to
  anchor.target = props.target
  return createElement('a', anchor, props.children)
}
