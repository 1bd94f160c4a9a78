import { createRoute, z } from '@hono/zod-openapi'
import type { ApiDependencies } from '../dependencies'
import {
  errorResponse,
  idSchema,
  OPTIONAL_BEARER,
  signedInOnly,
  signedInOrGuest,
  unauthorizedResponse,
} from '../route-helpers'
import { createRouter, errorResponses } from '../router'
import {
  BRAND_PAGE_SIZE,
  CATALOG_CACHE_SECONDS,
  FEED_PAGE_SIZE,
  MAX_PAGE_SIZE,
  connectToBrand,
  getBrandPage,
  getFeedItem,
  listCategoryBrands,
  listCategoryFeeds,
  listFeedBanners,
  listFeedCategories,
  type BrandKey,
} from '../services/feeds'

/** Categories, banners and brands are the same for everyone: shared caches may keep them (requirements §9). */
const PUBLIC_CATALOG = `public, max-age=${CATALOG_CACHE_SECONDS}`

// ---------------------------------------------------------------------------------------------------
// Inputs

const userTypeSchema = z
  .enum(['1', '2'], { errorMap: () => ({ message: 'must be 1 (talent feed) or 2 (recruiter feed)' }) })
  .transform((value) => (value === '1' ? 1 : 2))
  .openapi({ type: 'string', enum: ['1', '2'], description: '1 = talent feed, 2 = recruiter feed', example: '1' })

const offsetSchema = z.coerce
  .number({ invalid_type_error: 'must be a whole number' })
  .int('must be a whole number')
  .min(0, 'must be at least 0')
  .max(100_000, 'must be at most 100000')
  .default(0)
  .openapi({ type: 'integer', example: 0 })

const limitSchema = (fallback: number) =>
  z.coerce
    .number({ invalid_type_error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(MAX_PAGE_SIZE, `must be at most ${MAX_PAGE_SIZE}`)
    .default(fallback)
    .openapi({ type: 'integer', example: fallback })

const feedQuery = z.object({ current_user_type: userTypeSchema })

const brandKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9-]{1,120}$/, 'must be a brand id or slug')
  .transform((key): BrandKey => {
    if (!/^\d+$/.test(key)) return { slug: key.toLowerCase() }
    // A number past the serial range names no brand; -1 keeps the lookup a plain miss.
    const id = Number(key)
    return { id: id <= 2_147_483_647 ? id : -1 }
  })
  .openapi({ type: 'string', description: 'A brand id or slug', example: 'spotlight-casting' })

const slugSchema = z
  .string()
  .regex(/^[A-Za-z0-9-]{1,120}$/, 'must be a brand slug of letters, digits and -')
  .transform((slug) => slug.toLowerCase())
  .openapi({ type: 'string', example: 'spotlight-casting' })

// ---------------------------------------------------------------------------------------------------
// Responses

const BrandCardSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    logo: z.string(),
    description: z.string(),
    category_id: z.number().int(),
  })
  .openapi('FeedBrand')

const BannerImageSchema = z
  .object({ id: z.number().int(), image: z.string(), alt: z.string(), link: z.string().nullable() })
  .openapi('BannerImage')

const FeedCategorySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    is_banner: z.boolean(),
    banner_size: z.string().openapi({ example: '1080x1080' }),
    brands: z.array(BrandCardSchema).openapi({ description: 'The first 5 brands' }),
    banner_images: z.array(BannerImageSchema),
  })
  .openapi('FeedCategory')

const FeedBannerSchema = BannerImageSchema.extend({ category_id: z.number().int(), banner_size: z.string() }).openapi(
  'FeedBanner',
)

const FeedItemSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    body: z.string(),
    image: z.string().nullable(),
    created_at: z.string().openapi({ format: 'date-time' }),
    category: z.object({ id: z.number().int(), name: z.string() }),
    brand: z.object({ id: z.number().int(), slug: z.string(), name: z.string(), logo: z.string() }).nullable(),
    call: z
      .object({
        id: z.number().int(),
        url: z.string(),
        talentType: z.string(),
        city: z.string().nullable(),
        remote: z.boolean(),
        paid: z.boolean(),
        deadline: z.string().openapi({ format: 'date' }),
        closed: z.boolean(),
      })
      .nullable()
      .openapi({
        description: 'The casting call this post is (ADR 026; its page and GET /casting-calls/{id}), or null',
      }),
  })
  .openapi('FeedItem')

const BrandPageSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    logo: z.string(),
    description: z.string(),
    connectUrl: z.string(),
    category: z.object({ id: z.number().int(), name: z.string() }),
    feeds: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        image: z.string().nullable(),
        created_at: z.string().openapi({ format: 'date-time' }),
        url: z.string().nullable().openapi({ description: 'A casting call’s page, or null for a headline' }),
      }),
    ),
  })
  .openapi('BrandPage')

const ok = <T extends z.ZodRawShape>(description: string, shape: T) => ({
  200: {
    description,
    content: { 'application/json': { schema: z.object({ success: z.literal(true), ...shape }) } },
  },
})

const categoryNotFound = { 404: errorResponse('No such category in that feed') }

// ---------------------------------------------------------------------------------------------------
// Routes

const categoriesRoute = createRoute({
  method: 'get',
  path: '/get-feeds-category',
  summary: "A feed's categories with their first 5 brands and banner images",
  security: [],
  request: { query: feedQuery },
  responses: { ...ok('Categories in display order', { categories: z.array(FeedCategorySchema) }), ...errorResponses },
})

const bannersRoute = createRoute({
  method: 'get',
  path: '/get-feeds-banner',
  summary: "The banners of a feed's banner categories",
  security: [],
  request: { query: feedQuery },
  responses: { ...ok('Banners in display order', { banners: z.array(FeedBannerSchema) }), ...errorResponses },
})

const brandsRoute = createRoute({
  method: 'get',
  path: '/get-feeds-brands',
  summary: "A page of a category's brands (5 by default)",
  security: [],
  request: {
    query: z.object({
      category_id: idSchema(),
      current_user_type: userTypeSchema,
      offset: offsetSchema,
      limit: limitSchema(BRAND_PAGE_SIZE),
    }),
  },
  responses: {
    ...ok('A page of brands; hasMore says whether another page exists', {
      brands: z.array(BrandCardSchema),
      hasMore: z.boolean(),
    }),
    ...categoryNotFound,
    ...errorResponses,
  },
})

const brandPageRoute = createRoute({
  method: 'get',
  path: '/get-brand/{slug}',
  summary: "A brand's page: details, category and feed headlines",
  security: [],
  request: { params: z.object({ slug: slugSchema }) },
  responses: {
    ...ok('The brand', { brand: BrandPageSchema }),
    404: errorResponse('No such brand'),
    ...errorResponses,
  },
})

export function feedRoutes({ db, tokens }: ApiDependencies) {
  const connectRoute = createRoute({
    method: 'get',
    path: '/get-brand-connect-url/{id}',
    summary: "Counts a connection to a brand and returns the brand's connect URL",
    security: OPTIONAL_BEARER,
    middleware: signedInOrGuest(tokens),
    request: { params: z.object({ id: brandKeySchema }) },
    responses: {
      ...ok('Where to send the visitor', {
        connectUrl: z.string(),
        brand: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
      }),
      401: errorResponse('A bearer token was sent but is not valid'),
      404: errorResponse('No such brand'),
      ...errorResponses,
    },
  })

  const feedDetailsRoute = createRoute({
    method: 'get',
    path: '/get-feed-details/{id}',
    summary: 'One feed item',
    middleware: signedInOnly(tokens),
    request: { params: z.object({ id: idSchema() }) },
    responses: {
      ...ok('The feed item', { feed: FeedItemSchema }),
      401: unauthorizedResponse,
      404: errorResponse('No such feed item'),
      ...errorResponses,
    },
  })

  const feedsByCategoryRoute = createRoute({
    method: 'get',
    path: '/get-feeds-by-category',
    summary: "A page of a category's feed items, newest first (10 by default)",
    middleware: signedInOnly(tokens),
    request: {
      query: z.object({
        category_id: idSchema(),
        current_user_type: userTypeSchema,
        offset: offsetSchema,
        limit: limitSchema(FEED_PAGE_SIZE),
      }),
    },
    responses: {
      ...ok('A page of feed items', { feeds: z.array(FeedItemSchema), hasMore: z.boolean() }),
      401: unauthorizedResponse,
      ...categoryNotFound,
      ...errorResponses,
    },
  })

  return createRouter()
    .openapi(categoriesRoute, async (c) => {
      const categories = await listFeedCategories(db, c.req.valid('query').current_user_type)
      c.header('cache-control', PUBLIC_CATALOG)
      return c.json({ success: true as const, categories }, 200)
    })
    .openapi(bannersRoute, async (c) => {
      const banners = await listFeedBanners(db, c.req.valid('query').current_user_type)
      c.header('cache-control', PUBLIC_CATALOG)
      return c.json({ success: true as const, banners }, 200)
    })
    .openapi(brandsRoute, async (c) => {
      const { category_id, current_user_type, offset, limit } = c.req.valid('query')
      const page = await listCategoryBrands(db, { categoryId: category_id, userType: current_user_type, offset, limit })
      c.header('cache-control', PUBLIC_CATALOG)
      return c.json({ success: true as const, brands: page.items, hasMore: page.hasMore }, 200)
    })
    .openapi(brandPageRoute, async (c) => {
      const brand = await getBrandPage(db, c.req.valid('param').slug)
      c.header('cache-control', PUBLIC_CATALOG)
      return c.json({ success: true as const, brand }, 200)
    })
    .openapi(connectRoute, async (c) => {
      const caller = c.get('auth')
      const result = await connectToBrand(db, c.req.valid('param').id, caller?.id ?? null)
      return c.json({ success: true as const, ...result }, 200)
    })
    .openapi(feedDetailsRoute, async (c) => {
      const feed = await getFeedItem(db, c.req.valid('param').id)
      return c.json({ success: true as const, feed }, 200)
    })
    .openapi(feedsByCategoryRoute, async (c) => {
      const { category_id, current_user_type, offset, limit } = c.req.valid('query')
      const page = await listCategoryFeeds(db, { categoryId: category_id, userType: current_user_type, offset, limit })
      return c.json({ success: true as const, feeds: page.items, hasMore: page.hasMore }, 200)
    })
}
