import type { LoaderFunctionArgs } from '@remix-run/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_RECRUITER_EMAIL } from '../../api/db/seed'
import { loader as allTalentsLoader } from '../../app/routes/_main.recruiter.view-all-talents'
import { action as searchAction } from '../../app/routes/resources.talents.search'
import { createTestWeb, type TestWeb } from '../setup/web'

/**
 * The all-talents page's loader and its load more (issue 20): a name and a sort go to the API, a mistyped city
 * gets a suggestion that applies it, bad values a 400 naming them; a guest gets the public list and a way back.
 */

type Talent = { USERID: string; name: string; gender: string; rating: number }
type PageData = {
  talents: Talent[]
  errors: Record<string, string>
  name: string | null
  sort: string
  activeCount: number
  citySuggestion: { city: string; href: string } | null
  loginHref: string
  canonical: string
  signedIn: boolean
  totalResults: number | null
}
type Loader = (args: LoaderFunctionArgs) => Promise<unknown>

const PAGE = '/recruiter/view-all-talents'
let web: TestWeb
let recruiter: string

beforeAll(async () => {
  web = await createTestWeb({ talents: 120 })
  recruiter = (await web.signIn(DEMO_RECRUITER_EMAIL)).cookie
})
afterAll(() => web?.close())

async function load(path: string, cookie?: string, loader: Loader = allTalentsLoader) {
  const result = await loader({ request: web.get(path, cookie), context: web.context(), params: {} })
  if (result && typeof result === 'object' && 'init' in result && 'data' in result) {
    const { data, init } = result as { data: PageData; init: ResponseInit | null }
    return { data, status: init?.status ?? 200 }
  }
  return { data: result as PageData, status: 200 }
}

const descending = (values: number[]) => [...values].sort((a, b) => b - a)

describe('all-talents page: name and sort', () => {
  it('narrows by part of a name and orders by rating, with links that keep both', async () => {
    const all = await load(`${PAGE}?gender=Female`, recruiter)
    const someone = all.data.talents[4]!.name
    const part = someone.split(' ').at(-1)!.slice(0, 4).toUpperCase()
    const { data, status } = await load(`${PAGE}?gender=Female&name=${part}&sort=rating`, recruiter)
    expect(status).toBe(200)
    expect(data).toMatchObject({ name: part, sort: 'rating', activeCount: 2 })
    expect(data.talents.map((t) => t.name)).toContain(someone)
    // The name narrows the list.
    expect(data.totalResults).toBeLessThan(all.data.totalResults!)
    for (const t of data.talents) expect(t.gender).toBe('Female')
    expect(data.talents.map((t) => t.rating)).toEqual(descending(data.talents.map((t) => t.rating)))
    expect(data.canonical).toMatch(new RegExp(`\\?name=${part}&sort=rating&gender=Female$`))
  })

  it('refuses a short name and an unknown sort with a 400 naming each', async () => {
    const { data, status } = await load(`${PAGE}?name=a&sort=popular`, recruiter)
    expect(status).toBe(400)
    expect(data.errors.name).toBe("Name: type 2 to 100 characters of a talent's name.")
    expect(data.errors.sort).toBe('Sort: "popular" is not a sort order. Choose relevance, newest, rating.')
    expect(data.talents).toEqual([])
  })

  it('load more sends the name and the sort along', async () => {
    const response = await searchAction({
      request: web.post('/resources/talents/search', { sort: 'rating', name: 'an', page: '1' }, recruiter),
      context: web.context(),
      params: {},
    })
    if (!(response instanceof Response)) throw new Error('the search route answers with a Response')
    const body = (await response.json()) as { talents: Talent[] }
    expect(response.status).toBe(200)
    const everyone = await load(`${PAGE}?sort=rating`, recruiter)
    expect(body.talents.length).toBeGreaterThan(0)
    expect(body.talents.map((t) => t.USERID)).not.toEqual(everyone.data.talents.map((t) => t.USERID))
    expect(body.talents.map((t) => t.rating)).toEqual(descending(body.talents.map((t) => t.rating)))
  })
})

describe('all-talents page: cities', () => {
  it('suggests the listed city closest to a typo, as an address that applies it', async () => {
    const { data, status } = await load(`${PAGE}?talentType=Actor&location=Mumbia&page=2`, recruiter)
    expect(status).toBe(400)
    expect(data.errors.location).toBe('Location: "Mumbia" is not a city we list. Did you mean Mumbai?')
    expect(data.citySuggestion).toEqual({ city: 'Mumbai', href: `${PAGE}?talentType=Actor&location=Mumbai` })
  })

  it('says so when no listed city is close', async () => {
    const { data } = await load(`${PAGE}?location=Atlantis`, recruiter)
    expect(data.errors.location).toMatch(/^Location: "Atlantis" is not a city we list, and none is close to it\./)
    expect(data.citySuggestion).toBeNull()
  })
})

describe('all-talents page: guests', () => {
  it('get the public list whatever the URL asks, and a sign-in link back to it', async () => {
    web.resetCalls()
    const { data, status } = await load(`${PAGE}?name=pr&sort=newest&gender=Male`)
    expect(status).toBe(200)
    expect(data.signedIn).toBe(false)
    expect(data.talents).toHaveLength(10)
    expect(web.count('get-app-dashbord-talents-public-authenticated')).toBe(0)
    const back = new URL(data.loginHref, 'http://x').searchParams.get('redirectTo')
    expect(back).toBe(`${PAGE}?name=pr&sort=newest&gender=Male`)
  })
})
