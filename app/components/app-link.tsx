import { Link, type LinkProps } from '@remix-run/react'
import { createElement } from 'react'

/**
 * An in-app path that Remix's `<Link>` writes unchanged as its href: absolute, with no empty, `.` or `..`
 * segment and no trailing slash, and a query or fragment only when it is not empty.
 */
const PLAIN_PATH = /^\/(?:[^/?#.][^/?#]*(?:\/[^/?#.][^/?#]*)*)?(?:\?[^#]+)?(?:#.+)?$/

const ON_SERVER = typeof document === 'undefined'

/** A link to a plain path with none of `<Link>`'s options, which `<Link>` writes as a bare `<a>`. */
function isPlain(props: LinkProps): props is LinkProps & { to: string } {
  return (
    typeof props.to === 'string' &&
    PLAIN_PATH.test(props.to) &&
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

/** The `<a>` that `<Link>` writes for a plain path: the other props in their order, then these three. */
function plainAnchor(props: LinkProps & { to: string }) {
  // Copied key by key: V8 takes a slow path for an object rest (`const { to, ...rest } = props`), which
  // made this a quarter of the home page's render time (60 links; node bench/ssr.mjs).
  const anchor: Record<string, unknown> = {}
  for (const key in props) {
    if (key !== 'to' && key !== 'target' && key !== 'children') anchor[key] = props[key as keyof LinkProps]
  }
  anchor['data-discover'] = 'true'
  anchor.href = props.to
  anchor.target = props.target
  return createElement('a', anchor, props.children)
}
