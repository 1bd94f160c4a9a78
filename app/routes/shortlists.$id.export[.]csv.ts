import type { LoaderFunctionArgs } from '@remix-run/node'
import { fetchApiAsUser } from '~/services/api.server'
import { requireRecruiter, SHORTLIST_PAGE_NOT_FOUND, shortlistIdOf } from './shortlists.server'

/** "Download CSV" (issue 21): the API's export of the list, streamed through unread, with its file name. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireRecruiter(request, context)
  const id = shortlistIdOf(params.id)
  const upstream = await fetchApiAsUser(request, context, `/shortlists/${id}/export.csv`)
  if (!upstream.ok) {
    const message = upstream.status === 404 ? SHORTLIST_PAGE_NOT_FOUND : 'The export did not work. Please try again.'
    return new Response(message, {
      status: upstream.status === 404 ? 404 : 503,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    })
  }
  const headers = new Headers({ 'cache-control': 'private, no-store' })
  for (const name of ['content-type', 'content-disposition']) {
    const value = upstream.headers.get(name)
    if (value) headers.set(name, value)
  }
  return new Response(upstream.body, { status: 200, headers })
}
