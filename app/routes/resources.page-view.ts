import { type ActionFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { createApiClient, type Api } from '~/services/api.server'
import { loadSession } from '~/services/session.server'

const pageViewSchema = z.object({ path: z.string().min(1).max(512) })

/**
 * The browser reports each route change here (navigator.sendBeacon); we pass it to the API's event
 * store with the signed-in user's token when there is one. Never an error page: a view that cannot be
 * recorded is dropped, the visitor is not bothered.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const body = pageViewSchema.safeParse(await request.json().catch(() => null))
  if (!body.success) return new Response(null, { status: 400 })
  const { user } = await loadSession(request, context)
  const call = (api: Api) => api['record-page-view'].$post({ json: { path: body.data.path } })
  let result = await createApiClient(context, { token: user?.accessToken }).request(call)
  // An expired access token does not lose the view: it is kept as an anonymous one.
  if (!result.success && result.status === 401) result = await createApiClient(context).request(call)
  return new Response(null, { status: result.success ? 204 : result.status && result.status < 500 ? 400 : 503 })
}

export function loader() {
  return new Response('Method Not Allowed', { status: 405, headers: { allow: 'POST' } })
}
