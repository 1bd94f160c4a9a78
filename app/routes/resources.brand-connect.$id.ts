import type { ActionFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { getApiClient } from '~/services/api.server'

const idSchema = z.coerce.number().int().min(1).max(2_147_483_647)

/**
 * POST from the brand page's "Connect" link (a beacon): counts the connection through the API's
 * get-brand-connect-url, on behalf of the signed-in user when there is one. A GET counts nothing; a
 * post from another site never gets here (server/origin.ts).
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const id = idSchema.safeParse(params.id)
  if (!id.success) return new Response(null, { status: 404 })
  const caller = await getApiClient(request, context)
  const result = await caller.request((api) =>
    api['get-brand-connect-url'][':id'].$get({ param: { id: `${id.data}` } }),
  )
  return new Response(null, { status: result.success ? 204 : result.status === 404 ? 404 : 503 })
}

export function loader() {
  return new Response(null, { status: 405, headers: { allow: 'POST' } })
}
