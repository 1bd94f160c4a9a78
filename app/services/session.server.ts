import {
  createCookie,
  createSessionStorage,
  type AppLoadContext,
  type Cookie,
  type Session,
  type SessionStorage,
} from '@remix-run/node'
import { z } from 'zod'
import { getEnv, servedOverHttps } from '../../server/env.server'
import type { SessionStore } from '../load-context'
import '../load-context'

export const SESSION_COOKIE_NAME = 'castline_session'
/**
 * The name over HTTPS: a browser keeps a `__Host-` cookie only when it is Secure, has Path=/ and no
 * Domain, so no other host (a sibling subdomain, a plain-HTTP response) can set or shadow it.
 * https://developer.mozilla.org/en-US/docs/Web/HTTP/Headers/Set-Cookie#cookie_prefixes
 */
export const HOST_SESSION_COOKIE_NAME = `__Host-${SESSION_COOKIE_NAME}`
/** A session nobody used for this long ends (each use moves the deadline, within the absolute limit). */
export const SESSION_IDLE_TIMEOUT_SECONDS = 7 * 24 * 60 * 60
/** A session ends this long after sign-in, however active: then the user signs in again. */
export const SESSION_ABSOLUTE_TIMEOUT_SECONDS = 30 * 24 * 60 * 60
/** Activity moves the idle deadline at most this often, sparing a database write per page view. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 60 * 1000
/** The key remix-auth keeps the signed-in user under. */
export const SESSION_USER_KEY = 'user'

export const userTypeSchema = z.enum(['talent', 'recruiter'])
export type UserType = z.infer<typeof userTypeSchema>

/** The account as the API describes it on sign-in (requirements §3: userData with USERID). */
export const accountSchema = z.object({
  USERID: z.string().min(1),
  email: z.string(),
  name: z.string(),
  userType: userTypeSchema,
})
export type Account = z.infer<typeof accountSchema>

/**
 * What the server keeps for a signed-in user: requirements §3's local-storage keys token, userId, userData and
 * userType, plus the refresh token and when the access token was issued (it is refreshed at 55 minutes).
 */
export const sessionUserSchema = z.object({
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1),
  /** Milliseconds since the epoch. */
  tokenIssuedAt: z.number(),
  USERID: z.string().min(1),
  user: accountSchema,
  userType: userTypeSchema.default('talent'),
})
export type SessionUser = z.infer<typeof sessionUserSchema>

/** When the session began and was last used (ms): together they give its expiry. */
const sessionTimesSchema = z.object({ signedInAt: z.number(), touchedAt: z.number() })

export function sessionExpiry(times: { signedInAt: number; touchedAt: number }): Date {
  return new Date(
    Math.min(
      times.touchedAt + SESSION_IDLE_TIMEOUT_SECONDS * 1000,
      times.signedInAt + SESSION_ABSOLUTE_TIMEOUT_SECONDS * 1000,
    ),
  )
}

function expiryOf(data: Record<string, unknown>): Date | null {
  const times = sessionTimesSchema.safeParse(data)
  return times.success ? sessionExpiry(times.data) : null
}

function ownerOf(data: Record<string, unknown>): string | null {
  const user = sessionUserSchema.safeParse(data[SESSION_USER_KEY])
  return user.success ? user.data.USERID : null
}

let cookie: Cookie | undefined
/**
 * HttpOnly, SameSite=Lax, signed with SESSION_SECRET (the first signs, every one verifies); Secure and
 * named `__Host-castline_session` when the site is served over HTTPS (PUBLIC_URL, or a production
 * build without it) and COOKIE_SECURE is not false, else `castline_session`.
 */
function sessionCookie(): Cookie {
  if (cookie) return cookie
  const env = getEnv()
  const secure = env.COOKIE_SECURE && servedOverHttps(env)
  cookie = createCookie(secure ? HOST_SESSION_COOKIE_NAME : SESSION_COOKIE_NAME, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    secrets: env.SESSION_SECRETS,
    maxAge: SESSION_ABSOLUTE_TIMEOUT_SECONDS,
  })
  return cookie
}

/**
 * The Cookie header with a session under the name used before `__Host-` (castline_session, Secure in
 * production) read as the current one: signed-in users were not all logged out by the rename. The
 * signature covers the value only, so the same secrets verify it. Remove after one release (issue 17).
 */
function withLegacySession(header: string): string {
  const name = sessionCookie().name
  if (name === SESSION_COOKIE_NAME) return header
  const pairs = header.split(/;\s*/)
  if (pairs.some((pair) => pair.startsWith(`${name}=`))) return header
  const legacy = pairs.find((pair) => pair.startsWith(`${SESSION_COOKIE_NAME}=`))
  return legacy ? `${name}=${legacy.slice(SESSION_COOKIE_NAME.length + 1)}` : header
}

/** Whether a Cookie header carries a session cookie (the current name or, for one release, the old one). */
function hasSessionCookie(header: string | null | undefined): header is string {
  return Boolean(header && (header.includes(`${sessionCookie().name}=`) || header.includes(`${SESSION_COOKIE_NAME}=`)))
}

/** The Set-Cookie that clears the pre-`__Host-` cookie (sign-in and logout send it), or null when unused. */
export async function clearLegacySessionCookie(): Promise<string | null> {
  const current = sessionCookie()
  if (current.name === SESSION_COOKIE_NAME) return null
  return createCookie(SESSION_COOKIE_NAME, { path: '/', httpOnly: true, sameSite: 'lax', secure: true }).serialize('', {
    expires: new Date(0),
  })
}

const storages = new WeakMap<AppLoadContext, SessionStorage>()

/** Remix session storage over the store server.ts put in the load context (a row per session). */
export function getSessionStorage(context: AppLoadContext): SessionStorage {
  const existing = storages.get(context)
  if (existing) return existing
  const store = context.sessionStore
  const fallbackExpiry = (expires?: Date) => expires ?? new Date(Date.now() + SESSION_IDLE_TIMEOUT_SECONDS * 1000)
  const storage = createSessionStorage({
    cookie: sessionCookie(),
    createData: (data, expires) => store.create(data, expiryOf(data) ?? fallbackExpiry(expires), ownerOf(data)),
    readData: (id) => store.read(id),
    updateData: (id, data, expires) => store.update(id, data, expiryOf(data) ?? fallbackExpiry(expires), ownerOf(data)),
    deleteData: (id) => store.remove(id),
  })
  storages.set(context, storage)
  return storage
}

export interface LoadedSession {
  session: Session
  user: SessionUser | null
}

const loaded = new WeakMap<Request, Promise<LoadedSession>>()

/**
 * The request's session and signed-in user, read once per request however many loaders ask. A guest
 * without the cookie costs no database read. Use moves the idle deadline (at most once an hour).
 */
export function loadSession(request: Request, context: AppLoadContext): Promise<LoadedSession> {
  let pending = loaded.get(request)
  if (!pending) {
    pending = readAndTouch(request, context)
    loaded.set(request, pending)
  }
  return pending
}

async function readAndTouch(request: Request, context: AppLoadContext): Promise<LoadedSession> {
  const storage = getSessionStorage(context)
  const header = request.headers.get('cookie')
  if (!hasSessionCookie(header)) return { session: await storage.getSession(), user: null }
  const session = await storage.getSession(withLegacySession(header))
  const user = sessionUserSchema.safeParse(session.get(SESSION_USER_KEY))
  if (!user.success) return { session, user: null }
  const times = sessionTimesSchema.safeParse(session.data)
  const now = Date.now()
  if (times.success && now - times.data.touchedAt >= SESSION_TOUCH_INTERVAL_MS) {
    await context.sessionStore.patch(session.id, { touchedAt: now }, sessionExpiry({ ...times.data, touchedAt: now }))
  }
  return { session, user: user.data }
}

/**
 * Starts a fresh session for a user who just signed in and ends the one the request came with, so an
 * id planted before sign-in is worthless after it (session fixation). Returns the Set-Cookie header.
 */
export async function startUserSession(request: Request, context: AppLoadContext, user: SessionUser): Promise<string> {
  const storage = getSessionStorage(context)
  const { session: previous } = await loadSession(request, context)
  if (previous.id) await storage.destroySession(previous)
  const session = await storage.getSession()
  const now = Date.now()
  session.set(SESSION_USER_KEY, user)
  session.set('strategy', 'form')
  session.set('signedInAt', now)
  session.set('touchedAt', now)
  return storage.commitSession(session)
}

/** Deletes the session row and returns the Set-Cookie header that clears the cookie. */
export async function destroySessionById(context: AppLoadContext, sessionId: string): Promise<string> {
  await context.sessionStore.remove(sessionId)
  return sessionCookie().serialize('', { maxAge: undefined, expires: new Date(0) })
}

/** The signed-in user as stored now (not as this request first read it), or null when the session ended. */
export async function readStoredUser(context: AppLoadContext, sessionId: string): Promise<SessionUser | null> {
  const data = await context.sessionStore.read(sessionId)
  const user = sessionUserSchema.safeParse(data?.[SESSION_USER_KEY])
  return user.success ? user.data : null
}

/** Writes refreshed tokens into the session (one atomic merge) and counts the refresh as activity. */
export async function storeRefreshedTokens(
  context: AppLoadContext,
  sessionId: string,
  user: SessionUser,
): Promise<boolean> {
  const data = await context.sessionStore.read(sessionId)
  const times = sessionTimesSchema.safeParse(data)
  if (!times.success) return false
  const now = Date.now()
  return context.sessionStore.patch(
    sessionId,
    { [SESSION_USER_KEY]: user, touchedAt: now },
    sessionExpiry({ ...times.data, touchedAt: now }),
  )
}

/**
 * The web session behind a raw Cookie header, for the chat socket's handshake (no Remix request there):
 * the signed session id, then the stored session. Null for a guest, a bad signature or an ended session.
 */
export async function webSessionFromCookie(
  cookieHeader: string | undefined,
  store: Pick<SessionStore, 'read'>,
): Promise<{ sessionId: string; user: SessionUser } | null> {
  if (!hasSessionCookie(cookieHeader)) return null
  const id: unknown = await sessionCookie().parse(withLegacySession(cookieHeader))
  if (typeof id !== 'string' || !id) return null
  const user = await sessionUserById(id, store)
  return user ? { sessionId: id, user } : null
}

/** The signed-in user a web session holds now (the chat socket re-reads it when its token expires). */
export async function sessionUserById(
  sessionId: string,
  store: Pick<SessionStore, 'read'>,
): Promise<SessionUser | null> {
  const data = await store.read(sessionId)
  const user = sessionUserSchema.safeParse(data?.[SESSION_USER_KEY])
  return user.success ? user.data : null
}
