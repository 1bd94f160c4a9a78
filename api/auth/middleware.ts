import { createMiddleware } from 'hono/factory'
import { ApiError } from '../errors'
import type { AuthUser, TokenService } from './tokens'

export type AuthEnv = { Variables: { auth: AuthUser | null } }

function bearer(header: string | undefined): string | null {
  if (!header) return null
  const match = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(header.trim())
  return match?.[1] ?? null
}

/** Protected calls: no or bad token → 401 with the error envelope. Sets `c.var.auth`. */
export function requireAuth(tokens: TokenService) {
  return createMiddleware<AuthEnv>(async (c, next) => {
    const token = bearer(c.req.header('authorization'))
    if (!token) throw new ApiError(401, 'Authentication required: send a valid bearer token.')
    c.set('auth', await tokens.verifyAccessToken(token))
    await next()
  })
}

/** Public calls that behave better for a signed-in caller: a bad token is refused, no token is a guest. */
export function optionalAuth(tokens: TokenService) {
  return createMiddleware<AuthEnv>(async (c, next) => {
    const token = bearer(c.req.header('authorization'))
    c.set('auth', token ? await tokens.verifyAccessToken(token) : null)
    await next()
  })
}

/** The caller of a route behind requireAuth. */
export function authOf(c: { get(key: 'auth'): AuthUser | null }): AuthUser {
  const auth = c.get('auth')
  if (!auth) throw new ApiError(401, 'Authentication required: send a valid bearer token.')
  return auth
}
