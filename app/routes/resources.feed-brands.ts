import type { LoaderFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { MAX_BRAND_PAGES } from '~/components/feeds/brand-pages'
import { FEED_BROWSER_CACHE_CONTROL, feedUserTypeSchema, getCategoryBrands } from '~/services/feed-cache.server'
import { resourceAnswer } from '~/services/cache-control.server'

const querySchema = z.object({
  userType: feedUserTypeSchema,
  categoryId: z.coerce.number().int().min(1).max(2_147_483_647),
  page: z.coerce.number().int().min(1).max(MAX_BRAND_PAGES),
})

/** One page (5) of a category's brands as JSON: "More brands" appends it in place. */
async function categoryBrands(request: Request, context: LoaderFunctionArgs['context']) {
  const query = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!query.success) {
    const field = query.error.issues[0]?.path.join('.') ?? 'query'
    return Response.json({ success: false, message: `${field} is not valid` }, { status: 400 })
  }
  const result = await getCategoryBrands(context, query.data)
  if (!result.success) {
    const status = result.status === 404 ? 404 : 503
    return Response.json(
      { success: false, message: result.message },
      { status, headers: { 'cache-control': 'no-store' } },
    )
  }
  return Response.json(
    { success: true, page: query.data.page, brands: result.brands, hasMore: result.hasMore },
    { headers: { 'cache-control': FEED_BROWSER_CACHE_CONTROL } },
  )
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  return resourceAnswer(request, context, await categoryBrands(request, context))
}
