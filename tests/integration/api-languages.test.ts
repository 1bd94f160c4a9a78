import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { talentProfiles, users } from '../../api/db/schema'
import { GUEST_SEARCH_REFUSED } from '../../api/services/search'
import { createTestApi, type TestApi } from '../setup/api'
import { onIndexAndSql } from '../setup/index-and-sql'
import { signInDemoAccounts } from './sign-in'

/**
 * Languages as a search filter (issue 22, ADR 025): any of the named languages, on every search path (the
 * filtered GET list, POST /search-talents with its sessions, the view-all calls), answered alike by the talent
 * index and by SQL. 3,500 talents: more than a filtered search's first read of the best-rated talents, so SQL
 * takes both its dense way (English) and its sparse one (a rare language).
 */

type Card = { USERID: string; name: string; gender: string; city: string; talentType: string }
type Row = {
  USERID: string
  profileId: number
  languages: string[]
  gender: string
  city: string
  talentType: string
  rating: number
  score: number
  skills: string[]
}

const LIST = '/get-app-dashbord-talents-public-authenticated'
const SEARCH = '/search-talents'
const VIEW_ALL = '/get-filtered-talents-by-chatbot-viewall/'
// Spelled out rather than imported from api/vocabulary.ts: the message is the contract.
const ALL_LANGUAGES =
  'English, Hindi, Marathi, Gujarati, Punjabi, Urdu, Bengali, Tamil, Telugu, Kannada, Malayalam, Konkani, Odia, ' +
  'Assamese, Rajasthani, Bhojpuri, Tulu, Khasi, Arabic, Malay, Mandarin, Spanish, French'

let api: TestApi
let token: string
let rows: Row[]

async function readRows(): Promise<Row[]> {
  return api.db
    .select({
      USERID: users.userId,
      profileId: talentProfiles.id,
      languages: talentProfiles.languages,
      gender: talentProfiles.gender,
      city: talentProfiles.city,
      talentType: talentProfiles.talentType,
      rating: talentProfiles.rating,
      score: talentProfiles.portfolioScore,
      skills: talentProfiles.skills,
    })
    .from(talentProfiles)
    .innerJoin(users, eq(users.id, talentProfiles.userId))
    .where(eq(talentProfiles.isPublic, true))
}

beforeAll(async () => {
  api = await createTestApi({ talents: 3500 })
  token = (await signInDemoAccounts(api)).recruiter
  rows = await readRows()
}, 240_000)
afterAll(() => api?.close())

/** Relevance: fullest portfolio, then rating, then newest. */
const byRelevance = (a: Row, b: Row) => b.score - a.score || b.rating - a.rating || b.profileId - a.profileId

/** The public talents who speak any of `languages`, in relevance order. */
const speakers = (languages: string[], more: (row: Row) => boolean = () => true) =>
  rows
    .filter((row) => row.languages.some((language) => languages.includes(language)) && more(row))
    .sort(byRelevance)
    .map((row) => row.USERID)

const get = (query: [string, string][]) => api.call('GET', `${LIST}?${new URLSearchParams(query)}`, { token })

/** Every result of a GET list, 50 a page. */
async function allPages(query: [string, string][]) {
  const ids: string[] = []
  for (let page = 1; page <= 40; page++) {
    const { status, body } = await get([...query, ['limit', '50'], ['page', String(page)]])
    expect(status, JSON.stringify(body)).toBe(200)
    ids.push(...(body.filteredTalents as Card[]).map((t) => t.USERID))
    if (!body.hasMore) return ids
  }
  throw new Error('more than 40 pages')
}

describe('one language', () => {
  it('lists every talent who speaks it, in order, on the index and in SQL, in any letter case', async () => {
    const expected = speakers(['Tamil'])
    expect(expected.length).toBeGreaterThan(10)
    expect(expected.length).toBeLessThan(rows.length / 4)
    await onIndexAndSql(api.db, async (where) => {
      expect(await allPages([['languages', 'tamil']]), where).toEqual(expected)
    })
  })

  it('a language most talents speak (the dense way) pages in order too', async () => {
    const expected = speakers(['English'])
    expect(expected.length).toBeGreaterThan(rows.length / 2)
    await onIndexAndSql(api.db, async (where) => {
      const { body } = await get([
        ['languages', 'English'],
        ['limit', '50'],
        ['page', '3'],
      ])
      expect(
        (body.filteredTalents as Card[]).map((t) => t.USERID),
        where,
      ).toEqual(expected.slice(100, 150))
      expect(body.totalResultsCapped, where).toBe(true)
    })
  })

  it('a language few speak (the sparse way) is found whole', async () => {
    const rare = ['Khasi', 'Tulu', 'Konkani', 'Odia', 'Assamese'].find((language) => {
      const count = speakers([language]).length
      return count > 0 && count < 60
    })
    expect(rare, 'a rare language in the seeded catalog').toBeDefined()
    await onIndexAndSql(api.db, async (where) => {
      expect(await allPages([['languages', rare!]]), where).toEqual(speakers([rare!]))
    })
  })
})

describe('any of several', () => {
  it('matches a talent who speaks one of them, once, whatever the order or repeats', async () => {
    const expected = speakers(['Tamil', 'Telugu'])
    expect(expected.length).toBeGreaterThan(speakers(['Tamil']).length)
    await onIndexAndSql(api.db, async (where) => {
      const asked = await allPages([
        ['languages', 'Telugu'],
        ['languages', 'TAMIL'],
        ['languages', 'telugu'],
      ])
      expect(asked, where).toEqual(expected)
    })
  })

  it('echoes the languages canonical, in the vocabulary order, other names of a language read as it', async () => {
    const { status, body } = await api.call('POST', SEARCH, {
      body: { filters: { languages: ['telugu', 'Oriya', ' Tamil '] } },
      token,
    })
    expect(status, JSON.stringify(body)).toBe(200)
    expect(body.filters).toEqual({ languages: ['Tamil', 'Telugu', 'Odia'] })
  })

  it('an empty list is no filter', async () => {
    const none = await api.call('POST', SEARCH, { body: { filters: {} }, token })
    const empty = await api.call('POST', SEARCH, { body: { filters: { languages: [] } }, token })
    expect(empty.status).toBe(200)
    expect(empty.body.filters).toEqual({})
    expect(empty.body.talents).toEqual(none.body.talents)
  })
})

describe('with the other filters', () => {
  it('ANDs with city, gender and type, on the index and in SQL', async () => {
    const expected = speakers(['Bengali', 'Hindi'], (row) => row.gender === 'Female' && row.talentType === 'Actor')
    expect(expected.length).toBeGreaterThan(0)
    await onIndexAndSql(api.db, async (where) => {
      const found = await allPages([
        ['languages', 'Bengali'],
        ['languages', 'Hindi'],
        ['gender', 'female'],
        ['talentType', 'Actor'],
      ])
      expect(found, where).toEqual(expected)
    })
    const city = rows.find((row) => row.languages.includes('Bengali'))!.city
    await onIndexAndSql(api.db, async (where) => {
      const found = await allPages([
        ['languages', 'Bengali'],
        ['location', city],
      ])
      expect(found, where).toEqual(speakers(['Bengali'], (row) => row.city === city))
    })
  })

  it('with a name, and sorted', async () => {
    const target = rows.find((row) => row.languages.includes('Marathi'))!
    const [name] = await api.db
      .select({ name: talentProfiles.displayName })
      .from(talentProfiles)
      .where(eq(talentProfiles.id, target.profileId))
    const surname = name!.name.split(' ').at(-1)!
    await onIndexAndSql(api.db, async (where) => {
      const { body } = await get([
        ['languages', 'Marathi'],
        ['name', surname],
        ['sort', 'newest'],
        ['limit', '50'],
      ])
      const found = body.filteredTalents as Card[]
      expect(
        found.map((t) => t.USERID),
        where,
      ).toContain(target.USERID)
      const marathi = new Set(speakers(['Marathi']))
      for (const card of found) expect(marathi.has(card.USERID), `${where}: ${card.USERID}`).toBe(true)
    })
  })

  it('with free text: the text cache keeps the two searches apart', async () => {
    const word = 'kathak'
    const plain = await api.call('POST', SEARCH, { body: { query: word, limit: 50 }, token })
    const tamil = await api.call('POST', SEARCH, {
      body: { query: word, filters: { languages: ['Tamil'] }, limit: 50 },
      token,
    })
    expect(plain.status).toBe(200)
    expect(tamil.status).toBe(200)
    const speaksTamil = new Set(speakers(['Tamil']))
    const plainIds = (plain.body.talents as Card[]).map((t) => t.USERID)
    const tamilIds = (tamil.body.talents as Card[]).map((t) => t.USERID)
    expect(plainIds.some((id) => !speaksTamil.has(id))).toBe(true)
    expect(tamilIds.every((id) => speaksTamil.has(id))).toBe(true)
    expect(tamilIds.length).toBeGreaterThan(0)
    // Asked again (from the cache now), each keeps its own answer.
    const again = await api.call('POST', SEARCH, { body: { query: word, limit: 50 }, token })
    expect((again.body.talents as Card[]).map((t) => t.USERID)).toEqual(plainIds)
  })
})

describe('bad input', () => {
  it('answers an unknown language with a 400 naming it, on GET and POST', async () => {
    const listed = await get([
      ['languages', 'Tamil'],
      ['languages', 'Klingon'],
    ])
    expect(listed.status).toBe(400)
    expect(listed.body).toMatchObject({
      success: false,
      message: `Invalid input. languages: "Klingon" is not a language we list; use any of: ${ALL_LANGUAGES}`,
      filteredTalents: [],
    })
    const searched = await api.call('POST', SEARCH, {
      body: { filters: { languages: ['Elvish', 'Dothraki'] } },
      token,
    })
    expect(searched.status).toBe(400)
    expect(searched.body.message).toBe(
      `Invalid input. filters.languages: "Elvish", "Dothraki" are not languages we list; use any of: ${ALL_LANGUAGES}`,
    )
  })

  it.each([
    ['a string instead of a list', 'Tamil', 'filters.languages: must be a list of language names'],
    ['a number in the list', [7], 'filters.languages.0: must be a string'],
    ['too long a name', ['x'.repeat(41)], 'filters.languages.0: must be at most 40 characters'],
  ])('refuses %s in a JSON body with a 400', async (_, languages, message) => {
    const { status, body } = await api.call('POST', SEARCH, { body: { filters: { languages } }, token })
    expect(status).toBe(400)
    expect(body.message).toContain(message)
  })
})

describe('sessions', () => {
  it('load more continues with the languages, and the view-all call reads them from the session', async () => {
    const expected = speakers(['Tamil', 'Malayalam'])
    const first = await api.call('POST', SEARCH, { body: { filters: { languages: ['Malayalam', 'Tamil'] } }, token })
    expect(first.status).toBe(200)
    expect(first.body.filters).toEqual({ languages: ['Tamil', 'Malayalam'] })
    expect((first.body.talents as Card[]).map((t) => t.USERID)).toEqual(expected.slice(0, 10))
    const next = await api.call('POST', SEARCH, { body: { sessionId: first.body.sessionId, page: 2 }, token })
    expect(next.body.filters).toEqual({ languages: ['Tamil', 'Malayalam'] })
    expect((next.body.talents as Card[]).map((t) => t.USERID)).toEqual(expected.slice(10, 20))
    const viewAll = await api.call('POST', VIEW_ALL, { body: { sessionId: first.body.sessionId, page: 3 }, token })
    expect(viewAll.status).toBe(200)
    expect(viewAll.body.filters).toEqual({ languages: ['Tamil', 'Malayalam'] })
    expect((viewAll.body.talents as Card[]).map((t) => t.USERID)).toEqual(expected.slice(20, 30))
  })

  it('the view-all call takes languages as a filter too', async () => {
    const { status, body } = await api.call('POST', VIEW_ALL, { body: { filters: { languages: ['kannada'] } }, token })
    expect(status).toBe(200)
    expect(body.filters).toEqual({ languages: ['Kannada'] })
    expect((body.talents as Card[]).map((t) => t.USERID)).toEqual(speakers(['Kannada']).slice(0, 10))
  })
})

describe('guests', () => {
  it('may not filter by language, like any other filter (requirements §5)', async () => {
    const searched = await api.call('POST', SEARCH, { body: { filters: { languages: ['Tamil'] } } })
    expect(searched.status).toBe(401)
    expect(searched.body.message).toBe(GUEST_SEARCH_REFUSED)
    const viewAll = await api.call('POST', VIEW_ALL, { body: { filters: { languages: ['Tamil'] } } })
    expect(viewAll.status).toBe(401)
    expect(viewAll.body.message).toBe(GUEST_SEARCH_REFUSED)
    // A guest's empty list narrows nothing: the public list.
    const empty = await api.call('POST', SEARCH, { body: { filters: { languages: [] } } })
    expect(empty.status).toBe(200)
  })

  it('cannot continue a signed-in search by languages through its session id', async () => {
    const stored = await api.call('POST', SEARCH, { body: { filters: { languages: ['Tamil'] } }, token })
    const guest = await api.call('POST', VIEW_ALL, { body: { sessionId: stored.body.sessionId } })
    expect(guest.status).toBe(404)
  })
})

describe('the talent index stays current', () => {
  it('a talent who learns a language is found by it at once (the catalog version moves)', async () => {
    const learner = rows.find((row) => !row.languages.includes('Khasi'))!
    const before = await allPages([['languages', 'Khasi']])
    expect(before).not.toContain(learner.USERID)
    await api.db
      .update(talentProfiles)
      .set({ languages: [...learner.languages, 'Khasi'] })
      .where(eq(talentProfiles.id, learner.profileId))
    try {
      const after = await allPages([['languages', 'Khasi']])
      expect(after).toContain(learner.USERID)
    } finally {
      await api.db
        .update(talentProfiles)
        .set({ languages: learner.languages })
        .where(eq(talentProfiles.id, learner.profileId))
    }
    expect(await allPages([['languages', 'Khasi']])).toEqual(before)
  })
})

describe('contract', () => {
  it('documents languages in the OpenAPI file: a repeated query parameter and an array in bodies', async () => {
    const { body } = await api.call('GET', '/openapi.json')
    const parameters = body.paths[`/api/v1${LIST}`].get.parameters as {
      name: string
      schema: { type?: string; items?: { enum?: string[] } }
      description?: string
    }[]
    const languages = parameters.find((p) => p.name === 'languages')
    expect(languages?.schema.type).toBe('array')
    expect(languages?.schema.items?.enum).toContain('Tamil')
    const filters = body.components.schemas.SearchFilters.properties.languages
    expect(filters).toMatchObject({ type: 'array', items: { type: 'string' } })
    const applied = body.components.schemas.AppliedFilters.properties.languages
    expect(applied).toMatchObject({ type: 'array' })
  })
})
