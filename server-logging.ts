/**
 * server.ts's logs: one pino logger writing JSON lines, and per-request logging (pino-http) with a
 * request id that every line logged while handling the request carries (the API's and the loaders'
 * too, through AsyncLocalStorage), echoed to the client as `X-Request-Id`. Cookies, authorization
 * headers and secrets in query strings never reach a log line.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import crypto from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type express from 'express'
import { pino, type DestinationStream, type LevelWithSilent, type Logger, type LoggerOptions } from 'pino'
import { pinoHttp } from 'pino-http'

export const REQUEST_ID_HEADER = 'x-request-id'
/** A caller's id is kept only when it is a short plain token (a load balancer's, a client's trace id). */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/
/** Query parameters whose values are replaced in logged URLs: `?token=` is accepted on the socket. */
const SECRET_QUERY_KEYS = /token|password|secret|code|key|session/i
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
      censor: '[redacted]',
    },
  }
  return destination ? pino(options, destination) : pino(options)
}

/** The caller's X-Request-Id when it is sane, else a fresh UUID. */
export function requestIdOf(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header
  return value && SANE_REQUEST_ID.test(value) ? value : crypto.randomUUID()
}

/** A path and query with the values of secret-looking parameters replaced. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?')
  if (queryStart === -1) return url
  const params = new URLSearchParams(url.slice(queryStart + 1))
  for (const key of new Set(params.keys())) {
    if (SECRET_QUERY_KEYS.test(key)) params.set(key, '[redacted]')
  }
  const query = params.toString().replaceAll('%5Bredacted%5D', '[redacted]')
  return `${url.slice(0, queryStart)}${query ? `?${query}` : ''}`
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
    },
  })
  return (req, res, next) => {
    httpLogger(req, res)
    const reqId = String(req.id)
    requestScope.run({ reqId }, next)
  }
}
