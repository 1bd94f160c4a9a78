import type { AppLoadContext } from '@remix-run/node'
import { createWebSessionStore } from '../../api/db/web-session-store'
import { DEMO_PASSWORD } from '../../api/db/seed'
import { action as loginAction } from '../../app/routes/login'
import { getSessionStorage, SESSION_USER_KEY, sessionUserSchema } from '../../app/services/session.server'
import type { ApiOptions } from '../../api/app'
import { createTestApi } from './api'

export const BASE_URL = 'http://castline.test'

export type TestWeb = Awaited<ReturnType<typeof createTestWeb>>

/**
 * The web app's side of an integration test: the real API in-process on a fresh seeded database, the
 * real session store on the same database, and a load context whose apiFetch records every upstream
 * call (method and path) so a test can count refreshes and retries. Nothing of our own is mocked.
 */
export async function createTestWeb({
  talents = 10,
  onSignInsEnded,
  onWebSessionEnded,
  accountThrottle,
}: { talents?: number } & Pick<ApiOptions, 'onSignInsEnded' | 'accountThrottle'> &
  Pick<AppLoadContext, 'onWebSessionEnded'> = {}) {
  const api = await createTestApi({ talents, onSignInsEnded, accountThrottle })
  const sessionStore = createWebSessionStore(api.db)
  const upstream: { method: string; path: string }[] = []

  function context(extra: Partial<AppLoadContext> = {}): AppLoadContext {
    return {
      apiFetch: async (request: Request) => {
        upstream.push({ method: request.method, path: new URL(request.url).pathname.replace(/^\/api\/v1/, '') })
        return api.app.fetch(request)
      },
      sessionStore,
      cspNonce: 'test-nonce',
      onWebSessionEnded,
      ...extra,
    }
  }

  /** How many upstream calls were made to a path (and method), since the last reset. */
  function count(path: string, method?: string): number {
    return upstream.filter((call) => call.path.endsWith(path) && (!method || call.method === method)).length
  }

  function post(path: string, fields: Record<string, string>, cookie?: string): Request {
    const headers = new Headers({ 'content-type': 'application/x-www-form-urlencoded' })
    if (cookie) headers.set('cookie', cookie)
    return new Request(`${BASE_URL}${path}`, { method: 'POST', headers, body: new URLSearchParams(fields) })
  }

  function get(path: string, cookie?: string): Request {
    return new Request(`${BASE_URL}${path}`, { headers: cookie ? { cookie } : {} })
  }

  /** Signs in through the login page's action; returns the Cookie header a browser would send next. */
  async function signIn(email: string, password = DEMO_PASSWORD): Promise<{ cookie: string; sessionId: string }> {
    const response = await loginAction({ request: post('/login', { email, password }), context: context(), params: {} })
    if (!(response instanceof Response) || response.status !== 302) {
      throw new Error(`sign-in of ${email} did not redirect: ${JSON.stringify(response)}`)
    }
    const cookie = cookieHeader(response)
    const session = await getSessionStorage(context()).getSession(cookie)
    return { cookie, sessionId: session.id }
  }

  /** Rewrites the stored signed-in user of a session (to age or break its tokens). */
  async function editSessionUser(
    sessionId: string,
    change: (user: ReturnType<typeof sessionUserSchema.parse>) => object,
  ) {
    const data = await sessionStore.read(sessionId)
    if (!data) throw new Error('no such session')
    const user = sessionUserSchema.parse(data[SESSION_USER_KEY])
    await sessionStore.patch(
      sessionId,
      { [SESSION_USER_KEY]: { ...user, ...change(user) } },
      new Date(Date.now() + 3600_000),
    )
  }

  return {
    api,
    db: api.db,
    sessionStore,
    context,
    count,
    resetCalls: () => upstream.splice(0),
    post,
    get,
    signIn,
    editSessionUser,
    close: () => api.close(),
  }
}

/** The Cookie header a browser would send after this response: each Set-Cookie's name=value, expired ones left out. */
export function cookieHeader(response: Response, previous = ''): string {
  const jar = new Map(
    previous
      .split(/;\s*/)
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)] as const),
  )
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';')
    const name = pair.slice(0, pair.indexOf('='))
    const value = pair.slice(pair.indexOf('=') + 1)
    if (!value || /expires=Thu, 01 Jan 1970/i.test(line)) jar.delete(name)
    else jar.set(name, value)
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
}

/** Calls a loader or action and returns what it returned or threw (a redirect is a thrown Response). */
export async function settle<T>(run: () => Promise<T>): Promise<T | Response> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof Response) return error
    throw error
  }
}
