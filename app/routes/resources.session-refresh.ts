import type { ActionFunctionArgs } from '@remix-run/node'
import { TOKEN_REFRESH_SECONDS } from '~/constants'
import { isTokenDue, refreshSessionTokens, SESSION_EXPIRED_MESSAGE } from '~/services/api.server'
import { destroySessionById, loadSession } from '~/services/session.server'
import { createToastHeaders } from '~/services/toast.server'

/**
 * Requirements §4/§8: while a signed-in page stays open its access token is refreshed every 55 minutes, by the
 * page's timer, not only on the next request, so the chat socket (which re-reads the session when its token
 * expires, assistant/socket-sessions.ts) keeps working. Refreshes when the token is due and says when to ask
 * again; a refused refresh ends the session and tells the page where to go, with the toast that says why.
 */
/** A plain JSON answer the page's timer fetches (as every resource route here answers), never cached. */
const NO_STORE = { headers: { 'cache-control': 'no-store' } }

export async function action({ request, context }: ActionFunctionArgs) {
  const { session, user } = await loadSession(request, context)
  if (!user || !session.id) return Response.json({ signedIn: false, redirectTo: null }, NO_STORE)
  let current = user
  if (isTokenDue(user)) {
    const refreshed = await refreshSessionTokens(context, session.id, user.accessToken)
    if (!refreshed) {
      const headers = await createToastHeaders({ type: 'error', message: SESSION_EXPIRED_MESSAGE })
      headers.append('set-cookie', await destroySessionById(context, session.id))
      headers.set('cache-control', 'no-store')
      return Response.json({ signedIn: false, redirectTo: '/login' }, { headers })
    }
    current = refreshed
  }
  const ageSeconds = Math.max(0, (Date.now() - current.tokenIssuedAt) / 1000)
  return Response.json({ signedIn: true, refreshInSeconds: Math.ceil(TOKEN_REFRESH_SECONDS - ageSeconds) }, NO_STORE)
}

export function loader() {
  return new Response('Method Not Allowed', { status: 405, headers: { allow: 'POST' } })
}
