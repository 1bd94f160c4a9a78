import crypto from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

/** Where a directive reads this response's nonce (helmet calls it per request). */
export type NonceSource = (req: IncomingMessage, res: ServerResponse) => string

export type CspDirectives = Record<string, Iterable<string | NonceSource> | null>

export interface CspOptions {
  production: boolean
  /** Vite's HMR websocket port, allowed in development only. */
  hmrPort?: number
  /** Page views go to GA4 or Plausible (app/components/page-view-reporter.tsx loads their script). */
  ga4?: boolean
  plausible?: boolean
  /** MEDIA_PUBLIC_URL's origin: photos and voice demos come from there (a CDN) instead of this origin. */
  mediaOrigin?: string
}

/** Showreels play in these privacy-enhanced players only (issue 19). */
export const SHOWREEL_FRAME_HOSTS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com']

/** 16 random bytes, base64: one per response, in res.locals.cspNonce. */
export function createCspNonce(): string {
  return crypto.randomBytes(16).toString('base64')
}

const GA4_SCRIPT_HOSTS = ['https://www.googletagmanager.com']
const GA4_CONNECT_HOSTS = [
  'https://www.googletagmanager.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
]
const PLAUSIBLE_HOSTS = ['https://plausible.io']

/**
 * The enforced Content-Security-Policy, as helmet's directives: scripts only from this origin and with
 * this response's nonce (Remix's inline hydration scripts carry it), no plugins, no <base>, no framing.
 * Styles allow inline attributes: React style props and recharts set them.
 */
export function cspDirectives(nonce: NonceSource, options: CspOptions): CspDirectives {
  const scriptHosts = [...(options.ga4 ? GA4_SCRIPT_HOSTS : []), ...(options.plausible ? PLAUSIBLE_HOSTS : [])]
  const connectHosts = [...(options.ga4 ? GA4_CONNECT_HOSTS : []), ...(options.plausible ? PLAUSIBLE_HOSTS : [])]
  const media = options.mediaOrigin ? [options.mediaOrigin] : []
  const devSockets =
    !options.production && options.hmrPort
      ? [`ws://localhost:${options.hmrPort}`, `ws://127.0.0.1:${options.hmrPort}`]
      : []
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", (req, res) => `'nonce-${nonce(req, res)}'`, ...scriptHosts],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...media, ...(options.ga4 ? GA4_CONNECT_HOSTS : [])],
    'media-src': ["'self'", ...media],
    'frame-src': SHOWREEL_FRAME_HOSTS,
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...connectHosts, ...devSockets],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'upgrade-insecure-requests': options.production ? [] : null,
  }
}
