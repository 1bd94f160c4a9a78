/**
 * The one cross-site write check (CSRF) for pages, resource routes, /logout and /api/v1: a request
 * whose method can change something is refused with 403 when the browser says another site sent it
 * (`Sec-Fetch-Site: cross-site`) or its Origin is not ours (the Host it called, or PUBLIC_URL).
 * Clients that send neither header (curl, a server calling the API with a bearer token) are not
 * browsers riding a visitor's cookie, and pass. OWASP's "Verifying Origin With Standard Headers":
 * https://cheatsheetseries.owasp.org/cheatsheets/Cross-Site_Request_Forgery_Prevention_Cheat_Sheet.html
 */
import type express from 'express'
import { API_BASE_PATH } from '../api/app'
import type { Env } from './env.server'

export const CROSS_SITE_REFUSED_MESSAGE =
  "Refused: this request came from another site. Use Castline's own pages to do this."

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
/** `none` is the user's own action (a typed address, a bookmark); same-site is a sibling host of ours. */
const BROWSER_SAYS_OURS = new Set(['same-origin', 'same-site', 'none'])

export function crossSiteWriteCheck(env: Pick<Env, 'PUBLIC_URL'>): express.RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next()
    const site = req.get('sec-fetch-site')
    const origin = req.get('origin')
    if ((site === undefined || BROWSER_SAYS_OURS.has(site)) && (origin === undefined || isOurs(origin, req, env))) {
      return next()
    }
    // An expected refusal: the request line is logged at info, this note says why.
    req.log?.info({ origin, secFetchSite: site }, 'cross-site write refused')
    res.status(403).set('cache-control', 'no-store')
    if (req.originalUrl.startsWith(`${API_BASE_PATH}/`) || req.originalUrl === API_BASE_PATH) {
      res.json({ success: false, message: CROSS_SITE_REFUSED_MESSAGE })
    } else {
      res.type('text/plain').send(CROSS_SITE_REFUSED_MESSAGE)
    }
  }
}

/** PUBLIC_URL's origin, or the host this request called (X-Forwarded-Host from a trusted proxy). */
function isOurs(origin: string, req: express.Request, env: Pick<Env, 'PUBLIC_URL'>): boolean {
  if (origin === env.PUBLIC_URL) return true
  let host: string
  try {
    // "null" (a sandboxed frame, a privacy redirect) does not parse, and is not ours.
    host = new URL(origin).host
  } catch {
    return false
  }
  return host !== '' && host === calledHost(req)
}

/** express's own rule for X-Forwarded-Host (req.hostname), with the port kept. */
function calledHost(req: express.Request): string | undefined {
  const trust: unknown = req.app.get('trust proxy fn')
  const forwarded = req.get('x-forwarded-host')
  const trusted = typeof trust === 'function' && trust(req.socket.remoteAddress, 0) === true
  const host = forwarded && trusted ? forwarded.split(',')[0]?.trim() : req.get('host')
  return host?.toLowerCase()
}
