/**
 * server.ts's logs: one pino logger writing JSON lines, and per-request logging (pino-http) with a
 * request id that every line logged while handling the request carries (the API's and the loaders'
 * too, through AsyncLocalStorage), echoed to the client as `X-Request-Id`. No header reaches a log
 * line; a logged URL keeps only allowlisted query values; a failed query's parameters are dropped.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import crypto from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type express from 'express'
import {
  pino,
  stdSerializers,
  type DestinationStream,
  type LevelWithSilent,
  type Logger,
  type LoggerOptions,
} from 'pino'
import { pinoHttp } from 'pino-http'

export const REQUEST_ID_HEADER = 'x-request-id'
/** A caller's id is kept only when it is a short plain token (a load balancer's, a client's trace id). */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/
/**
 * The query parameters whose values are logged (the pages' and the API's own: paging, search, filters).
 * Every other value is `[redacted]`: a new parameter is secret until someone adds it here.
 */
const LOGGED_QUERY_KEYS = new Set([
  ...['page', 'limit', 'q', 'query', 'category', 'type', 'userType', 'intent', 'index', '_data', 'loggedOut'],
  ...['projectType', 'talentType', 'gender', 'location', 'ageGroup', 'excludeIds'],
  // socket.io's own (engine.io's protocol version and transport).
  ...['EIO', 'transport'],
])
/** The home page's per-category brand pages (app/components/feeds/brand-pages.ts). */
const LOGGED_QUERY_KEY_PATTERN = /^brands-\d{1,9}$/
/** Parameters holding a path of ours, logged through the same redaction (a redirectTo with `?token=`). */
const URL_QUERY_KEYS = new Set(['redirectTo'])
/** A parameter's name is logged when it is a plain word; anything else may be a token sent as a name. */
const PLAIN_QUERY_NAME = /^[A-Za-z_][A-Za-z0-9_.-]{0,31}$/
const REDACTED = '[redacted]'
/** drizzle's failed-query message ends with its parameters (drizzle-orm/errors.js): values, never logged. */
const QUERY_PARAMS_LINE = /\nparams: .*/g
/** Probed every few seconds by balancers and supervisors: not worth a line each. */
const UNLOGGED_PATHS = new Set(['/healthz', '/readyz'])

const requestScope = new AsyncLocalStorage<{ reqId: string }>()

/** `destination`: stdout unless given (tests read the lines). */
export function createLogger(level: LevelWithSilent, destination?: DestinationStream): Logger {
  const options: LoggerOptions = {
    level,
    base: { pid: process.pid },
    // Any line logged while a request is handled names it, whoever logs it.
    mixin: () => requestScope.getStore() ?? {},
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.accessToken',
        '*.refreshToken',
        '*.password',
      ],
      censor: REDACTED,
    },
    serializers: { err: redactedError },
  }
  return destination ? pino(options, destination) : pino(options)
}

/** The caller's X-Request-Id when it is sane, else a fresh UUID. */
export function requestIdOf(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header
  return value && SANE_REQUEST_ID.test(value) ? value : crypto.randomUUID()
}

/** A path and query with every value replaced but those of allowlisted parameters (LOGGED_QUERY_KEYS). */
export function redactUrl(url: string, depth = 0): string {
  const queryStart = url.indexOf('?')
  if (queryStart === -1) return url
  const pairs = [...new URLSearchParams(url.slice(queryStart + 1))].map(([key, value]) => {
    if (!PLAIN_QUERY_NAME.test(key)) return REDACTED
    const shown = LOGGED_QUERY_KEYS.has(key) || LOGGED_QUERY_KEY_PATTERN.test(key)
    const nested = URL_QUERY_KEYS.has(key) && depth < 2
    const logged = shown ? value : nested ? redactUrl(value, depth + 1) : REDACTED
    return `${key}=${encodeURIComponent(logged).replaceAll('%5Bredacted%5D', REDACTED)}`
  })
  return `${url.slice(0, queryStart)}${pairs.length > 0 ? `?${pairs.join('&')}` : ''}`
}

/** pino's error serializer without the parameters of a failed query (a session id, a password hash). */
function redactedError(error: unknown) {
  if (!(error instanceof Error)) return error
  const { params: _params, ...serialized } = stdSerializers.err(error)
  const redact = (text: string) => text.replace(QUERY_PARAMS_LINE, `\nparams: ${REDACTED}`)
  return { ...serialized, message: redact(String(serialized.message)), stack: redact(String(serialized.stack)) }
}

/** pino-http with our request id; its `log` is a child logger that names the request too. */
export function requestLogging(logger: Logger): express.RequestHandler {
  const httpLogger = pinoHttp<IncomingMessage, ServerResponse>({
    logger,
    genReqId: (req, res) => {
      const id = requestIdOf(req.headers[REQUEST_ID_HEADER])
      res.setHeader('X-Request-Id', id)
      return id
    },
    autoLogging: { ignore: (req) => UNLOGGED_PATHS.has((req.url ?? '').split('?')[0] ?? '') },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    // Only what helps to follow a request: never headers (cookies, authorization) or a body.
    serializers: {
      req: (req: { id: unknown; method: string; url: string; remoteAddress?: string }) => ({
        id: req.id,
        method: req.method,
        url: redactUrl(req.url),
        remoteAddress: req.remoteAddress,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      err: redactedError,
    },
  })
  return (req, res, next) => {
    httpLogger(req, res)
    const reqId = String(req.id)
    requestScope.run({ reqId }, next)
  }
}
