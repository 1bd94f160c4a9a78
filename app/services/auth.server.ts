import { parseWithZod } from '@conform-to/zod'
import { redirect, type AppLoadContext } from '@remix-run/node'
import { Authenticator, AuthorizationError } from 'remix-auth'
import { FormStrategy, type FormStrategyVerifyParams } from 'remix-auth-form'
import { safeRedirect as remixSafeRedirect } from 'remix-utils/safe-redirect'
import { LoginFormSchema } from './account-forms'
import {
  createApiClient,
  createUserApiClient,
  sessionExpiredRedirect,
  sessionUserFrom,
  UNEXPECTED_ERROR_MESSAGE,
} from './api.server'
import {
  clearLegacySessionCookie,
  destroySessionById,
  getSessionStorage,
  loadSession,
  SESSION_USER_KEY,
  startUserSession,
  type SessionUser,
} from './session.server'
import { createToastHeaders, type ToastInput } from './toast.server'

export const LOGOUT_MESSAGE = 'Logout successful! See you again soon 😊'
/** Where logout lands; the marker tells the page to clear the browser's local storage (requirements §4). */
export const LOGGED_OUT_URL = '/welcome?loggedOut=1'

/**
 * A local path to go to, or the fallback: remix-utils' check (no scheme, no `//`, no `/\`, no `..`)
 * plus one for characters browsers drop or rewrite (tabs, newlines, backslashes), which could turn
 * a local-looking path into another host. Non-ASCII is percent-encoded as UTF-8 (a Location header
 * is bytes: `/talent/✓` would be a 500); text that cannot be encoded (a lone surrogate) falls back.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = '/'): string {
  const target = remixSafeRedirect(typeof to === 'string' ? to : null, fallback)
  if (/[\s\p{Cc}\\]/u.test(target)) return fallback
  try {
    return target.replace(/[^\x21-\x7e]+/gu, encodeURIComponent)
  } catch {
    return fallback
  }
}

/** The signed-in user of this request, or null for a guest. */
export async function getOptionalUser(request: Request, context: AppLoadContext): Promise<SessionUser | null> {
  return (await loadSession(request, context)).user
}

/** Guard for pages that need an account: a guest is sent to sign in and brought back afterwards. */
export async function requireUser(
  request: Request,
  context: AppLoadContext,
  { redirectTo }: { redirectTo?: string } = {},
): Promise<SessionUser> {
  const { session, user } = await loadSession(request, context)
  if (user) return user
  const url = new URL(request.url)
  const back = redirectTo ?? (request.method === 'GET' ? url.pathname + url.search : '/')
  // Only a sign-in stores a session, so a cookie naming one that holds no user is a session that ended
  // (expired, signed out elsewhere, or ended by a failed refresh while this request was on its way):
  // say so and clear the cookie, as the refresh that ended it does.
  if (session.id) throw await sessionExpiredRedirect(request, context, session.id, back)
  throw redirect(`/login?${new URLSearchParams({ redirectTo: back })}`)
}

/** Guard for signed-out-only pages (requirements §2): a signed-in user goes to the home page. */
export async function requireAnonymous(request: Request, context: AppLoadContext): Promise<void> {
  if (await getOptionalUser(request, context)) throw redirect('/')
}

/** A sign-in that did not work, with the HTTP status the page answers with. */
export class SignInError extends Error {
  override name = 'SignInError'
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/** remix-auth's form strategy: the form is checked with the page's zod schema, then the API decides. */
async function verifyLogin({ form, context }: FormStrategyVerifyParams): Promise<SessionUser> {
  if (!context) throw new Error('verifyLogin needs the load context')
  const submission = parseWithZod(form, { schema: LoginFormSchema })
  if (submission.status !== 'success') throw new SignInError(400, 'Check the highlighted fields.')
  const { email, password } = submission.value
  const result = await createApiClient(context).login(email, password)
  if (result.success) return sessionUserFrom(result)
  // 401 is the API's one answer for an unknown email and a wrong password alike.
  const status = result.status === 401 || result.status === 400 || result.status === 429 ? result.status : 503
  throw new SignInError(status, status === 503 ? UNEXPECTED_ERROR_MESSAGE : result.message)
}

function createAuthenticator(context: AppLoadContext) {
  return new Authenticator<SessionUser>(getSessionStorage(context), {
    sessionKey: SESSION_USER_KEY,
    throwOnError: true,
  }).use(new FormStrategy(verifyLogin), 'form')
}

/**
 * Signs in with the email and password of an already-read form. Returns the user, or throws a
 * SignInError saying why not (never a 500 for a wrong password or an unreachable API).
 */
export async function authenticateWithForm(
  request: Request,
  context: AppLoadContext,
  formData: FormData,
): Promise<SessionUser> {
  // The strategy reads the form from the context (its body was read already) and clones the request.
  const authContext = { ...context, formData }
  try {
    return await createAuthenticator(context).authenticate('form', request, {
      context: authContext,
      throwOnError: true,
    })
  } catch (error) {
    if (error instanceof AuthorizationError) {
      if (error.cause instanceof SignInError) throw error.cause
      throw new SignInError(503, UNEXPECTED_ERROR_MESSAGE)
    }
    throw error
  }
}

/**
 * Starts the user's session (a new id: the one from before sign-in is destroyed) and redirects,
 * with an optional toast for the next page.
 */
export async function signIn(
  request: Request,
  context: AppLoadContext,
  user: SessionUser,
  { redirectTo, toast }: { redirectTo: string; toast?: ToastInput },
) {
  const headers = toast ? await createToastHeaders(toast) : new Headers()
  headers.append('set-cookie', await startUserSession(request, context, user))
  const legacy = await clearLegacySessionCookie()
  if (legacy) headers.append('set-cookie', legacy)
  return redirect(redirectTo, { headers })
}

/**
 * Logout (requirements §4, §8): tells the API (userId) so the tokens stop working, ends the session and goes
 * to /welcome with the toast of requirements §8. The API call is best effort: the session ends regardless.
 */
export async function logout(request: Request, context: AppLoadContext) {
  const { session, user } = await loadSession(request, context)
  if (user) {
    try {
      await (await createUserApiClient(request, context)).logout()
    } catch (error) {
      // A refresh that failed on the way already ended the session; logging out continues.
      if (!(error instanceof Response)) throw error
    }
  }
  const headers = await createToastHeaders({ type: 'success', message: LOGOUT_MESSAGE })
  if (session.id) {
    headers.append('set-cookie', await destroySessionById(context, session.id))
    context.onWebSessionEnded?.(session.id)
  }
  const legacy = await clearLegacySessionCookie()
  if (legacy) headers.append('set-cookie', legacy)
  return redirect(LOGGED_OUT_URL, { headers })
}
