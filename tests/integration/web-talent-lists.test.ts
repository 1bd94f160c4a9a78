import type { LoaderFunctionArgs } from '@remix-run/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_RECRUITER_EMAIL, DEMO_TALENT_EMAIL } from '../../api/db/seed'
import { loader as chatbotViewAllLoader } from '../../app/routes/_main.chatbot.view-all-talents'
import { loader as allTalentsLoader } from '../../app/routes/_main.recruiter.view-all-talents'
import { loader as filteredPathLoader } from '../../app/routes/_main.recruiter.view-all-talents-filtered'
import { loader as viewAllLoader } from '../../app/routes/_main.view-all-talents'
import { action as searchAction } from '../../app/routes/resources.talents.search'
import { createTestWeb, type TestWeb } from '../setup/web'

type Talent = { USERID: string; talentType: string; gender: string; city: string; ageGroup: string }
type ListData = {
  talents: Talent[]
  signedIn?: boolean
  errors?: Record<string, string>
  error?: string | null
  problems?: string[]
  notFound?: boolean
  filters: Record<string, string>
  totalResults: number | null
  hasMore: boolean
  loginHref?: string
  canonical: string
}
type Loader = (args: LoaderFunctionArgs) => Promise<unknown>

let web: TestWeb
let recruiter: string
let talent: string

beforeAll(async () => {
  web = await createTestWeb({ talents: 80 })
  recruiter = (await web.signIn(DEMO_RECRUITER_EMAIL)).cookie
  talent = (await web.signIn(DEMO_TALENT_EMAIL)).cookie
})
afterAll(() => web?.close())

/** A loader's data and status, whether it returned plain data or data() with a status. */
async function load(loader: Loader, path: string, cookie?: string, context = web.context()) {
  const result = await loader({ request: web.get(path, cookie), context, params: {} })
  if (result && typeof result === 'object' && 'init' in result && 'data' in result) {
    const { data, init } = result as { data: ListData; init: ResponseInit | null }
    return { data, status: init?.status ?? 200 }
  }
  return { data: result as ListData, status: 200 }
}

async function loadMore(fields: Record<string, string>, cookie?: string, context = web.context()) {
  const response = await searchAction({
    request: web.post('/resources/talents/search', fields, cookie),
    context,
    params: {},
  })
  if (!(response instanceof Response)) throw new Error('the search route must answer with a Response')
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & { talents?: Talent[] } }
}

const unreachable = () => web.context({ apiFetch: () => Promise.reject(new Error('ECONNREFUSED')) })

describe('all-talents page (/recruiter/view-all-talents and -filtered)', () => {
  it('shows a guest the public list, unfiltered, with a sign-in link back to the filtered address', async () => {
    web.resetCalls()
    const { data, status } = await load(allTalentsLoader, '/recruiter/view-all-talents?gender=Female&talentType=Dancer')
    expect(status).toBe(200)
    expect(data.signedIn).toBe(false)
    expect(data.talents).toHaveLength(10)
    expect(data.talents.some((t) => t.gender !== 'Female' || t.talentType !== 'Dancer')).toBe(true)
    expect(web.count('get-app-dashbord-talents-public')).toBe(1)
    expect(web.count('get-app-dashbord-talents-public-authenticated')).toBe(0)
    const back = new URL(data.loginHref!, 'http://x').searchParams.get('redirectTo')
    expect(back).toBe('/recruiter/view-all-talents?gender=Female&talentType=Dancer')
  })

  it('runs the filtered search for a signed-in user, on both paths, canonical values from any case', async () => {
    for (const [loader, path] of [
      [allTalentsLoader, '/recruiter/view-all-talents'],
      [filteredPathLoader, '/recruiter/view-all-talents-filtered'],
    ] as const) {
      web.resetCalls()
      const { data, status } = await load(loader, `${path}?gender=female&talentType=ACTOR`, recruiter)
      expect(status).toBe(200)
      expect(data.signedIn).toBe(true)
      expect(data.filters).toEqual({ gender: 'Female', talentType: 'Actor' })
      expect(data.talents.length).toBeGreaterThan(0)
      for (const t of data.talents) expect([t.gender, t.talentType]).toEqual(['Female', 'Actor'])
      expect(data.totalResults).toBeGreaterThanOrEqual(data.talents.length)
      expect(web.count('get-app-dashbord-talents-public-authenticated', 'GET')).toBe(1)
    }
  })

  it('reads a city alias as its city and pages by the page parameter', async () => {
    const first = await load(allTalentsLoader, '/recruiter/view-all-talents?location=bombay', talent)
    expect(first.data.filters.location).toBe('Mumbai')
    for (const t of first.data.talents) expect(t.city).toBe('Mumbai')
    const all1 = await load(allTalentsLoader, '/recruiter/view-all-talents', talent)
    const all2 = await load(allTalentsLoader, '/recruiter/view-all-talents?page=2', talent)
    const ids1 = all1.data.talents.map((t) => t.USERID)
    expect(all2.data.talents.filter((t) => ids1.includes(t.USERID))).toEqual([])
    expect(all2.data.canonical).toMatch(/\/recruiter\/view-all-talents\?page=2$/)
  })

  it('names the field of an invalid filter or page with a 400, without calling the API', async () => {
    web.resetCalls()
    const { data, status } = await load(
      allTalentsLoader,
      '/recruiter/view-all-talents?talentType=Wizard&page=0',
      recruiter,
    )
    expect(status).toBe(400)
    expect(data.errors?.talentType).toMatch(/^Talent type: "Wizard"/)
    expect(data.errors?.page).toMatch(/^Page:/)
    expect(data.talents).toEqual([])
    expect(web.count('get-app-dashbord-talents')).toBe(0)
  })

  it('says exactly "Error fetching filtered talents" when the API does not answer', async () => {
    const { data, status } = await load(
      allTalentsLoader,
      '/recruiter/view-all-talents?gender=Male&page=9',
      recruiter,
      unreachable(),
    )
    expect(status).toBe(503)
    expect(data.error).toBe('Error fetching filtered talents')
  })
})

describe('load more (resources/talents/search)', () => {
  it('returns the next page of the same filtered search and continues it by its session', async () => {
    const first = await load(allTalentsLoader, '/recruiter/view-all-talents?gender=Female', recruiter)
    const shown = new Set(first.data.talents.map((t) => t.USERID))
    web.resetCalls()
    const second = await loadMore({ gender: 'Female', page: '2' }, recruiter)
    expect(second.status).toBe(200)
    expect(second.body.success).toBe(true)
    expect(second.body.page).toBe(2)
    expect(web.count('/search-talents', 'POST')).toBe(1)
    for (const t of second.body.talents!) {
      expect(t.gender).toBe('Female')
      expect(shown.has(t.USERID)).toBe(false)
      shown.add(t.USERID)
    }
    const sessionId = String(second.body.sessionId)
    const third = await loadMore({ page: '3', sessionId }, recruiter)
    expect(third.body.page).toBe(3)
    for (const t of third.body.talents!) {
      expect(t.gender).toBe('Female')
      expect(shown.has(t.USERID)).toBe(false)
    }
  })

  it('works for a guest with no filters (the public list)', async () => {
    const answer = await loadMore({ page: '2' })
    expect(answer.status).toBe(200)
    expect(answer.body.talents).toHaveLength(10)
  })

  it('answers a bad filter with a 400 naming the field; a foreign session is a new search', async () => {
    const bad = await loadMore({ gender: 'Robot', page: '2' })
    expect(bad.status).toBe(400)
    expect(bad.body).toEqual({ success: false, message: expect.stringMatching(/^Gender: "Robot"/) })
    const mine = await loadMore({ page: '2' }, recruiter)
    const foreign = await loadMore({ page: '2', sessionId: String(mine.body.sessionId) }, talent)
    // Someone else's session is unknown to this caller: a new session of its own (requirements §7).
    expect(foreign.status).toBe(200)
    expect(foreign.body.sessionId).toMatch(/^[0-9a-f-]{36}$/)
    expect(foreign.body.sessionId).not.toBe(mine.body.sessionId)
  })

  it('says exactly "Server error, please try again later." when the API does not answer', async () => {
    const answer = await loadMore({ page: '5', ageGroup: '26-35' }, undefined, unreachable())
    expect(answer.status).toBe(503)
    expect(answer.body).toEqual({ success: false, message: 'Server error, please try again later.' })
  })
})

describe('view-all pages', () => {
  it('/view-all-talents lists the filters of its query through the messaging-app call', async () => {
    web.resetCalls()
    const { data, status } = await load(
      viewAllLoader,
      '/view-all-talents?talentType=Model&projectType=All%20Projects',
      recruiter,
    )
    expect(status).toBe(200)
    expect(data.filters).toEqual({ talentType: 'Model' })
    expect(data.talents.length).toBeGreaterThan(0)
    for (const t of data.talents) expect(t.talentType).toBe('Model')
    expect(web.count('get-filtered-talents-by-chatbot-viewall-comes-form-whatsapp', 'POST')).toBe(1)
    expect(data.canonical).toMatch(/\/view-all-talents\?talentType=Model$/)
  })

  it('/chatbot/view-all-talents shows a chat search by its session, to its owner only', async () => {
    const search = await web.api.call('POST', '/search-talents', {
      body: { filters: { gender: 'Male', talentType: 'Actor' } },
      token: (await web.api.loginRecruiter()).accessToken,
    })
    const sessionId = String(search.body.sessionId)
    web.resetCalls()
    const own = await load(chatbotViewAllLoader, `/chatbot/view-all-talents?sessionId=${sessionId}`, recruiter)
    expect(own.status).toBe(200)
    expect(web.count('get-filtered-talents-by-chatbot-viewall/', 'POST')).toBe(1)
    expect(own.data.filters).toEqual({ gender: 'Male', talentType: 'Actor' })
    for (const t of own.data.talents) expect([t.gender, t.talentType]).toEqual(['Male', 'Actor'])

    const other = await load(chatbotViewAllLoader, `/chatbot/view-all-talents?sessionId=${sessionId}`, talent)
    expect(other.status).toBe(404)
    expect(other.data.notFound).toBe(true)
    expect(other.data.problems?.[0]).toMatch(/could not find this chat search/)

    const guest = await load(chatbotViewAllLoader, `/chatbot/view-all-talents?sessionId=${sessionId}`)
    expect(guest.status).toBe(404)
    expect(guest.data.notFound).toBe(true)
  })

  it('answers an unknown session with 404 and a malformed one with 400, never a 500', async () => {
    const unknown = await load(
      chatbotViewAllLoader,
      '/chatbot/view-all-talents?sessionId=00000000-0000-4000-8000-000000000000',
      recruiter,
    )
    expect(unknown.status).toBe(404)
    const malformed = await load(viewAllLoader, '/view-all-talents?sessionId=not-a-session')
    expect(malformed.status).toBe(400)
    expect(malformed.data.problems?.[0]).toMatch(/^Search session:/)
    const badCity = await load(viewAllLoader, '/view-all-talents?location=Atlantis')
    expect(badCity.status).toBe(400)
    expect(badCity.data.problems?.[0]).toMatch(/^Location: "Atlantis"/)
  })
})
