import { data, type LoaderFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { BRAND_PAGE_SIZE } from '~/constants'
import { getApiClient, type ApiCaller } from '~/services/api.server'
import { getCategoryBrands, getFeedCategories, type FeedBrand, type FeedUserType } from '~/services/feed-cache.server'
import { getViewedTalentIds } from '~/services/viewed-talents.server'
import { MAX_BRAND_PAGES, parseBrandPages } from '~/components/feeds/brand-pages'
import { openCallsFor } from './calls.server'
import { loadStartPage } from './start-page.server'

/** Open casting calls the talent home shows. */
const HOME_OPEN_CALLS = 6

const pageSchema = z.coerce.number().int().min(1).max(1000).catch(1)

/** Brands of a category past its first page, as far as the URL asked (`?brands-ID=PAGES`). */
export interface ExtraBrands {
  brands: FeedBrand[]
  /** Pages shown, the first included. */
  pages: number
  /** Requirements §9: more is available while a page returns BRAND_PAGE_SIZE brands. */
  more: boolean
}

function talentsOf(caller: ApiCaller, { excludeIds, page }: { excludeIds: string[]; page: number }) {
  // Requirements §5: excludeIds is sent only when non-empty.
  const query = { page, excludeIds: excludeIds.length ? excludeIds.join(',') : undefined }
  return caller.user
    ? caller.request((api) => api['get-app-dashbord-talents-auth'].$get({ query }))
    : caller.request((api) => api['get-app-dashbord-talents-public'].$get({ query }))
}

/** Pages 2..`pages` of a category, stopping at the first page that comes back short. */
async function extraBrandsOf(
  context: LoaderFunctionArgs['context'],
  userType: FeedUserType,
  categoryId: number,
  pages: number,
): Promise<ExtraBrands> {
  const numbers = Array.from({ length: pages - 1 }, (_, i) => i + 2)
  const results = await Promise.all(numbers.map((page) => getCategoryBrands(context, { userType, categoryId, page })))
  const extra: ExtraBrands = { brands: [], pages: 1, more: true }
  for (const result of results) {
    if (!result.success) break
    extra.brands.push(...result.brands)
    extra.pages += 1
    extra.more = result.brands.length >= BRAND_PAGE_SIZE
    if (!extra.more) break
  }
  return extra
}

/**
 * The home page's data for one feed (requirements §2: user type 1 on /home/talent and /talent, 2 elsewhere):
 * feeds from the feed cache, the talent list without the talents already viewed, and a signed-in
 * user's start page (their numbers, searches, viewed talents or profile completeness), all read at once.
 */
export async function loadHome({ request, context }: LoaderFunctionArgs, userType: FeedUserType) {
  const url = new URL(request.url)
  const page = pageSchema.parse(url.searchParams.get('page') ?? undefined)
  const brandPages = parseBrandPages(url.searchParams, MAX_BRAND_PAGES)
  const [caller, viewedTalentIds] = await Promise.all([getApiClient(request, context), getViewedTalentIds(request)])

  const [feeds, talents, start, extras, openCalls] = await Promise.all([
    getFeedCategories(context, userType),
    talentsOf(caller, { excludeIds: viewedTalentIds, page }),
    loadStartPage(caller, viewedTalentIds),
    Promise.all(
      [...brandPages].map(
        async ([categoryId, pages]) => [categoryId, await extraBrandsOf(context, userType, categoryId, pages)] as const,
      ),
    ),
    // The talent feed leads with open casting calls, a signed-in talent's fitting ones first (ADR 026).
    userType === 1 ? openCallsFor(caller, HOME_OPEN_CALLS) : Promise.resolve([]),
  ])

  const categories = feeds.success ? feeds.categories : []
  const known = new Set(categories.map((category) => category.id))
  const payload = {
    userType,
    page,
    viewedTalentIds,
    talents: talents.success ? talents.talents : [],
    talentsError: talents.success ? null : talents.message,
    categories,
    feedsError: feeds.success ? null : feeds.message,
    extraBrands: Object.fromEntries(extras.filter(([id]) => known.has(id))),
    start,
    openCalls,
  }
  // Nothing to show at all: the API is down, and the status says so.
  const status = !talents.success && !feeds.success ? 503 : 200
  return data(payload, { status })
}

export type HomeLoader = typeof loadHome
