import { z } from '@hono/zod-openapi'
import { bodyLimit } from 'hono/body-limit'
import { createMiddleware } from 'hono/factory'
import { optionalAuth, requireAuth, type AuthEnv } from './auth/middleware'
import type { TokenService, UserType } from './auth/tokens'
import { ApiError } from './errors'
import { ErrorSchema } from './router'

/** Answers about one caller: never stored by a browser or a shared cache. */
export const PRIVATE_NO_STORE = 'private, no-store'

/** OpenAPI security of a call that takes either no credentials or a bearer token. */
export const OPTIONAL_BEARER: Record<string, string[]>[] = [{}, { bearerAuth: [] }]

export interface SignedInOptions {
  /** Only this user type may call; anyone else gets 403 with `message`, before the body is looked at. */
  userType?: { only: UserType; message: string }
  /** The body must be a JSON object of at most this many bytes (see jsonObjectBody). */
  jsonBodyBytes?: number
}

/**
 * Protected calls: requireAuth, and every answer (errors included) marked private and uncacheable.
 * One middleware rather than a list, so the handler's context keeps the typed `auth` variable.
 */
export function signedInOnly(tokens: TokenService, options: SignedInOptions = {}) {
  const auth = requireAuth(tokens)
  const body = options.jsonBodyBytes === undefined ? null : jsonObjectBody(options.jsonBodyBytes)
  return createMiddleware<AuthEnv>(async (c, next) => {
    c.header('cache-control', PRIVATE_NO_STORE)
    await auth(c, async () => {
      const { userType } = options
      if (userType && c.get('auth')?.userType !== userType.only) throw new ApiError(403, userType.message)
      await (body ? body(c, next) : next())
    })
  })
}

/**
 * Public calls with a side effect that may know the caller: optionalAuth, never cached; with
 * `jsonBodyBytes`, a JSON object body of at most that size (see jsonObjectBody).
 */
export function signedInOrGuest(tokens: TokenService, options: Pick<SignedInOptions, 'jsonBodyBytes'> = {}) {
  const auth = optionalAuth(tokens)
  const body = options.jsonBodyBytes === undefined ? null : jsonObjectBody(options.jsonBodyBytes)
  return createMiddleware<AuthEnv>(async (c, next) => {
    c.header('cache-control', PRIVATE_NO_STORE)
    await auth(c, async () => {
      await (body ? body(c, next) : next())
    })
  })
}

/** An error response of the OpenAPI document, in the API's one envelope. */
export function errorResponse(description: string) {
  return { description, content: { 'application/json': { schema: ErrorSchema } } }
}

export const unauthorizedResponse = errorResponse('No valid bearer token')

/** A positive 32-bit id (the range of a serial column), from a path or query string. */
export function idSchema() {
  return z
    .string()
    .regex(/^\d{1,10}$/, 'must be a positive whole number')
    .transform(Number)
    .pipe(z.number().int().min(1, 'must be a positive whole number').max(2_147_483_647, 'is too large'))
    .openapi({ type: 'integer', minimum: 1 })
}

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i

/**
 * A JSON object body of at most `maxBytes`, checked before zod sees it, so a wrong content type, broken
 * JSON, an array or an oversized body each get a 400 that says which it was.
 */
export function jsonObjectBody(maxBytes: number) {
  const limit = bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new ApiError(
        400,
        `Invalid input. The request body is too large: at most ${Math.floor(maxBytes / 1024)} KB.`,
      )
    },
  })
  const parse = createMiddleware(async (c, next) => {
    const mediaType = (c.req.header('content-type') ?? '').split(';')[0]?.trim() ?? ''
    if (!JSON_MEDIA_TYPE.test(mediaType)) {
      throw new ApiError(400, 'Invalid input. The request body must be JSON (Content-Type: application/json).')
    }
    let body: unknown
    try {
      body = await c.req.json()
    } catch {
      throw new ApiError(400, 'Invalid input. The request body is not valid JSON.')
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new ApiError(400, 'Invalid input. The request body must be a JSON object.')
    }
    await next()
  })
  return createMiddleware(async (c, next) => {
    await limit(c, async () => {
      await parse(c, next)
    })
  })
}

/**
 * Failures of a call whose answer names an `error` field beside `message` (requirements §7: the filtered
 * talents call answers success, filteredTalents, error, message): the usual envelope plus `error` (the same
 * text) and an empty list, so a client reading either field, or the list, gets something it understands.
 */
export function failuresWithError(listField: string) {
  return createMiddleware(async (c, next) => {
    await next()
    if (c.res.ok || !(c.res.headers.get('content-type') ?? '').includes('application/json')) return
    const body: unknown = await c.res.clone().json()
    if (typeof body !== 'object' || body === null || !('message' in body) || !('success' in body)) return
    if (body.success !== false) return
    const headers = new Headers(c.res.headers)
    headers.delete('content-length')
    const answer = { ...body, [listField]: [], error: body.message }
    c.res = new Response(JSON.stringify(answer), { status: c.res.status, headers })
  })
}

/** The OpenAPI error response of a call answered through failuresWithError. */
export function errorWithFieldResponse(description: string, listField: string) {
  const schema = ErrorSchema.extend({ error: z.string(), [listField]: z.array(z.string()).max(0) })
  return { description, content: { 'application/json': { schema } } }
}
