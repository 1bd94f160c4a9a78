import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { createUserApiClient } from '~/services/api.server'
import { requireUser, safeRedirect } from '~/services/auth.server'

/**
 * Opens a notification (the list's links and the mail's link come here): marks it read, then goes to
 * what it is about. Another user's or an unknown id goes to the list, which shows the caller's own.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireUser(request, context)
  const id = params.id ?? ''
  if (!/^\d{1,10}$/.test(id)) return redirect('/notifications')
  const client = await createUserApiClient(request, context)
  const result = await client.request((api) => api.notifications[':id'].read.$post({ param: { id } }))
  if (!result.success || !result.notification.link) return redirect('/notifications')
  return redirect(safeRedirect(result.notification.link, '/notifications'))
}
