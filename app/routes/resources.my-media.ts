import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { forwardUpload, MEDIA_SECTION, requireTalentForMedia, wantsJson } from './my-media.server'

/**
 * POST: one photo or voice demo, multipart/form-data, passed on to the API's POST /my-media as a stream
 * (the server's body limit lets this path by: server/body-limits.ts). The talent page's form without
 * JavaScript comes back to the page with a toast; its script (Accept: application/json) gets the API's answer.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const json = wantsJson(request)
  await requireTalentForMedia(request, context, json)
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { allow: 'POST' } })
  return forwardUpload(request, context, json)
}

/** Nothing to show here: the uploads live on the talent page. */
export function loader() {
  return redirect(MEDIA_SECTION)
}
