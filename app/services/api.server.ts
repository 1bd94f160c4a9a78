import { redirect, type AppLoadContext } from '@remix-run/node'
import { hc, type InferRequestType, type InferResponseType } from 'hono/client'
import type { SuccessStatusCode } from 'hono/utils/http-status'
import type { ApiRoutes } from '../../api/client'
import { TOKEN_REFRESH_SECONDS } from '../constants'
import { getEnv } from '../../server/env.server'
import { createHttpCache } from './http-cache.server'
import {
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

/** Requirements §8: only these are sent again after a forced refresh; POST and PATCH never are. */
const RETRIED_AFTER_REFRESH = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE'])

/**
 * The marketplace API's client, typed from its own route definitions (api/client.ts, types only): a
 * renamed path, parameter or answer field breaks the app's type check instead of a page.
 */
export type Api = ReturnType<typeof hc<ApiRoutes>>

/** What a call of the typed client resolves to (a Response at run time). */
export interface ApiResponse {
  status: number
  json(): Promise<unknown>
}

/** One upstream call through the typed client, e.g. `(api) => api['get-brand'][':slug'].$get({ param: { slug } })`. */
export type ApiCall<R extends ApiResponse> = (api: Api) => Promise<R>

/** The body of a call's 2xx answers: the success side of its ApiResult. */
export type ApiAnswer<R> = R extends { status: infer Status; json(): Promise<infer Body> }
  ? Status extends SuccessStatusCode
    ? Body
    : never
  : never

interface Answer {
  /** The method the call used: a retry after a refresh depends on it. */
  method: string
  status: number
  body: unknown
  /** A fresh answer from the shared cache: the body is shared by every request that reads it. */
  shared?: boolean
}

/** Stand-ins for fresh cached answers, with the cache's parsed body: nothing is parsed again. */
const sharedBodies = new WeakMap<object, unknown>()

/**
 * One upstream call: in-process by default, over HTTP with API_URL, through the shared HTTP cache, with
 * the request id and the bearer token. Never throws: status 0 when no answer came or it was not JSON.
 */
async function send(context: AppLoadContext, call: ApiCall<ApiResponse>, token?: string): Promise<Answer> {
  const { API_URL } = getEnv()
  const base = API_URL ? API_URL.replace(/\/+$/, '') : 'http://castline.internal/api/v1'
  const plain: Record<string, string> = { accept: 'application/json' }
  if (context.requestId) plain['x-request-id'] = context.requestId
  const upstream = (request: Request) => (API_URL ? fetch(request) : context.apiFetch(request))
  let method = 'GET'
  const api = hc<ApiRoutes>(base, {
    fetch: async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input)
      method = init.method ?? 'GET'
      if (method === 'GET' && !token) {
        const hit = httpCache.fresh(url, plain, upstream)
        if (hit) {
          const stand = new Response(null, { status: hit.status })
          sharedBodies.set(stand, hit.json)
          return stand
        }
      }
      const headers = new Headers(init.headers)
      for (const [name, value] of Object.entries(plain)) headers.set(name, value)
      if (token) headers.set('authorization', `Bearer ${token}`)
      return httpCache(new Request(url, { ...init, headers }), upstream)
    },
  })
  try {
    const response = await call(api)
    if (sharedBodies.has(response)) {
      return { method, status: response.status, body: sharedBodies.get(response), shared: true }
    }
    return { method, status: response.status, body: await response.json() }
  } catch {
    return { method, status: 0, body: undefined }
  }
}

/** Results read from shared cached bodies, by body: each is made once, then shared. */
const sharedResults = new WeakMap<object, ApiResult<unknown>>()

/** Freezes a shared result, so code that changed it would fail loudly instead of changing other pages. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const inner of Object.values(value)) deepFreeze(inner)
  }
  return value
}

/** toResult, once per shared cached body. */
function resultOf<T>(answer: Answer): ApiResult<T> {
  const { body } = answer
  if (!answer.shared || !isRecord(body)) return toResult(answer)
  let result = sharedResults.get(body)
  if (!result) sharedResults.set(body, (result = deepFreeze(toResult(answer))))
  return result as ApiResult<T>
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Requirements §8: the server's own failure body when it sent one, otherwise the generic message. A 2xx
 * JSON object is taken as the route's answer without checking it again: the API and this client share its type.
 */
function toResult<T>({ status, body }: Answer): ApiResult<T> {
  if (isRecord(body) && body.success === false && typeof body.message === 'string') {
    return { success: false, message: body.message, status }
  }
  if (status < 200 || status >= 300 || !isRecord(body)) {
    return { success: false, message: UNEXPECTED_ERROR_MESSAGE, status }
  }
  return { ...(body as T), success: true }
}

type SignedIn = InferResponseType<Api['app-user-authentication']['login']['$post'], 200>

type SignupInput = InferRequestType<Api['app-user-authentication']['signup']['$post']>['json']
/** The API's sign-up body of each kind of account. */
export type TalentSignupInput = Extract<SignupInput, { userType: 'talent' }>
export type RecruiterSignupInput = Extract<SignupInput, { userType: 'recruiter' }>

/**
 * The upstream client: every page reads the marketplace API the way an outside
 * client would. In-process by default (no network hop), over HTTP with API_URL.
 */
export function createApiClient(context: AppLoadContext, { token }: { token?: string } = {}) {
  const request = async <R extends ApiResponse>(call: ApiCall<R>) =>
    resultOf<ApiAnswer<R>>(await send(context, call, token))

  return {
    /** Any call of the typed client, answered as an ApiResult: route modules make the calls they need. */
    request,
    login(email: string, password: string) {
      return request((api) => api['app-user-authentication'].login.$post({ json: { email, password } }))
    },
    signup(input: TalentSignupInput | RecruiterSignupInput) {
      return request((api) => api['app-user-authentication'].signup.$post({ json: input }))
    },
  }
}

/** The session's user after a successful login or signup; the token was issued just now. */
export function sessionUserFrom(signedIn: SignedIn): SessionUser {
  const { USERID, email, name, userType } = signedIn.user
  return {
    accessToken: signedIn.accessToken,
    refreshToken: signedIn.refreshToken,
    tokenIssuedAt: Date.now(),
    USERID,
    user: { USERID, email, name, userType },
    userType,
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
    const { refreshToken } = stored
    const call = (api: Api) => api['app-user-authentication']['refresh-token'].$post({ json: { refreshToken } })
    const result = toResult<InferResponseType<typeof call, 200>>(await send(context, call))
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
export async function sessionExpiredRedirect(
  request: Request,
  context: AppLoadContext,
  sessionId: string,
  redirectTo?: string,
) {
  const headers = await createToastHeaders({ type: 'error', message: SESSION_EXPIRED_MESSAGE })
  headers.append('set-cookie', await destroySessionById(context, sessionId))
  const url = new URL(request.url)
  const back = redirectTo ?? (request.method === 'GET' ? url.pathname + url.search : null)
  return redirect(`/login${back === null ? '' : `?${new URLSearchParams({ redirectTo: back })}`}`, { headers })
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

  async function authorized<R extends ApiResponse>(call: ApiCall<R>): Promise<ApiResult<ApiAnswer<R>>> {
    const active = isTokenDue(current) ? await refreshed(current.accessToken) : current
    let answer = await send(context, call, active.accessToken)
    if (answer.status === 401 && RETRIED_AFTER_REFRESH.has(answer.method)) {
      const renewed = await refreshed(active.accessToken)
      answer = await send(context, call, renewed.accessToken)
    }
    return toResult(answer)
  }

  return {
    /** The signed-in user as this client last knew it (tokens included: server only). */
    get user(): SessionUser {
      return current
    },
    request: authorized,
    getMyTalentProfile() {
      return authorized((api) => api['get-my-talent-profile'].$get())
    },
    getMyRecruiterProfile() {
      return authorized((api) => api['get-my-recruiter-profile'].$get())
    },
    logout() {
      const userId = current.USERID
      return authorized((api) => api['app-user-authentication'].logout.$post({ json: { userId } }))
    },
  }
}

/** A talent as every list of the API shows one. */
export type TalentCard = InferResponseType<Api['get-app-dashbord-talents-public']['$get'], 200>['talents'][number]

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

/**
 * A raw call of /api/v1 (`path` such as "/my-media") on behalf of the signed-in user, for what the JSON
 * client cannot send: an upload's body passed on as a stream, unread, and the media routes that
 * api/client.ts leaves out of the typed client. The token is refreshed when due, as createUserApiClient
 * does, and once on a 401 for a method that may be sent again with a body that can be (never a stream).
 * A refresh that fails ends the session: the call throws the redirect to /login. Network failures reject.
 */
export async function fetchApiAsUser(
  request: Request,
  context: AppLoadContext,
  path: string,
  init: RequestInit & { duplex?: 'half' } = {},
): Promise<Response> {
  const { session, user } = await loadSession(request, context)
  if (!user || !session.id) throw redirect('/login')
  const sessionId = session.id
  async function renew(stale: string): Promise<SessionUser> {
    const next = await refreshSessionTokens(context, sessionId, stale)
    if (!next) throw await sessionExpiredRedirect(request, context, sessionId)
    return next
  }
  const { API_URL } = getEnv()
  const base = API_URL ? API_URL.replace(/\/+$/, '') : 'http://castline.internal/api/v1'
  const call = (token: string) => {
    const headers = new Headers(init.headers)
    headers.set('authorization', `Bearer ${token}`)
    if (context.requestId) headers.set('x-request-id', context.requestId)
    const upstream = new Request(`${base}${path}`, { ...init, headers })
    return API_URL ? fetch(upstream) : context.apiFetch(upstream)
  }
  const active = isTokenDue(user) ? await renew(user.accessToken) : user
  const response = await call(active.accessToken)
  const replayable = !(init.body instanceof ReadableStream) && RETRIED_AFTER_REFRESH.has(init.method ?? 'GET')
  if (response.status !== 401 || !replayable) return response
  return call((await renew(active.accessToken)).accessToken)
}
