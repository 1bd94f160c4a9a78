import type { AppLoadContext } from '@remix-run/node'
import { getOptionalUser } from './auth.server'

/** How an answer to a signed-in request goes out: kept by no browser, proxy or CDN cache (issue 17). */
export const SIGNED_IN_CACHE_CONTROL = 'private, no-store'

/**
 * Sets `Cache-Control: private, no-store` when the request's session cookie resolves to a user (a
 * guest's answer keeps its own caching). When that cannot be told (the database is away), the answer
 * is not stored either.
 */
export async function noStoreWhenSignedIn(request: Request, context: AppLoadContext, headers: Headers): Promise<void> {
  const signedIn = await getOptionalUser(request, context).then(Boolean, () => true)
  if (signedIn) headers.set('Cache-Control', SIGNED_IN_CACHE_CONTROL)
}

/** A resource route's answer, made private and unstored for a signed-in request. */
export async function resourceAnswer(request: Request, context: AppLoadContext, response: Response): Promise<Response> {
  await noStoreWhenSignedIn(request, context, response.headers)
  return response
}
