/**
 * Requests no handler can serve, refused up front with a 4xx that names the problem (server.ts mounts it
 * after logging, so each is an `info` line, never an error): methods outside HTTP's usual set (TRACE,
 * WebDAV's), PUT/PATCH/DELETE on pages (only the API takes them), a page post that is not a form, a
 * path whose percent-encoding does not decode, and a Host that makes no URL. Left to Remix, each was a
 * 500 with a stack trace in the log (or, for the path, express's URIError page).
 */
import type express from 'express'
import { API_BASE_PATH } from '../api/app'

const API_METHODS = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE']
/** Pages read with GET (HEAD), and their forms post; OPTIONS is answered here with what is allowed. */
const PAGE_METHODS = ['GET', 'HEAD', 'POST']
/** The one page-side endpoint that is posted JSON (app/components/page-view-reporter.tsx). */
const JSON_PAGE_POSTS = new Set(['/resources/page-view'])

export const malformedPathMessage = 'The URL path has malformed percent-encoding.'
export const badHostMessage = 'The Host header does not name a host.'
export const notAFormMessage = 'A page takes forms: application/x-www-form-urlencoded or multipart/form-data.'
export const methodNotAllowedMessage = (method: string) => `The ${method} method is not allowed here.`

export function refuseUnservedRequests(): express.RequestHandler {
  return (req, res, next) => {
    const api = req.path === API_BASE_PATH || req.path.startsWith(`${API_BASE_PATH}/`)
    const refuse = (status: number, message: string) => {
      if (api) res.status(status).json({ success: false, message })
      else res.status(status).type('text/plain').send(message)
    }
    const allowed = api ? API_METHODS : PAGE_METHODS
    if (!api && req.method === 'OPTIONS') {
      res
        .set('Allow', [...PAGE_METHODS, 'OPTIONS'].join(', '))
        .status(204)
        .end()
      return
    }
    if (!allowed.includes(req.method)) {
      res.set('Allow', allowed.join(', '))
      return refuse(405, methodNotAllowedMessage(req.method))
    }
    if (!decodes(req.path)) return refuse(400, malformedPathMessage)
    // A page's action reads request.formData(), which throws on any other declared type.
    const declaredType = req.headers['content-type'] !== undefined
    if (!api && req.method === 'POST' && declaredType && !JSON_PAGE_POSTS.has(req.path)) {
      if (!req.is(['urlencoded', 'multipart'])) return refuse(415, notAFormMessage)
    }
    // What @remix-run/express builds the page's Request from (it throws on a Host such as `a b`).
    if (!api && !URL.canParse(`${req.protocol}://${req.hostname}${req.originalUrl}`)) {
      return refuse(400, badHostMessage)
    }
    next()
  }
}

function decodes(path: string): boolean {
  try {
    decodeURIComponent(path)
    return true
  } catch {
    return false
  }
}
