import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTalent, createFaker, type TalentOverrides } from '../../api/db/factories'
import { searchSessions, talentProfiles, users } from '../../api/db/schema'
import { DEMO_RECRUITER_EMAIL, insertTalents } from '../../api/db/seed'
import { SEARCH_COUNT_CAP, SEARCH_RESULT_CAP } from '../../api/services/search'
import { ageGroupOf } from '../../api/vocabulary'
import { createTestApi, type TestApi } from '../setup/api'
import { signInDemoAccounts, userByEmail } from './sign-in'

/**
 * POST /search-talents and the chatbot's view-all calls. 3,500 seeded talents: more than a filtered
 * search's first read of the best-rated talents (so both of its ways, dense and sparse, are taken)
 * and than the 1,000-result cap; plus a few talents made for one test each (USERIDs TAL9000xx).
 */

type Card = {
  USERID: string
  name: string
  talentType: string
  gender: string
  city: string
  ageGroup: string
  projectTypes: string[]
}
type Filters = Partial<Record<'projectType' | 'talentType' | 'gender' | 'location' | 'ageGroup', string>>
type Row = {
  USERID: string
  talentType: string
  gender: string
  city: string
  birthDate: string
  projectTypes: string[]
  isPublic: boolean
}

let api: TestApi
let tokens: { talent: string; recruiter: string }
let everyone: Row[]

const SEARCH = '/search-talents'
const VIEW_ALL = '/get-filtered-talents-by-chatbot-viewall/'
const VIEW_ALL_WHATSAPP = '/get-filtered-talents-by-chatbot-viewall-comes-form-whatsapp'

const MADE: Record<string, TalentOverrides> = {
  TAL900001: {
    firstName: 'Priya',
    lastName: 'Sharma',
    talentType: 'Dancer',
    city: 'Pune',
    skills: ['Kathak', 'Contemporary'],
    profile: { rating: 3.1, isPublic: true },
  },
  TAL900002: {
    firstName: 'Zorawar',
    lastName: 'Quennell',
    talentType: 'Actor',
    city: 'Kochi',
    skills: ['Kalaripayattu', 'Stage combat'],
    profile: { bio: 'Actor from Kochi who fights on screen with Kalaripayattu.', rating: 3.0, isPublic: true },
  },
  TAL900003: { firstName: 'Hidden', lastName: 'Kalaripayattu', profile: { isPublic: false, rating: 5 } },
}

async function seedMadeTalents() {
  const faker = createFaker([7, 7])
  const drafts = Object.entries(MADE).map(([USERID, overrides]) =>
    buildTalent(faker, Number(USERID.slice(3)), { ...overrides, user: { userId: USERID } }),
  )
  await insertTalents(api.db, drafts)
}

/** Signed in as the recruiter unless told otherwise (null: a guest, who may only list: requirements §5). */
async function search(body: unknown, token: string | null = tokens.recruiter) {
  return api.call('POST', SEARCH, { body, token: token ?? undefined })
}

/** Every page of a search, through its session. */
async function allPages(body: Record<string, unknown>, token?: string | null) {
  const first = await search({ ...body, limit: 50 }, token)
  expect(first.status).toBe(200)
  const cards: Card[] = [...first.body.talents]
  let page = 1
  let hasMore = first.body.hasMore as boolean
  while (hasMore) {
    page += 1
    const next = await search({ sessionId: first.body.sessionId, page, limit: 50 }, token)
    expect(next.status).toBe(200)
    cards.push(...next.body.talents)
    hasMore = next.body.hasMore
  }
  return { first: first.body, cards }
}

function matches(row: Row, filters: Filters): boolean {
  return (
    row.isPublic &&
    (!filters.talentType || row.talentType === filters.talentType) &&
    (!filters.gender || row.gender === filters.gender) &&
    (!filters.location || row.city === filters.location) &&
    (!filters.projectType || row.projectTypes.includes(filters.projectType)) &&
    (!filters.ageGroup || ageGroupOf(row.birthDate) === filters.ageGroup)
  )
}

function expectCardMatches(card: Card, filters: Filters) {
  if (filters.talentType) expect(card.talentType).toBe(filters.talentType)
  if (filters.gender) expect(card.gender).toBe(filters.gender)
  if (filters.location) expect(card.city).toBe(filters.location)
  if (filters.projectType) expect(card.projectTypes).toContain(filters.projectType)
  if (filters.ageGroup) expect(card.ageGroup).toBe(filters.ageGroup)
}

async function textOf(USERIDs: string[]) {
  const rows = await api.db
    .select({
      USERID: users.userId,
      name: talentProfiles.displayName,
      bio: talentProfiles.bio,
      skills: talentProfiles.skills,
    })
    .from(talentProfiles)
    .innerJoin(users, eq(users.id, talentProfiles.userId))
    .where(inArray(users.userId, USERIDs))
  return new Map(rows.map((r) => [r.USERID, `${r.name} ${r.bio} ${r.skills.join(' ')}`.toLowerCase()]))
}

async function sessionRow(id: string) {
  const [row] = await api.db.select().from(searchSessions).where(eq(searchSessions.id, id))
  return row
}

beforeAll(async () => {
  api = await createTestApi({ talents: 3500 })
  tokens = await signInDemoAccounts(api)
  await seedMadeTalents()
  everyone = await api.db
    .select({
      USERID: users.userId,
      talentType: talentProfiles.talentType,
      gender: talentProfiles.gender,
      city: talentProfiles.city,
      birthDate: talentProfiles.birthDate,
      projectTypes: talentProfiles.projectTypes,
      isPublic: talentProfiles.isPublic,
    })
    .from(talentProfiles)
    .innerJoin(users, eq(users.id, talentProfiles.userId))
}, 180_000)
afterAll(() => api?.close())

describe('POST /search-talents: filters', () => {
  const combinations: Filters[] = [
    { talentType: 'Dancer' },
    { gender: 'Female', location: 'Mumbai' },
    { talentType: 'Actor', gender: 'Male', ageGroup: '26-35' },
    { projectType: 'Theatre', location: 'Delhi' },
    { talentType: 'Model', projectType: 'Print & Fashion', gender: 'Female', ageGroup: '18-25' },
    { ageGroup: '60+' },
    { ageGroup: '0-12', location: 'Mumbai' },
    { talentType: 'Voiceover Artist', projectType: 'Dubbing & Voice', location: 'Chennai' },
  ]

  it.each(combinations)('returns exactly the public talents matching %o, each once', async (filters) => {
    const expected = everyone.filter((row) => matches(row, filters)).map((row) => row.USERID)
    expect(expected.length, 'the seed should have talents for this combination').toBeGreaterThan(0)
    expect(expected.length, 'every match should be reachable').toBeLessThanOrEqual(SEARCH_RESULT_CAP)
    const { first, cards } = await allPages({ filters })
    expect(first).toMatchObject({
      success: true,
      totalResults: Math.min(expected.length, SEARCH_COUNT_CAP),
      totalResultsCapped: expected.length > SEARCH_COUNT_CAP,
      filters,
    })
    for (const card of cards) expectCardMatches(card, filters)
    expect(cards.map((c) => c.USERID).sort()).toEqual(expected.sort())
    const ratings = cards.map((c) => (c as Card & { rating: number }).rating)
    expect(ratings, 'best rated first across pages').toEqual([...ratings].sort((a, b) => b - a))
  })

  it('orders by rating, best first', async () => {
    const { body } = await search({ filters: { talentType: 'Actor' }, limit: 50 })
    const ratings = (body.talents as { rating: number }[]).map((t) => t.rating)
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a))
  })

  it('accepts a city alias in any case and answers with the canonical city', async () => {
    const { status, body } = await search({ filters: { location: '  bOMBAY ' } })
    expect(status).toBe(200)
    expect(body.filters).toEqual({ location: 'Mumbai' })
    const mumbai = everyone.filter((row) => matches(row, { location: 'Mumbai' })).length
    expect(body.totalResults).toBe(Math.min(mumbai, SEARCH_COUNT_CAP))
    for (const card of body.talents as Card[]) expect(card.city).toBe('Mumbai')
  })

  it('matches vocabulary values in any case', async () => {
    const { body } = await search({ filters: { talentType: 'voiceover artist', gender: 'FEMALE' } })
    expect(body.filters).toEqual({ talentType: 'Voiceover Artist', gender: 'Female' })
  })

  it("treats 'All Projects', an empty value and null as no filter", async () => {
    const plain = await search({ filters: { talentType: 'Dancer' } })
    for (const projectType of ['All Projects', 'all projects', '', null]) {
      const { body } = await search({ filters: { talentType: 'Dancer', projectType } })
      expect(body.totalResults).toBe(plain.body.totalResults)
      expect(body.filters).toEqual({ talentType: 'Dancer' })
    }
  })

  it('says how many it found, and when nothing matches', async () => {
    const some = await search({ filters: { talentType: 'Dancer', location: 'Pune' } })
    expect(some.body.message).toBe(`Found ${some.body.totalResults} talents`)
    const none = await search({ filters: { ageGroup: '0-12', talentType: 'Voiceover Artist', location: 'Shillong' } })
    expect(none.body).toMatchObject({ talents: [], totalResults: 0, hasMore: false })
    expect(none.body.message).toBe('No talents match these filters')
  })

  it(`counts exactly up to ${SEARCH_COUNT_CAP}, then says ${SEARCH_COUNT_CAP}+`, async () => {
    const few = everyone.filter((row) => matches(row, { talentType: 'Dancer', location: 'Pune' })).length
    expect(few).toBeLessThanOrEqual(SEARCH_COUNT_CAP)
    const exact = await search({ filters: { talentType: 'Dancer', location: 'Pune' } })
    expect(exact.body).toMatchObject({ totalResults: few, totalResultsCapped: false })
    const many = await search({ filters: { gender: 'Female' } })
    expect(many.body).toMatchObject({
      totalResults: SEARCH_COUNT_CAP,
      totalResultsCapped: true,
      hasMore: true,
      message: `Found ${SEARCH_COUNT_CAP}+ talents`,
    })
  })

  it(`reaches the first ${SEARCH_RESULT_CAP} results of a broad search, then stops`, async () => {
    expect(everyone.filter((row) => row.isPublic).length).toBeGreaterThan(SEARCH_RESULT_CAP)
    const first = await search({ filters: {}, limit: 50 })
    const lastPage = SEARCH_RESULT_CAP / 50
    const last = await search({ sessionId: first.body.sessionId, page: lastPage, limit: 50 })
    expect(last.body.talents).toHaveLength(50)
    expect(last.body.hasMore).toBe(false)
    const past = await search({ sessionId: first.body.sessionId, page: lastPage + 1, limit: 50 })
    expect(past.body).toMatchObject({ talents: [], hasMore: false, totalResults: SEARCH_COUNT_CAP })
  })
})

describe('POST /search-talents: names and free text', () => {
  it('finds a name despite a typo, closest first', async () => {
    const { status, body } = await search({ name: 'priya sharmaa' })
    expect(status).toBe(200)
    expect(body.isNameSearch).toBe(true)
    expect((body.talents as Card[])[0]?.name).toBe('Priya Sharma')
    expect((body.talents as Card[]).map((t) => t.USERID)).toContain('TAL900001')
  })

  it('finds every talent with a first name', async () => {
    const { body } = await search({ name: 'Priya', limit: 50 })
    expect(body.totalResults).toBeGreaterThan(0)
    for (const card of body.talents as Card[]) expect(card.name.toLowerCase()).toContain('priy')
  })

  it('combines a name with filters', async () => {
    const hit = await search({ name: 'priya sharma', filters: { location: 'Pune', talentType: 'Dancer' } })
    expect((hit.body.talents as Card[]).map((t) => t.USERID)).toContain('TAL900001')
    const miss = await search({ name: 'priya sharma', filters: { location: 'Kochi', talentType: 'Dancer' } })
    expect((miss.body.talents as Card[]).map((t) => t.USERID)).not.toContain('TAL900001')
  })

  it('finds a talent by a skill, and every result has the word', async () => {
    const { body } = await search({ query: 'kalaripayattu' })
    expect(body.isNameSearch).toBe(false)
    // The hidden talent has the word in its name but is not public.
    expect((body.talents as Card[]).map((t) => t.USERID)).toEqual(['TAL900002'])
    expect(body.message).toBe('Found 1 talent')
  })

  it.each(['kathak', 'dubbing hindi', 'method acting', 'runway'])(
    'ranks only talents whose name, bio or skills match "%s"',
    async (query) => {
      const { body } = await search({ query, limit: 50 })
      expect(body.totalResults).toBeGreaterThan(0)
      const texts = await textOf((body.talents as Card[]).map((t) => t.USERID))
      // Stemmed full text: 'dubbing' matches 'dubbing', 'acting' matches 'acting'.
      const stems = query.split(' ').map((word) => word.slice(0, 4))
      for (const [USERID, text] of texts) {
        for (const stem of stems) expect(text, `${USERID} for "${query}"`).toContain(stem)
      }
    },
  )

  it('finds a name in free text too', async () => {
    const { body } = await search({ query: 'zorawar quenell' })
    expect((body.talents as Card[])[0]?.USERID).toBe('TAL900002')
  })

  it('combines free text with filters', async () => {
    const { body } = await search({ query: 'kathak', filters: { talentType: 'Dancer', gender: 'Female' }, limit: 50 })
    expect(body.totalResults).toBeGreaterThan(0)
    for (const card of body.talents as Card[]) expectCardMatches(card, { talentType: 'Dancer', gender: 'Female' })
  })

  it('says when a search finds nothing', async () => {
    const { body } = await search({ query: 'xylophonist' })
    expect(body).toMatchObject({ talents: [], totalResults: 0, message: 'No talents match this search' })
  })
})

describe('POST /search-talents: sessions', () => {
  it('stores the search and continues it by sessionId, page 2 without overlap', async () => {
    const filters = { gender: 'Female', talentType: 'Actor' }
    const first = await search({ filters, limit: 10 }, tokens.recruiter)
    expect(first.status).toBe(200)
    expect(first.body.sessionId).toMatch(/^[0-9a-f-]{36}$/)
    const recruiter = await userByEmail(api, DEMO_RECRUITER_EMAIL)
    expect(await sessionRow(first.body.sessionId)).toMatchObject({
      ownerUserId: recruiter.id,
      filters,
      query: '',
      isNameSearch: false,
      totalResults: first.body.totalResults,
      currentPage: 1,
      hasMore: true,
    })

    // Other filters in the body are ignored: the session's own are used.
    const second = await search(
      { sessionId: first.body.sessionId, page: 2, filters: { gender: 'Male' } },
      tokens.recruiter,
    )
    expect(second.status).toBe(200)
    expect(second.body).toMatchObject({ sessionId: first.body.sessionId, page: 2, filters })
    const one = (first.body.talents as Card[]).map((t) => t.USERID)
    const two = (second.body.talents as Card[]).map((t) => t.USERID)
    expect(two).toHaveLength(10)
    expect(two.filter((id) => one.includes(id))).toEqual([])
    for (const card of second.body.talents as Card[]) expectCardMatches(card, filters)
    expect(await sessionRow(first.body.sessionId)).toMatchObject({ currentPage: 2 })
  })

  it('stores a name search with its text', async () => {
    const { body } = await search({ name: 'priya sharmaa' })
    const recruiter = await userByEmail(api, DEMO_RECRUITER_EMAIL)
    expect(await sessionRow(body.sessionId)).toMatchObject({
      ownerUserId: recruiter.id,
      query: 'priya sharmaa',
      isNameSearch: true,
    })
    const again = await search({ sessionId: body.sessionId, page: 1 })
    expect(again.body.talents).toEqual(body.talents)
  })

  it("starts a new session for another user's session id, for a user and for a guest: nothing of it is used", async () => {
    const { body } = await search({ filters: { talentType: 'Model' } }, tokens.recruiter)
    for (const token of [tokens.talent, null]) {
      const { status, body: other } = await search({ sessionId: body.sessionId, page: 2 }, token)
      expect(status).toBe(200)
      expect(other.sessionId).not.toBe(body.sessionId)
      expect(other.filters).toEqual({})
    }
    // The owner's session is untouched by those searches.
    expect(await sessionRow(body.sessionId)).toMatchObject({ currentPage: 1, filters: { talentType: 'Model' } })
  })

  it("lets anyone holding a guest session's id continue it", async () => {
    // A guest's search lists the public talents (requirements §5); its session is theirs to share.
    const { body } = await search({}, null)
    const { status } = await search({ sessionId: body.sessionId, page: 2 }, tokens.talent)
    expect(status).toBe(200)
  })

  it.each(['00000000-0000-4000-8000-000000000000', 'default-session', 'chat_session_1'])(
    'treats the unknown or placeholder sessionId %s as a new session (requirements §7)',
    async (sessionId) => {
      const filters = { gender: 'Female', talentType: 'Dancer' }
      const { status, body } = await search({ sessionId, filters, page: 1 })
      expect(status).toBe(200)
      expect(body.sessionId).toMatch(/^[0-9a-f-]{36}$/)
      expect(body.sessionId).not.toBe(sessionId)
      expect(body.filters).toEqual(filters)
      expect(await sessionRow(body.sessionId)).toMatchObject({ filters })
    },
  )
})

describe('POST /search-talents: bad input', () => {
  it.each([
    [{ limit: 51 }, 'limit'],
    [{ limit: 0 }, 'limit'],
    [{ page: 0 }, 'page'],
    [{ page: 1.5 }, 'page'],
    [{ page: '2' }, 'page'],
    [{ sessionId: 'not a session id!' }, 'sessionId'],
    [{ sessionId: 'x'.repeat(101) }, 'sessionId'],
    [{ query: 'x'.repeat(201) }, 'query'],
    [{ query: 'kathak\u0000' }, 'query'],
    [{ name: 'priya', query: 'kathak' }, 'name'],
    [{ filters: { city: 'Mumbai' } }, 'filters'],
    [{ filters: 'Mumbai' }, 'filters'],
    [{ filters: { talentType: 'Astronaut' } }, 'filters.talentType'],
    [{ filters: { location: 'Atlantis' } }, 'filters.location'],
    [{ filters: { ageGroup: '20-30' } }, 'filters.ageGroup'],
  ])('answers %o with 400 naming %s', async (body, field) => {
    const { status, body: error } = await search(body)
    expect(status).toBe(400)
    expect(error.success).toBe(false)
    expect(error.message).toContain(field)
  })

  it('answers a body that is not JSON with 400', async () => {
    const { status, body } = await search('{"filters": ')
    expect(status).toBe(400)
    expect(body.success).toBe(false)
  })

  const injections = [
    "Actor' OR '1'='1",
    "Mumbai'; SELECT pg_sleep(3); --",
    "' || pg_sleep(3) || '",
    '18-25) OR (1=1',
    'Film"; DROP TABLE talent_profiles; --',
  ]

  it.each(['projectType', 'talentType', 'gender', 'location', 'ageGroup'])(
    'refuses SQL in filters.%s quickly, with 400',
    async (field) => {
      for (const value of injections) {
        const started = performance.now()
        const { status, body } = await search({ filters: { [field]: value } })
        expect(performance.now() - started).toBeLessThan(1000)
        expect(status).toBe(400)
        expect(body.message).toContain(`filters.${field}`)
      }
    },
  )

  it.each(['query', 'name'])('treats SQL in %s as plain words: no error, no delay', async (field) => {
    for (const value of injections) {
      const started = performance.now()
      const { status, body } = await search({ [field]: value })
      expect(performance.now() - started).toBeLessThan(1000)
      expect(status).toBe(200)
      expect(body.success).toBe(true)
    }
    expect(await api.db.$count(talentProfiles)).toBe(everyone.length)
  })

  it('refuses a bad bearer token with 401 rather than searching as a guest', async () => {
    const { status } = await search({ filters: {} }, 'not-a-token')
    expect(status).toBe(401)
  })
})

describe('POST view-all calls', () => {
  it.each([VIEW_ALL, VIEW_ALL_WHATSAPP])('%s returns talents matching the filters', async (path) => {
    const filters = { talentType: 'Dancer', location: 'bombay', gender: 'female' }
    const { status, body } = await api.call('POST', path, {
      body: { filters, page: 1, limit: 50 },
      token: tokens.recruiter,
    })
    expect(status).toBe(200)
    const expected = everyone.filter((row) =>
      matches(row, { talentType: 'Dancer', location: 'Mumbai', gender: 'Female' }),
    )
    expect(expected.length).toBeLessThanOrEqual(50)
    expect(body).toMatchObject({ success: true, totalResults: expected.length, hasMore: false, page: 1 })
    expect((body.talents as Card[]).map((t) => t.USERID).sort()).toEqual(expected.map((r) => r.USERID).sort())
  })

  it('routes the trailing slash exactly as requirements §7 spells it', async () => {
    const { status } = await api.call('POST', VIEW_ALL.replace(/\/$/, ''), { body: {} })
    expect(status).toBe(404)
  })

  it("continues a chat's session without moving its page", async () => {
    const chat = await search({ query: 'kathak', filters: { gender: 'Female' } }, tokens.talent)
    const { status, body } = await api.call('POST', VIEW_ALL_WHATSAPP, {
      body: { sessionId: chat.body.sessionId, page: 2 },
      token: tokens.talent,
    })
    expect(status).toBe(200)
    expect(body).toMatchObject({ page: 2, query: 'kathak', filters: { gender: 'Female' } })
    const next = await search({ sessionId: chat.body.sessionId, page: 2 }, tokens.talent)
    expect(body.talents).toEqual(next.body.talents)
    const read = await api.call('POST', VIEW_ALL, {
      body: { sessionId: chat.body.sessionId, page: 3 },
      token: tokens.talent,
    })
    expect(read.status).toBe(200)
    expect(await sessionRow(chat.body.sessionId)).toMatchObject({ currentPage: 2 })
  })

  it("answers another user's session with 404", async () => {
    const chat = await search({ filters: {} }, tokens.talent)
    for (const path of [VIEW_ALL, VIEW_ALL_WHATSAPP]) {
      const { status } = await api.call('POST', path, {
        body: { sessionId: chat.body.sessionId },
        token: tokens.recruiter,
      })
      expect(status).toBe(404)
    }
  })

  it.each([
    [{ limit: 51 }, 'limit'],
    [{ filters: { gender: "' OR 1=1 --" } }, 'filters.gender'],
    [{ sessionId: "1' OR '1'='1" }, 'sessionId'],
  ])('answers %o with 400 naming %s', async (body, field) => {
    for (const path of [VIEW_ALL, VIEW_ALL_WHATSAPP]) {
      const response = await api.call('POST', path, { body })
      expect(response.status).toBe(400)
      expect(response.body.message).toContain(field)
    }
  })

  it('never stores a response for a signed-in caller in a shared cache', async () => {
    const { headers } = await api.call('POST', VIEW_ALL, { body: {}, token: tokens.recruiter })
    expect(headers.get('cache-control')).toBe('private, no-store')
  })
})

describe('OpenAPI contract', () => {
  it('lists every search call with its exact spelling', async () => {
    const { body } = await api.call('GET', '/openapi.json')
    const paths = Object.keys(body.paths)
    for (const path of [SEARCH, VIEW_ALL, VIEW_ALL_WHATSAPP]) expect(paths).toContain(`/api/v1${path}`)
    const filters = body.components.schemas.SearchFilters.properties
    expect(filters.talentType.enum).toContain('Voiceover Artist')
  })
})
