import type { LoaderFunctionArgs } from '@remix-run/node'
import { FEED_BROWSER_CACHE_CONTROL, feedUserTypeSchema, getFeedCategories } from '~/services/feed-cache.server'
import { resourceAnswer } from '~/services/cache-control.server'

/**
 * A feed's categories (with their first brands and banner images) as JSON, for the home page's
 * background revalidation and the prefetch of the other user type (requirements §9).
 */
async function feedCategories(request: Request, context: LoaderFunctionArgs['context']) {
  const userType = feedUserTypeSchema.safeParse(new URL(request.url).searchParams.get('userType'))
  if (!userType.success) {
    return Response.json({ success: false, message: 'userType must be 1 or 2' }, { status: 400 })
  }
  const result = await getFeedCategories(context, userType.data)
  if (!result.success)
    return Response.json(
      { success: false, message: result.message },
      { status: 503, headers: { 'cache-control': 'no-store' } },
    )
  return Response.json(
    { success: true, userType: userType.data, categories: result.categories },
    { headers: { 'cache-control': FEED_BROWSER_CACHE_CONTROL } },
  )
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  return resourceAnswer(request, context, await feedCategories(request, context))
}
