import { and, asc, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { analyticsEvents, banners, brands, categories, feeds } from '../../api/db/schema'
import { createTestApi, type TestApi } from '../setup/api'
import { DEMO_TALENT_EMAIL } from '../../api/db/seed'
import { signInDemoAccounts, userByEmail } from './sign-in'

let api: TestApi
let tokens: { talent: string; recruiter: string }

beforeAll(async () => {
  api = await createTestApi({ talents: 10 })
  tokens = await signInDemoAccounts(api)
})
afterAll(() => api?.close())

const PUBLIC_15_MIN = 'public, max-age=900'
const NO_STORE = 'private, no-store'

type Brand = { id: number; slug: string; name: string; logo: string; description: string; category_id: number }
type Category = {
  id: number
  name: string
  slug: string
  is_banner: boolean
  banner_size: string
  brands: Brand[]
  banner_images: { id: number; image: string; alt: string; link: string | null }[]
}
type Feed = {
  id: number
  title: string
  body: string
  image: string | null
  created_at: string
  category: { id: number; name: string }
  brand: { id: number; slug: string; name: string; logo: string } | null
}

function categoriesOf(userType: 1 | 2) {
  return api.db
    .select()
    .from(categories)
    .where(eq(categories.userType, userType))
    .orderBy(asc(categories.position), asc(categories.id))
}

function brandsOf(categoryId: number) {
  return api.db
    .select()
    .from(brands)
    .where(eq(brands.categoryId, categoryId))
    .orderBy(asc(brands.position), asc(brands.id))
}

async function expectBadRequest(path: string, field: string, token?: string) {
  const { status, body } = await api.call('GET', path, { token })
  expect(status).toBe(400)
  expect(body).toEqual({ success: false, message: expect.stringContaining(field) })
}

describe('GET /get-feeds-category', () => {
  it.each([1, 2] as const)(
    'lists the categories of user type %i in position order, cacheable for 15 min',
    async (type) => {
      const { status, headers, body } = await api.call('GET', `/get-feeds-category?current_user_type=${type}`)
      expect(status).toBe(200)
      expect(headers.get('cache-control')).toBe(PUBLIC_15_MIN)
      expect(body.success).toBe(true)
      const expected = await categoriesOf(type)
      expect(expected).toHaveLength(type === 1 ? 5 : 6)
      const listed = body.categories as Category[]
      expect(listed.map((c) => c.id)).toEqual(expected.map((c) => c.id))
      for (const [i, category] of listed.entries()) {
        const row = expected[i]!
        expect(category).toMatchObject({
          id: row.id,
          name: row.name,
          slug: row.slug,
          is_banner: row.isBanner,
          banner_size: row.bannerSize,
        })
      }
    },
  )

  it('attaches the first 5 brands of each category, in brand order', async () => {
    const { body } = await api.call('GET', '/get-feeds-category?current_user_type=2')
    for (const category of body.categories as Category[]) {
      const all = await brandsOf(category.id)
      expect(all.length).toBeGreaterThan(5)
      expect(category.brands).toEqual(
        all.slice(0, 5).map((b) => ({
          id: b.id,
          slug: b.slug,
          name: b.name,
          logo: b.logo,
          description: b.description,
          category_id: category.id,
        })),
      )
    }
  })

  it('attaches banner images to banner categories only', async () => {
    const { body } = await api.call('GET', '/get-feeds-category?current_user_type=1')
    const listed = body.categories as Category[]
    expect(listed.some((c) => c.is_banner)).toBe(true)
    expect(listed.some((c) => !c.is_banner)).toBe(true)
    for (const category of listed) {
      const rows = await api.db
        .select({ id: banners.id, image: banners.image, alt: banners.alt, link: banners.link })
        .from(banners)
        .where(eq(banners.categoryId, category.id))
        .orderBy(asc(banners.position), asc(banners.id))
      expect(category.banner_images).toEqual(rows)
      if (category.is_banner) expect(rows.length).toBeGreaterThan(0)
      else expect(rows).toEqual([])
    }
  })

  it('gives the default banner size 1080x1080 unless a category sets its own', async () => {
    const { body } = await api.call('GET', '/get-feeds-category?current_user_type=1')
    const sizes = (body.categories as Category[]).map((c) => c.banner_size)
    expect(sizes).toContain('1080x1080')
    expect(sizes).toContain('1200x628')
  })

  it.each(['', '?current_user_type=', '?current_user_type=3', '?current_user_type=talent', '?current_user_type=1.0'])(
    'answers %s with 400 naming current_user_type',
    async (query) => {
      await expectBadRequest(`/get-feeds-category${query}`, 'current_user_type')
    },
  )
})

describe('GET /get-feeds-banner', () => {
  it.each([1, 2] as const)('lists the banners of the banner categories of user type %i', async (type) => {
    const { status, headers, body } = await api.call('GET', `/get-feeds-banner?current_user_type=${type}`)
    expect(status).toBe(200)
    expect(headers.get('cache-control')).toBe(PUBLIC_15_MIN)
    const expected = await api.db
      .select({
        id: banners.id,
        category_id: banners.categoryId,
        image: banners.image,
        alt: banners.alt,
        link: banners.link,
        banner_size: categories.bannerSize,
      })
      .from(banners)
      .innerJoin(categories, eq(categories.id, banners.categoryId))
      .where(and(eq(categories.userType, type), eq(categories.isBanner, true)))
      .orderBy(asc(categories.position), asc(banners.position), asc(banners.id))
    expect(expected.length).toBeGreaterThan(0)
    expect(body).toEqual({ success: true, banners: expected })
  })

  it("does not mix the two feeds' banners", async () => {
    const talent = (await api.call('GET', '/get-feeds-banner?current_user_type=1')).body.banners as { id: number }[]
    const recruiter = (await api.call('GET', '/get-feeds-banner?current_user_type=2')).body.banners as { id: number }[]
    const talentIds = new Set(talent.map((b) => b.id))
    expect(recruiter.filter((b) => talentIds.has(b.id))).toEqual([])
  })

  it.each(['', '?current_user_type=0'])('answers %s with 400 naming current_user_type', async (query) => {
    await expectBadRequest(`/get-feeds-banner${query}`, 'current_user_type')
  })
})

describe('GET /get-feeds-brands', () => {
  it('pages by 5: "more" on the first page, then the rest without overlap, then stops', async () => {
    const [category] = await categoriesOf(1)
    const all = await brandsOf(category!.id)
    expect(all.length).toBeGreaterThan(5)
    expect(all.length).toBeLessThanOrEqual(10)
    const base = `/get-feeds-brands?category_id=${category!.id}&current_user_type=1`

    const first = await api.call('GET', base)
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toBe(PUBLIC_15_MIN)
    expect(first.body.brands).toHaveLength(5)
    expect(first.body.hasMore).toBe(true)

    const second = await api.call('GET', `${base}&offset=5&limit=5`)
    expect(second.body.brands).toHaveLength(all.length - 5)
    expect(second.body.hasMore).toBe(false)

    const seen = [...first.body.brands, ...second.body.brands] as Brand[]
    expect(new Set(seen.map((b) => b.id)).size).toBe(seen.length)
    expect(seen.map((b) => b.id)).toEqual(all.map((b) => b.id))
    expect(seen[0]).toEqual({
      id: all[0]!.id,
      slug: all[0]!.slug,
      name: all[0]!.name,
      logo: all[0]!.logo,
      description: all[0]!.description,
      category_id: category!.id,
    })

    const past = await api.call('GET', `${base}&offset=${all.length}`)
    expect(past.body).toEqual({ success: true, brands: [], hasMore: false })
  })

  it('says honestly that nothing follows a full last page', async () => {
    const [category] = await categoriesOf(2)
    const all = await brandsOf(category!.id)
    const { body } = await api.call(
      'GET',
      `/get-feeds-brands?category_id=${category!.id}&current_user_type=2&offset=${all.length - 5}&limit=5`,
    )
    expect(body.brands).toHaveLength(5)
    expect(body.hasMore).toBe(false)
  })

  it('accepts a limit up to 50', async () => {
    const [category] = await categoriesOf(2)
    const all = await brandsOf(category!.id)
    const { status, body } = await api.call(
      'GET',
      `/get-feeds-brands?category_id=${category!.id}&current_user_type=2&limit=50`,
    )
    expect(status).toBe(200)
    expect(body.brands).toHaveLength(all.length)
    expect(body.hasMore).toBe(false)
  })

  it('answers 404 for a category of the other feed or none at all', async () => {
    const [recruiterCategory] = await categoriesOf(2)
    for (const path of [
      `/get-feeds-brands?category_id=${recruiterCategory!.id}&current_user_type=1`,
      '/get-feeds-brands?category_id=999999&current_user_type=1',
    ]) {
      const { status, headers, body } = await api.call('GET', path)
      expect(status).toBe(404)
      expect(body).toEqual({ success: false, message: 'Category not found' })
      expect(headers.get('cache-control')).toBeNull()
    }
  })

  it.each([
    ['current_user_type=1', 'category_id'],
    ['category_id=abc&current_user_type=1', 'category_id'],
    ['category_id=0&current_user_type=1', 'category_id'],
    ['category_id=99999999999&current_user_type=1', 'category_id'],
    ['category_id=1', 'current_user_type'],
    ['category_id=1&current_user_type=5', 'current_user_type'],
    ['category_id=1&current_user_type=1&offset=-1', 'offset'],
    ['category_id=1&current_user_type=1&offset=x', 'offset'],
    ['category_id=1&current_user_type=1&limit=0', 'limit'],
    ['category_id=1&current_user_type=1&limit=51', 'limit'],
    ['category_id=1&current_user_type=1&limit=2.5', 'limit'],
  ])('answers %s with 400 naming %s', async (query, field) => {
    await expectBadRequest(`/get-feeds-brands?${query}`, field)
  })
})

describe('GET /get-brand/{slug}', () => {
  it("returns the brand's page with its category and feed headlines, cacheable", async () => {
    const [withFeed] = await api.db.select({ brandId: feeds.brandId }).from(feeds).where(eq(feeds.userType, 1)).limit(1)
    const [brand] = await api.db.select().from(brands).where(eq(brands.id, withFeed!.brandId!))
    const [category] = await api.db.select().from(categories).where(eq(categories.id, brand!.categoryId))
    // Newest and highest id: listing by id instead of by date would put it last.
    const [latest] = await api.db
      .insert(feeds)
      .values({ categoryId: category!.id, brandId: brand!.id, title: 'Fresh news', userType: 1, createdAt: new Date() })
      .returning({ id: feeds.id })
    const brandFeeds = await api.db.select().from(feeds).where(eq(feeds.brandId, brand!.id))
    expect(brandFeeds.length).toBeGreaterThan(1)

    const { status, headers, body } = await api.call('GET', `/get-brand/${brand!.slug}`)
    expect(status).toBe(200)
    expect(headers.get('cache-control')).toBe(PUBLIC_15_MIN)
    expect(body.brand).toMatchObject({
      id: brand!.id,
      slug: brand!.slug,
      name: brand!.name,
      logo: brand!.logo,
      description: brand!.description,
      connectUrl: brand!.connectUrl,
      category: { id: category!.id, name: category!.name },
    })
    const listed = body.brand.feeds as { id: number; title: string; created_at: string }[]
    expect(listed[0]).toEqual({
      id: latest!.id,
      title: 'Fresh news',
      image: null,
      created_at: expect.any(String),
      url: null,
    })
    expect(listed.map((f) => f.id).sort()).toEqual(brandFeeds.map((f) => f.id).sort())
    // Headlines only: the feed item itself is for signed-in users.
    expect(listed[0]).not.toHaveProperty('body')
    const times = listed.map((f) => Date.parse(f.created_at))
    expect([...times].sort((a, b) => b - a)).toEqual(times)
  })

  it('answers 404 for an unknown brand', async () => {
    const { status, body } = await api.call('GET', '/get-brand/no-such-brand')
    expect(status).toBe(404)
    expect(body).toEqual({ success: false, message: 'Brand not found' })
  })

  it('answers 400 naming slug for a malformed slug', async () => {
    await expectBadRequest(`/get-brand/${encodeURIComponent("x' OR 1=1")}`, 'slug')
  })
})

describe('GET /get-brand-connect-url/{id}', () => {
  async function brandRow(id: number) {
    const [row] = await api.db.select().from(brands).where(eq(brands.id, id))
    return row!
  }

  it('returns the connect URL by id and counts the connection', async () => {
    const before = await brandRow(3)
    const { status, headers, body } = await api.call('GET', '/get-brand-connect-url/3')
    expect(status).toBe(200)
    expect(headers.get('cache-control')).toBe(NO_STORE)
    expect(body).toEqual({
      success: true,
      connectUrl: before.connectUrl,
      brand: { id: 3, slug: before.slug, name: before.name },
    })
    expect((await brandRow(3)).totalConnected).toBe(before.totalConnected + 1)
  })

  it('accepts a slug and counts every connection, concurrent ones included', async () => {
    const before = await brandRow(4)
    const results = await Promise.all(
      Array.from({ length: 5 }, () => api.call('GET', `/get-brand-connect-url/${before.slug}`)),
    )
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200])
    expect(results[0]!.body.brand).toEqual({ id: 4, slug: before.slug, name: before.name })
    expect((await brandRow(4)).totalConnected).toBe(before.totalConnected + 5)
  })

  it('records who connected when signed in, and nobody for a guest', async () => {
    const talent = await userByEmail(api, DEMO_TALENT_EMAIL)
    const slug = (await brandRow(5)).slug
    await api.call('GET', '/get-brand-connect-url/5', { token: tokens.talent })
    await api.call('GET', '/get-brand-connect-url/5')
    const events = await api.db
      .select({ actor: analyticsEvents.actorUserId, subject: analyticsEvents.subjectUserId })
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.kind, 'connect'), eq(analyticsEvents.path, `/brand/${slug}`)))
      .orderBy(asc(analyticsEvents.id))
    expect(events).toEqual([
      { actor: talent.id, subject: null },
      { actor: null, subject: null },
    ])
  })

  it('refuses a bad token rather than treating the caller as a guest', async () => {
    const before = await brandRow(6)
    const { status, body } = await api.call('GET', '/get-brand-connect-url/6', { token: 'not-a-token' })
    expect(status).toBe(401)
    expect(body.success).toBe(false)
    expect((await brandRow(6)).totalConnected).toBe(before.totalConnected)
  })

  it.each(['999999', '99999999999', 'no-such-brand'])('answers 404 Brand not found for %s', async (key) => {
    const { status, body } = await api.call('GET', `/get-brand-connect-url/${key}`)
    expect(status).toBe(404)
    expect(body).toEqual({ success: false, message: 'Brand not found' })
  })

  it('answers 400 naming id for a key that is neither an id nor a slug', async () => {
    await expectBadRequest(`/get-brand-connect-url/${encodeURIComponent('a b;drop')}`, 'id')
  })
})

describe('GET /get-feed-details/{id}', () => {
  it('needs a bearer token', async () => {
    for (const token of [undefined, 'garbage']) {
      const { status, body, headers } = await api.call('GET', '/get-feed-details/1', { token })
      expect(status).toBe(401)
      expect(body.success).toBe(false)
      expect(headers.get('cache-control')).toBe(NO_STORE)
    }
  })

  it('returns a feed item with its category and brand, never cached', async () => {
    const [row] = await api.db.select().from(feeds).where(eq(feeds.id, 2))
    const [brand] = await api.db.select().from(brands).where(eq(brands.id, row!.brandId!))
    const [category] = await api.db.select().from(categories).where(eq(categories.id, row!.categoryId))
    const { status, headers, body } = await api.call('GET', '/get-feed-details/2', { token: tokens.recruiter })
    expect(status).toBe(200)
    expect(headers.get('cache-control')).toBe(NO_STORE)
    expect(body).toEqual({
      success: true,
      feed: {
        id: 2,
        title: row!.title,
        body: row!.body,
        image: row!.image,
        created_at: row!.createdAt.toISOString(),
        category: { id: category!.id, name: category!.name },
        brand: { id: brand!.id, slug: brand!.slug, name: brand!.name, logo: brand!.logo },
        call: null,
      },
    })
  })

  it('gives brand null for an item without a brand', async () => {
    const [category] = await categoriesOf(1)
    const [inserted] = await api.db
      .insert(feeds)
      .values({ categoryId: category!.id, title: 'Platform news', userType: 1 })
      .returning({ id: feeds.id })
    const { status, body } = await api.call('GET', `/get-feed-details/${inserted!.id}`, { token: tokens.talent })
    expect(status).toBe(200)
    expect(body.feed).toMatchObject({ id: inserted!.id, title: 'Platform news', image: null, brand: null })
    await api.db.delete(feeds).where(and(eq(feeds.id, inserted!.id), isNull(feeds.brandId)))
  })

  it('answers 404 Feed not found for an unknown id', async () => {
    const { status, body } = await api.call('GET', '/get-feed-details/999999', { token: tokens.talent })
    expect(status).toBe(404)
    expect(body).toEqual({ success: false, message: 'Feed not found' })
  })

  it.each(['abc', '0', '1.5', '99999999999'])('answers id %s with 400 naming id', async (id) => {
    await expectBadRequest(`/get-feed-details/${id}`, 'id', tokens.talent)
  })
})

describe('GET /get-feeds-by-category', () => {
  it('needs a bearer token', async () => {
    const { status, body } = await api.call('GET', '/get-feeds-by-category?category_id=1&current_user_type=1')
    expect(status).toBe(401)
    expect(body.success).toBe(false)
  })

  it("lists a category's feed items newest first, never cached", async () => {
    const [category] = await categoriesOf(2)
    // The newest item has the highest id while the seeded ones have ids rising as they get older.
    const [latest] = await api.db
      .insert(feeds)
      .values({ categoryId: category!.id, title: 'Just posted', userType: 2, createdAt: new Date() })
      .returning({ id: feeds.id })
    const rows = await api.db.select().from(feeds).where(eq(feeds.categoryId, category!.id))
    expect(rows.length).toBeGreaterThan(1)
    const { status, headers, body } = await api.call(
      'GET',
      `/get-feeds-by-category?category_id=${category!.id}&current_user_type=2`,
      { token: tokens.talent },
    )
    expect(status).toBe(200)
    expect(headers.get('cache-control')).toBe(NO_STORE)
    expect(body.hasMore).toBe(false)
    const listed = body.feeds as Feed[]
    expect(listed[0]!.id).toBe(latest!.id)
    expect(listed.map((f) => f.id).sort()).toEqual(rows.map((r) => r.id).sort())
    expect(listed.every((f) => f.category.id === category!.id)).toBe(true)
    const times = listed.map((f) => Date.parse(f.created_at))
    expect([...times].sort((a, b) => b - a)).toEqual(times)
  })

  it('pages without overlap and says when more is available', async () => {
    const [category] = await categoriesOf(1)
    const base = `/get-feeds-by-category?category_id=${category!.id}&current_user_type=1&limit=1`
    const all = (
      await api.call('GET', `/get-feeds-by-category?category_id=${category!.id}&current_user_type=1`, {
        token: tokens.recruiter,
      })
    ).body.feeds as Feed[]
    const paged: Feed[] = []
    for (let offset = 0; offset < all.length; offset++) {
      const { body } = await api.call('GET', `${base}&offset=${offset}`, { token: tokens.recruiter })
      expect(body.feeds).toHaveLength(1)
      expect(body.hasMore).toBe(offset < all.length - 1)
      paged.push(...(body.feeds as Feed[]))
    }
    expect(paged.map((f) => f.id)).toEqual(all.map((f) => f.id))
  })

  it('answers 404 for a category of the other feed', async () => {
    const [category] = await categoriesOf(1)
    const { status, body } = await api.call(
      'GET',
      `/get-feeds-by-category?category_id=${category!.id}&current_user_type=2`,
      { token: tokens.talent },
    )
    expect(status).toBe(404)
    expect(body).toEqual({ success: false, message: 'Category not found' })
  })

  it.each([
    ['current_user_type=1', 'category_id'],
    ['category_id=1', 'current_user_type'],
    ['category_id=1&current_user_type=1&limit=51', 'limit'],
    ['category_id=1&current_user_type=1&offset=-5', 'offset'],
  ])('answers %s with 400 naming %s', async (query, field) => {
    await expectBadRequest(`/get-feeds-by-category?${query}`, field, tokens.talent)
  })
})

describe('the feeds contract', () => {
  it('publishes every feed call, the public ones without a security requirement', async () => {
    const { body } = await api.call('GET', '/openapi.json')
    const paths = body.paths as Record<string, { get: { security?: unknown[] } }>
    for (const path of ['/get-feeds-category', '/get-feeds-banner', '/get-feeds-brands', '/get-brand/{slug}']) {
      expect(paths[`/api/v1${path}`]?.get.security).toEqual([])
    }
    for (const path of ['/get-feed-details/{id}', '/get-feeds-by-category']) {
      expect(paths[`/api/v1${path}`]?.get).toBeDefined()
      expect(paths[`/api/v1${path}`]?.get.security).toBeUndefined()
    }
    expect(paths['/api/v1/get-brand-connect-url/{id}']?.get.security).toEqual([{}, { bearerAuth: [] }])
  })
})
