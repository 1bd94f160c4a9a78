import type { AppLoadContext } from '@remix-run/node'
import { createUserApiClient } from './api.server'

/**
 * The header's unread count for a signed-in request (one index-only count), or null when it cannot be
 * had: the header then shows the bell without a number rather than failing every page. A session whose
 * tokens cannot be refreshed is left to the page's own loader to end.
 */
export async function unreadNotificationCount(request: Request, context: AppLoadContext): Promise<number | null> {
  try {
    const client = await createUserApiClient(request, context)
    const result = await client.request((api) => api.notifications['unread-count'].$get())
    return result.success ? result.unreadCount : null
  } catch {
    return null
  }
}
