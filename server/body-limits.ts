/**
 * Request bodies are bounded before anything reads them (issue 17, ADR 017): a page's form or an
 * /api/v1 call carries at most BODY_LIMIT_BYTES. A body whose Content-Length is larger is refused at
 * once, unread; a body without a length (chunked) is counted as it arrives and refused once it passes
 * the cap. The refusal is a 413, after which the connection is closed unread; so is any connection
 * whose response went out before its request's body was all read, rather than let Node read (and throw
 * away) what is left of it.
 *
 * Uploads take their own streaming path with their own limits (ADR 021): `ownLimits` lets them by.
 */
import type net from 'node:net'
import type express from 'express'
import getRawBody from 'raw-body'
import { API_BASE_PATH } from '../api/app'
import type { Env } from './env.server'

/**
 * How long a connection stays open, unread, after its answer, for the client to read the answer before
 * the reset that closing it with unread bytes sends (nginx's lingering_timeout is 5 s too).
 */
const LINGER_MS = 5000

export interface BodyLimitOptions {
  /** Requests whose bodies another handler streams and bounds itself (uploads: isUpload). */
  ownLimits?: (req: express.Request) => boolean
}

/** The upload of a photo or voice demo: to the API, or through the page's form (app/routes/resources.my-media.ts). */
export const UPLOAD_PATHS = new Set([`${API_BASE_PATH}/my-media`, '/resources/my-media'])

/** Uploads stream to a temporary file under their own caps (api/routes/my-media.ts), never whole into memory. */
export function isUpload(req: express.Request): boolean {
  return req.method === 'POST' && UPLOAD_PATHS.has(req.path)
}

export function bodyTooLargeMessage(maxBytes: number): string {
  const size = maxBytes % 1024 === 0 ? `${maxBytes / 1024} kB` : `${maxBytes} bytes`
  return `The request body is too large: at most ${size} is accepted.`
}

export function bodyLimits(
  env: Pick<Env, 'BODY_LIMIT_BYTES'>,
  { ownLimits = () => false }: BodyLimitOptions = {},
): express.RequestHandler {
  const maxBytes = env.BODY_LIMIT_BYTES
  return (req, res, next) => {
    const declared = req.headers['content-length']
    const chunked = req.headers['transfer-encoding'] !== undefined
    if ((declared === undefined || declared === '0') && !chunked) return next()
    if (ownLimits(req)) return next()
    res.once('finish', () => {
      if (!req.complete) closeUnread(req)
    })
    // Node has checked the header is one whole number and will deliver no more bytes than it says.
    if (declared !== undefined) return Number(declared) > maxBytes ? refuse(req, res, maxBytes) : next()
    if (isApiRequest(req)) return readApiBody(req, res, next, maxBytes)
    countAsRead(req, res, maxBytes)
    next()
  }
}

function isApiRequest(req: express.Request): boolean {
  return req.path === API_BASE_PATH || req.path.startsWith(`${API_BASE_PATH}/`)
}

/**
 * The API (Hono) reads a body that was read before it from `rawBody` (@hono/node-server), so a chunked
 * one is read here, up to the cap, and handed over whole.
 */
function readApiBody(req: express.Request, res: express.Response, next: express.NextFunction, maxBytes: number) {
  getRawBody(req, { limit: maxBytes }, (error, body) => {
    if (!error) {
      Object.defineProperty(req, 'rawBody', { value: body })
      return next()
    }
    if (isTooLarge(error)) return refuse(req, res, maxBytes)
    // The client went away mid-body: there is no one to answer.
    if (req.destroyed || res.headersSent) return
    res.status(400).set('Connection', 'close').json({ success: false, message: 'The request body could not be read.' })
  })
}

function isTooLarge(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'type' in error && error.type === 'entity.too.large'
}

/**
 * Remix's adapter reads the request stream itself (request.formData() in an action), so a page's
 * chunked body is counted beside it, chunk by chunk, as it reads. Paused first: the counter alone must
 * not start the flow (an action that never reads the body never receives it).
 */
function countAsRead(req: express.Request, res: express.Response, maxBytes: number) {
  let received = 0
  const count = (chunk: Buffer) => {
    received += chunk.length
    if (received <= maxBytes) return
    req.off('data', count)
    refuse(req, res, maxBytes)
  }
  req.pause()
  req.on('data', count)
}

/** 413 (the connection is closed once it is sent): the API's JSON envelope, or a short text for a page. */
function refuse(req: express.Request, res: express.Response, maxBytes: number) {
  if (res.headersSent) return void req.socket.destroy()
  const message = bodyTooLargeMessage(maxBytes)
  res.status(413)
  if (isApiRequest(req)) res.json({ success: false, message })
  else res.type('text/plain').send(message)
}

const closing = new WeakSet<net.Socket>()

/**
 * Ends a connection whose request body was not read to its end, without reading more of it. Node would
 * read and throw away the rest (100 MB, if that is what was sent); closing at once would reset the
 * connection while the client is still sending, and a reset can lose the answer before the client has
 * read it. So the request stays paused (the client's sending stalls once the socket buffers are full),
 * the server's side is ended, and the socket is destroyed a moment later if the client has not closed it.
 */
function closeUnread(req: express.Request) {
  const socket = req.socket
  if (closing.has(socket)) return
  closing.add(socket)
  // Node resumed the request to drain it when the answer was sent: stop that.
  req.pause()
  socket.end()
  const timer = setTimeout(() => socket.destroy(), LINGER_MS)
  socket.once('close', () => clearTimeout(timer))
}
