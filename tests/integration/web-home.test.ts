import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { brands, categories } from '../../api/db/schema'
import { DEMO_RECRUITER_EMAIL, DEMO_TALENT_EMAIL } from '../../api/db/seed'
import { loader as brandLoader } from '../../app/routes/_main.brand.$slug'
import { loader as homeLoader } from '../../app/routes/_main._index'
import { loader as homeIndexLoader } from '../../app/routes/_main.home._index'
import { loader as homeTalentLoader } from '../../app/routes/_main.home.talent'
import { loader as marketplaceLoader } from '../../app/routes/_main.marketplace.all.by-category'
import { loader as talentLoader } from '../../app/routes/_main.talent'
import { action as connectAction, loader as connectLoader } from '../../app/routes/resources.brand-connect.$id'
import { loader as feedBrandsLoader } from '../../app/routes/resources.feed-brands'
import { loader as feedsLoader } from '../../app/routes/resources.feeds'
import { loader as talentSearchLoader } from '../../app/routes/resources.talents.search'
import type { StartPage } from '../../app/routes/start-page.server'
import { recordViewedTalent } from '../../app/services/viewed-talents.server'
import { BASE_URL, createTestWeb, type TestWeb } from '../setup/web'

let web: TestWeb

beforeAll(async () => {
  web = await createTestWeb({ talents: 30 })
})
afterAll(() => web?.close())

interface Brand {
  id: number
  slug: string
  name: string
}
interface HomeData {
  userType: 1 | 2
  page: number
  talents: { USERID: string }[]
  talentsError: string | null
  categories: { id: number; name: string; brands: Brand[]; banner_images: unknown[] }[]
  feedsError: string | null
  extraBrands: Record<string, { brands: Brand[]; pages: number; more: boolean }>
  start: StartPage | null
  viewedTalentIds: string[]
}

/** What a loader returned with data(): its value and status. */
function unwrap<T>(result: unknown): { data: T; status: number } {
  if (!result || typeof result !== 'object' || !('data' in result)) return { data: result as T, status: 200 }
  const { data, init } = result as { data: T; init: ResponseInit | null }
  return { data, status: init?.status ?? 200 }
}

type Loader = (args: {
  request: Request
  context: ReturnType<TestWeb['context']>
  params: Record<string, string>
}) => unknown
async function home(loader: Loader, path: string, cookie?: string) {
  return unwrap<HomeData>(await loader({ request: web.get(path, cookie), context: web.context(), params: {} }))
}

async function categoryIds(userType: 1 | 2) {
  const rows = await web.db.select({ id: categories.id }).from(categories).where(eq(categories.userType, userType))
  return rows.map((row) => row.id)
}

async function brandCount(categoryId: number) {
  return (await web.db.select({ id: brands.id }).from(brands).where(eq(brands.categoryId, categoryId))).length
}

describe('home pages and user types (requirements §2)', () => {
  it('/ and /home show the recruiter feed, /talent and /home/talent the talent feed', async () => {
    const recruiterIds = await categoryIds(2)
    const talentIds = await categoryIds(1)
    for (const [loader, path, type] of [
      [homeLoader, '/', 2],
      [homeIndexLoader, '/home', 2],
      [talentLoader, '/talent', 1],
      [homeTalentLoader, '/home/talent', 1],
    ] as const) {
      const { data, status } = await home(loader, path)
      expect(status).toBe(200)
      expect(data.userType).toBe(type)
      expect(data.categories.map((category) => category.id).sort()).toEqual(
        (type === 1 ? talentIds : recruiterIds).sort(),
      )
      expect(data.talents).toHaveLength(10)
      expect(data.start).toBeNull()
    }
  })

  it('every category carries its first 5 brands and its banners', async () => {
    const { data } = await home(homeLoader, '/')
    for (const category of data.categories) {
      expect(category.brands.length).toBe(Math.min(5, await brandCount(category.id)))
    }
    expect(data.categories.some((category) => category.banner_images.length > 0)).toBe(true)
  })
})

describe('feed cache (requirements §9)', () => {
  it('reads the categories from the API once, then from the cache', async () => {
    await home(talentLoader, '/talent')
    web.resetCalls()
    await Promise.all([
      home(talentLoader, '/talent'),
      home(homeTalentLoader, '/home/talent'),
      home(talentLoader, '/talent?page=2'),
    ])
    expect(web.count('/get-feeds-category')).toBe(0)
    expect(web.count('/get-app-dashbord-talents-public')).toBeGreaterThan(0)
  })

  it('the feed resource route answers JSON the browser may keep for 5 minutes', async () => {
    const response = (await feedsLoader({
      request: web.get('/resources/feeds?userType=1'),
      context: web.context(),
      params: {},
    })) as Response
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=300')
    const body = await response.json()
    expect(body.categories.map((category: { id: number }) => category.id).sort()).toEqual((await categoryIds(1)).sort())
    const bad = (await feedsLoader({
      request: web.get('/resources/feeds?userType=3'),
      context: web.context(),
      params: {},
    })) as Response
    expect(bad.status).toBe(400)
  })
})

describe('"More brands" (requirements §9: pages of 5)', () => {
  it('a link parameter adds pages of a category until a page comes back short', async () => {
    const [categoryId] = await categoryIds(2)
    const total = await brandCount(categoryId!)
    const { data } = await home(homeLoader, `/?brands-${categoryId}=3`)
    const extra = data.extraBrands[String(categoryId)]!
    const first = data.categories.find((category) => category.id === categoryId)!
    const shown = [...first.brands, ...extra.brands]
    expect(shown).toHaveLength(Math.min(total, 15))
    expect(new Set(shown.map((brand) => brand.id)).size).toBe(shown.length)
    expect(extra.more).toBe(total >= 10 && total % 5 === 0)
  })

  it('bad parameters are ignored, never a 500', async () => {
    const { data, status } = await home(homeLoader, '/?brands-abc=2&brands-1=999&brands-99999=2&page=-4')
    expect(status).toBe(200)
    expect(data.extraBrands).toEqual({})
    expect(data.page).toBe(1)
  })

  it('the brands resource route serves one page, 404 for a category of the other feed, 400 for nonsense', async () => {
    const [recruiterCategory] = await categoryIds(2)
    const [talentCategory] = await categoryIds(1)
    const call = async (query: string) =>
      (await feedBrandsLoader({
        request: web.get(`/resources/feed-brands?${query}`),
        context: web.context(),
        params: {},
      })) as Response
    const page2 = await call(`userType=2&categoryId=${recruiterCategory}&page=2`)
    expect(page2.status).toBe(200)
    expect(page2.headers.get('cache-control')).toBe('public, max-age=300')
    const body = await page2.json()
    expect(body.page).toBe(2)
    expect(body.brands.length).toBe(Math.min(5, (await brandCount(recruiterCategory!)) - 5))
    expect((await call(`userType=2&categoryId=${talentCategory}&page=2`)).status).toBe(404)
    expect((await call(`userType=2&categoryId=${recruiterCategory}&page=99`)).status).toBe(400)
    expect((await call('userType=2&categoryId=<script>&page=2')).status).toBe(400)
  })
})

describe('talents and start pages', () => {
  it('a guest gets the public list without the talents they viewed, mirrored for localStorage', async () => {
    const { data: before } = await home(homeLoader, '/')
    const viewed = before.talents.slice(0, 2).map((talent) => talent.USERID)
    let setCookie = await recordViewedTalent(web.get('/'), viewed[0]!)
    setCookie = await recordViewedTalent(web.get('/', setCookie.split(';')[0]), viewed[1]!)
    const cookie = setCookie.split(';')[0]!
    const { data } = await home(homeLoader, '/', cookie)
    expect(data.viewedTalentIds).toEqual([viewed[1], viewed[0]])
    expect(data.talents.map((talent) => talent.USERID)).not.toContain(viewed[0])
    expect(data.talents.map((talent) => talent.USERID)).not.toContain(viewed[1])
  })

  it('a signed-in talent gets the member list and a start page with their profile completeness', async () => {
    const { cookie } = await web.signIn(DEMO_TALENT_EMAIL)
    web.resetCalls()
    const { data } = await home(homeLoader, '/', cookie)
    expect(web.count('/get-app-dashbord-talents-auth')).toBe(1)
    expect(web.count('/get-app-dashbord-talents-public')).toBe(0)
    expect(web.count('/get-my-activity')).toBe(0)
    expect(data.start).toMatchObject({
      kind: 'talent',
      firstName: 'Aanya',
      error: null,
      profile: {
        USERID: expect.any(String),
        completeness: { percent: expect.any(Number), missing: expect.any(Array) },
        total_views: expect.any(Number),
        total_share: expect.any(Number),
        total_connected: expect.any(Number),
      },
    })
    // The start page follows the user, whichever feed the path shows.
    expect((await home(talentLoader, '/talent', cookie)).data.start?.kind).toBe('talent')
  })

  it("a signed-in recruiter's start page lists their searches and the talents this browser viewed", async () => {
    const { cookie: session } = await web.signIn(DEMO_RECRUITER_EMAIL)
    const empty = (await home(homeLoader, '/', session)).data.start
    expect(empty).toMatchObject({ kind: 'recruiter', firstName: 'Rhea', recentSearches: [], viewedTalents: [] })

    // A search (a filtered list's "Load more" stores it) and two talents viewed on this browser.
    const searched = await talentSearchLoader({
      request: web.get('/resources/talents/search?talentType=Dancer&location=Mumbai', session),
      context: web.context(),
      params: {},
    })
    const { sessionId } = (await searched.json()) as { sessionId: string }
    const { data: before } = await home(homeLoader, '/', session)
    const [first, second] = before.talents.map((talent) => talent.USERID)
    let viewed = await recordViewedTalent(web.get('/'), first!)
    viewed = await recordViewedTalent(web.get('/', viewed.split(';')[0]), second!)
    const cookie = `${session}; ${viewed.split(';')[0]}`

    const { data } = await home(homeIndexLoader, '/home', cookie)
    if (data.start?.kind !== 'recruiter') throw new Error('expected the recruiter start page')
    expect(data.start.error).toBeNull()
    expect(data.start.recentSearches).toEqual([
      {
        sessionId,
        href: `/chatbot/view-all-talents?sessionId=${sessionId}`,
        title: 'Dancer · Mumbai',
        results: expect.stringMatching(/talent|No talents found/),
        when: 'just now',
      },
    ])
    expect(data.start.activity).toMatchObject({ searches: 1 })
    expect(data.start.viewedTalents.map((talent) => talent.USERID)).toEqual([second, first])
  })
})

describe('marketplace by category', () => {
  it('lists every category of the feed with all of its brands', async () => {
    for (const [query, type] of [
      ['', 2],
      ['?type=talent', 1],
      ['?type=<nonsense>', 2],
    ] as const) {
      const { data } = unwrap<{ categories: { id: number; brands: Brand[] }[]; error: string | null }>(
        await marketplaceLoader({
          request: web.get(`/marketplace/all/by-category${query}`),
          context: web.context(),
          params: {},
        }),
      )
      expect(data.error).toBeNull()
      expect(data.categories.map((category) => category.id).sort()).toEqual((await categoryIds(type)).sort())
      for (const category of data.categories) expect(category.brands).toHaveLength(await brandCount(category.id))
    }
  })
})

describe('brand page', () => {
  async function anyBrand() {
    const [brand] = await web.db.select().from(brands).limit(1)
    return brand!
  }
  /** What the brand loader returned or threw (a 404 is a thrown data(), a redirect a thrown Response). */
  async function callBrand(slug: string): Promise<unknown> {
    try {
      return await brandLoader({ request: web.get(`/brand/${slug}`), context: web.context(), params: { slug } })
    } catch (thrown) {
      return thrown
    }
  }

  it('reads the brand by slug, with the page address for Open Graph', async () => {
    const brand = await anyBrand()
    const loaded = (await callBrand(brand.slug)) as {
      brand: Brand & { connectUrl: string | null }
      pageUrl: string
      logoUrl: string
    }
    expect(loaded.brand).toMatchObject({ id: brand.id, name: brand.name, connectUrl: brand.connectUrl })
    expect(loaded.pageUrl).toBe(`${BASE_URL}/brand/${brand.slug}`)
    expect(loaded.logoUrl).toMatch(/^http:\/\/castline\.test\/api\/v1\/media\/logos\//)
  })

  it('an unknown or malformed slug is a 404, a differently cased one redirects to the canonical address', async () => {
    for (const slug of ['no-such-brand-anywhere', 'bad slug', 'x'.repeat(200)]) {
      const thrown = await callBrand(slug)
      expect(thrown).toMatchObject({ init: { status: 404 } })
    }
    const brand = await anyBrand()
    const redirect = (await callBrand(brand.slug.toUpperCase())) as Response
    expect(redirect.status).toBe(301)
    expect(redirect.headers.get('location')).toBe(`/brand/${brand.slug}`)
  })

  it('"Connect" counts a connection through the API, only on POST (cross-site posts: tests/security/origin.test.ts)', async () => {
    const brand = await anyBrand()
    const post = (headers: Record<string, string> = {}) =>
      new Request(`${BASE_URL}/resources/brand-connect/${brand.id}`, { method: 'POST', headers })
    const connected = async () =>
      (await web.db.select({ n: brands.totalConnected }).from(brands).where(eq(brands.id, brand.id)))[0]!.n
    const before = await connected()
    const ok = (await connectAction({
      request: post({ 'sec-fetch-site': 'same-origin' }),
      context: web.context(),
      params: { id: String(brand.id) },
    })) as Response
    expect(ok.status).toBe(204)
    expect(await connected()).toBe(before + 1)
    const unknown = (await connectAction({
      request: post(),
      context: web.context(),
      params: { id: '99999999' },
    })) as Response
    expect(unknown.status).toBe(404)
    expect((connectLoader() as Response).status).toBe(405)
    expect(await connected()).toBe(before + 1)
  })
})

describe('an unreachable API', () => {
  it('answers 503 with plain messages when neither talents nor feeds can be read', async () => {
    vi.resetModules()
    // Fresh modules: empty feed and HTTP caches.
    const { loader } = await import('../../app/routes/_main._index')
    const context = web.context({ apiFetch: () => Promise.reject(new Error('ECONNREFUSED')) })
    const { data, status } = unwrap<HomeData>(await loader({ request: web.get('/'), context, params: {} }))
    expect(status).toBe(503)
    expect(data.talentsError).toBe('An unexpected error occurred.')
    expect(data.feedsError).toBe('An unexpected error occurred.')
  })
})
