import { redirect, type AppLoadContext } from '@remix-run/node'
import { z } from 'zod'
import { OwnRecruiterProfileSchema, OwnTalentProfileSchema, type TalentCardSchema } from '../../api/schemas'
import { TOKEN_REFRESH_SECONDS } from '../constants'
import { getEnv } from '../../server/env.server'
import { createHttpCache } from './http-cache.server'
import {
  accountSchema,
  destroySessionById,
  loadSession,
  readStoredUser,
  storeRefreshedTokens,
  type SessionUser,
} from './session.server'
import { createToastHeaders } from './toast.server'
import '../load-context'

export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred.'
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.'

/** `status` is the upstream HTTP status, 0 when no answer arrived. */
export type ApiFailure = { success: false; message: string; status?: number }
export type ApiResult<T> = ({ success: true } & T) | ApiFailure

const httpCache = createHttpCache()

const failureSchema = z.object({ success: z.literal(false), message: z.string() })

/** Requirements §8: only these are sent again after a forced refresh; POST and PATCH never are. */
const RETRIED_AFTER_REFRESH = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE'])

interface Call {
  method?: string
  body?: unknown
  token?: string
}

interface Answer {
  status: number
  body: unknown
  /** A fresh answer from the shared cache: the body is shared by every request that reads it. */
  shared?: boolean
}

/** One upstream call: in-process by default, over HTTP with API_URL; no throw, status 0 when it failed. */
async function send(context: AppLoadContext, path: string, { method = 'GET', body, token }: Call): Promise<Answer> {
  const { API_URL } = getEnv()
  const base = API_URL ? API_URL.replace(/\/+$/, '') : 'http://castline.internal/api/v1'
  const url = `${base}/${path.replace(/^\/+/, '')}`
  const plain: Record<string, string> = { accept: 'application/json' }
  if (context.requestId) plain['x-request-id'] = context.requestId
  const upstream = (request: Request) => (API_URL ? fetch(request) : context.apiFetch(request))
  if (method === 'GET' && !token) {
    const hit = httpCache.fresh(url, plain, upstream)
    if (hit) return { status: hit.status, body: hit.json, shared: true }
  }
  const headers = new Headers(plain)
  if (token) headers.set('authorization', `Bearer ${token}`)
  if (body !== undefined) headers.set('content-type', 'application/json')
  const request = new Request(url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  try {
    const response = await httpCache(request, upstream)
    return { status: response.status, body: await response.json() }
  } catch {
    return { status: 0, body: undefined }
  }
}

/** Results read from shared cached bodies, by body and schema: each is validated once, then shared. */
const sharedResults = new WeakMap<object, Map<z.ZodTypeAny, ApiResult<unknown>>>()

/** Freezes a shared result, so code that changed it would fail loudly instead of changing other pages. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const inner of Object.values(value)) deepFreeze(inner)
  }
  return value
}

/** toResult, once per shared cached body and schema. */
function resultOf<S extends z.ZodTypeAny>(answer: Answer, schema: S): ApiResult<z.infer<S>> {
  const { body } = answer
  if (!answer.shared || !body || typeof body !== 'object') return toResult(answer, schema)
  let bySchema = sharedResults.get(body)
  if (!bySchema) sharedResults.set(body, (bySchema = new Map()))
  let result = bySchema.get(schema)
  if (!result) bySchema.set(schema, (result = deepFreeze(toResult(answer, schema))))
  return result as ApiResult<z.infer<S>>
}

/** Requirements §8: the server's own failure body when it sent one, otherwise the generic message. */
function toResult<S extends z.ZodTypeAny>({ status, body }: Answer, schema: S): ApiResult<z.infer<S>> {
  const failure = failureSchema.safeParse(body)
  if (failure.success) return { ...failure.data, status }
  if (status < 200 || status >= 300) return { success: false, message: UNEXPECTED_ERROR_MESSAGE, status }
  const parsed = schema.safeParse(body)
  return parsed.success
    ? { success: true, ...parsed.data }
    : { success: false, message: UNEXPECTED_ERROR_MESSAGE, status }
}

const tokensSchema = z.object({ accessToken: z.string().min(1), refreshToken: z.string().min(1) })
const signedInSchema = tokensSchema.extend({ message: z.string().optional(), user: accountSchema })

export type OwnTalentProfile = z.infer<typeof OwnTalentProfileSchema>
export type OwnRecruiterProfile = z.infer<typeof OwnRecruiterProfileSchema>

export interface TalentSignupInput {
  userType: 'talent'
  name: string
  email: string
  password: string
  talentType: string
  gender: string
  birthDate: string
  city: string
}
export interface RecruiterSignupInput {
  userType: 'recruiter'
  name: string
  email: string
  password: string
  company?: string
}

/**
 * The upstream client: every page reads the marketplace API the way an outside
 * client would. In-process by default (no network hop), over HTTP with API_URL.
 */
export function createApiClient(context: AppLoadContext, { token }: { token?: string } = {}) {
  const request = <S extends z.ZodTypeAny>(path: string, schema: S, call: Call = {}) =>
    send(context, path, { token, ...call }).then((answer) => resultOf(answer, schema))

  return {
    /** Any call, typed by its response schema: route modules wrap the calls they need. */
    request,
    login(email: string, password: string) {
      return request('app-user-authentication/login', signedInSchema, { method: 'POST', body: { email, password } })
    },
    signup(input: TalentSignupInput | RecruiterSignupInput) {
      return request('app-user-authentication/signup', signedInSchema, { method: 'POST', body: input })
    },
  }
}

/** The session's user after a successful login or signup; the token was issued just now. */
export function sessionUserFrom(signedIn: z.infer<typeof signedInSchema>): SessionUser {
  return {
    accessToken: signedIn.accessToken,
    refreshToken: signedIn.refreshToken,
    tokenIssuedAt: Date.now(),
    USERID: signedIn.user.USERID,
    user: signedIn.user,
    userType: signedIn.user.userType,
  }
}

export function isTokenDue(user: SessionUser, now = Date.now()): boolean {
  return now - user.tokenIssuedAt >= TOKEN_REFRESH_SECONDS * 1000
}

/** In-flight refreshes by session id: concurrent requests of one session wait behind a single refresh. */
const refreshes = new Map<string, Promise<SessionUser | null>>()

/**
 * New tokens for the session, or null when they cannot be had (the refresh token was refused, or the
 * session ended). Joins a refresh already under way; re-reads the session first, so a request that
 * read it before another one refreshed uses the new tokens instead of spending the old refresh
 * token a second time (the API treats that as theft and ends the sign-in).
 */
export function refreshSessionTokens(
  context: AppLoadContext,
  sessionId: string,
  staleAccessToken: string,
): Promise<SessionUser | null> {
  const pending = refreshes.get(sessionId)
  if (pending) return pending
  const refresh = (async () => {
    const stored = await readStoredUser(context, sessionId)
    if (!stored) return null
    if (stored.accessToken !== staleAccessToken && !isTokenDue(stored)) return stored
    const answer = await send(context, 'app-user-authentication/refresh-token', {
      method: 'POST',
      body: { refreshToken: stored.refreshToken },
    })
    const result = toResult(answer, tokensSchema)
    if (!result.success) {
      // Ended before anyone waiting is told, so a request arriving later finds no session rather than
      // trying the refused refresh token once more.
      await context.sessionStore.remove(sessionId)
      return null
    }
    const refreshed: SessionUser = {
      ...stored,
      accessToken: result.accessToken,
      refreshToken: result.refreshToken,
      tokenIssuedAt: Date.now(),
    }
    return (await storeRefreshedTokens(context, sessionId, refreshed)) ? refreshed : null
  })().finally(() => {
    if (refreshes.get(sessionId) === refresh) refreshes.delete(sessionId)
  })
  refreshes.set(sessionId, refresh)
  return refresh
}

/**
 * Ends a session whose tokens cannot be refreshed and answers with a redirect to the sign-in page
 * (back to this page afterwards, for a page view) carrying a toast that says why.
 */
async function sessionExpiredRedirect(request: Request, context: AppLoadContext, sessionId: string) {
  const headers = await createToastHeaders({ type: 'error', message: SESSION_EXPIRED_MESSAGE })
  headers.append('set-cookie', await destroySessionById(context, sessionId))
  const url = new URL(request.url)
  const back = request.method === 'GET' ? `?${new URLSearchParams({ redirectTo: url.pathname + url.search })}` : ''
  return redirect(`/login${back}`, { headers })
}

/**
 * The upstream client on behalf of the signed-in user of this request. It adds the bearer token,
 * refreshes it once it is TOKEN_REFRESH_SECONDS old and once on a 401 (then retries GET, HEAD,
 * OPTIONS, PUT and DELETE, never POST or PATCH). When a refresh fails the session ends: the call
 * throws a redirect to /login with a toast. Call it after requireUser.
 */
export async function createUserApiClient(request: Request, context: AppLoadContext) {
  const { session, user } = await loadSession(request, context)
  if (!user || !session.id) throw redirect('/login')
  const sessionId = session.id
  let current = user

  async function refreshed(stale: string): Promise<SessionUser> {
    const next = await refreshSessionTokens(context, sessionId, stale)
    if (!next) throw await sessionExpiredRedirect(request, context, sessionId)
    current = next
    return next
  }

  async function authorized<S extends z.ZodTypeAny>(path: string, schema: S, call: Call = {}) {
    const method = (call.method ?? 'GET').toUpperCase()
    const active = isTokenDue(current) ? await refreshed(current.accessToken) : current
    let answer = await send(context, path, { ...call, method, token: active.accessToken })
    if (answer.status === 401 && RETRIED_AFTER_REFRESH.has(method)) {
      const renewed = await refreshed(active.accessToken)
      answer = await send(context, path, { ...call, method, token: renewed.accessToken })
    }
    return toResult(answer, schema)
  }

  return {
    /** The signed-in user as this client last knew it (tokens included: server only). */
    get user(): SessionUser {
      return current
    },
    request: authorized,
    getMyTalentProfile() {
      return authorized('get-my-talent-profile', z.object({ profile: OwnTalentProfileSchema }))
    },
    getMyRecruiterProfile() {
      return authorized('get-my-recruiter-profile', z.object({ profile: OwnRecruiterProfileSchema }))
    },
    logout() {
      return authorized('app-user-authentication/logout', z.object({ message: z.string() }), {
        method: 'POST',
        body: { userId: current.USERID },
      })
    },
  }
}

export type TalentCard = z.infer<typeof TalentCardSchema>

/**
 * The client for whoever sent this request: the signed-in user's (bearer token, refresh) or a guest's.
 * `user` says which, so a page can pick the authenticated or the public call.
 */
export async function getApiClient(request: Request, context: AppLoadContext) {
  const { user } = await loadSession(request, context)
  if (user) {
    const client = await createUserApiClient(request, context)
    return { user: client.user, request: client.request }
  }
  return { user: null, request: createApiClient(context).request }
}
export type ApiCaller = Awaited<ReturnType<typeof getApiClient>>
