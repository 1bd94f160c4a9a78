import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { talentProfiles, users } from '../../api/db/schema'
import { createTestApi, type TestApi } from '../setup/api'
import { onIndexAndSql } from '../setup/index-and-sql'
import { signInDemoAccounts } from './sign-in'

/**
 * The all-talents page's API (issue 20): GET /get-app-dashbord-talents-public-authenticated with a `name`
 * and a `sort`, answered by the talent index and by SQL alike, paged without overlap (each sort's plan:
 * talent-sort-plans.test.ts).
 */

type Card = { USERID: string; name: string; gender: string; talentType: string; rating: number }
type Row = {
  USERID: string
  profileId: number
  name: string
  gender: string
  city: string
  rating: number
  score: number
}

const PATH = '/get-app-dashbord-talents-public-authenticated'
// Spelled out rather than imported, so that this file runs (and fails) against code without sorts.
const TALENT_SORTS = ['relevance', 'newest', 'rating'] as const
type TalentSort = (typeof TALENT_SORTS)[number]
let api: TestApi
let token: string
let rows: Row[]

beforeAll(async () => {
  api = await createTestApi({ talents: 300 })
  token = (await signInDemoAccounts(api)).recruiter
  // The lowest-rated women get the fullest portfolios: relevance puts them first, rating last.
  const lowest = await api.db
    .select({ id: talentProfiles.id })
    .from(talentProfiles)
    .where(eq(talentProfiles.gender, 'Female'))
    .orderBy(talentProfiles.rating)
    .limit(3)
  await api.db
    .update(talentProfiles)
    .set({ portfolioScore: 5 })
    .where(
      inArray(
        talentProfiles.id,
        lowest.map((row) => row.id),
      ),
    )
  rows = await api.db
    .select({
      USERID: users.userId,
      profileId: talentProfiles.id,
      name: talentProfiles.displayName,
      gender: talentProfiles.gender,
      city: talentProfiles.city,
      rating: talentProfiles.rating,
      score: talentProfiles.portfolioScore,
    })
    .from(talentProfiles)
    .innerJoin(users, eq(users.id, talentProfiles.userId))
    .where(eq(talentProfiles.isPublic, true))
}, 120_000)
afterAll(() => api?.close())

const get = (query: Record<string, string>) => api.call('GET', `${PATH}?${new URLSearchParams(query)}`, { token })

/** Every result of a query, page by page (10 a page), and the pages' hasMore flags. */
async function allPages(query: Record<string, string>) {
  const ids: string[] = []
  for (let page = 1; page <= 20; page++) {
    const { status, body } = await get({ ...query, page: String(page) })
    expect(status, JSON.stringify(body)).toBe(200)
    ids.push(...(body.filteredTalents as Card[]).map((t) => t.USERID))
    if (!body.hasMore) return ids
  }
  throw new Error('more than 20 pages')
}

/** The order each sort promises, on the rows themselves. */
const BY: Record<TalentSort, (a: Row, b: Row) => number> = {
  relevance: (a, b) => b.score - a.score || b.rating - a.rating || b.profileId - a.profileId,
  rating: (a, b) => b.rating - a.rating || b.score - a.score || b.profileId - a.profileId,
  newest: (a, b) => b.profileId - a.profileId,
}

describe('sort', () => {
  it.each(TALENT_SORTS)('%s: pages in its order, without overlap, on the index and in SQL', async (sort) => {
    const expected = rows
      .filter((r) => r.gender === 'Female')
      .sort(BY[sort])
      .map((r) => r.USERID)
    // More than the count cap: pages still reach every match, in order.
    expect(expected.length).toBeGreaterThan(100)
    await onIndexAndSql(api.db, async (where) => {
      expect(await allPages({ gender: 'Female', sort }), where).toEqual(expected)
    })
  })

  it.each(TALENT_SORTS)('%s: a rare city (a short list the index sorts) pages in order too', async (sort) => {
    const city = rows.find((r) => r.USERID.startsWith('TAL'))!.city
    const expected = rows
      .filter((r) => r.city === city)
      .sort(BY[sort])
      .map((r) => r.USERID)
    expect(expected.length).toBeGreaterThan(1)
    expect(expected.length).toBeLessThan(rows.length / 8)
    await onIndexAndSql(api.db, async (where) => {
      expect(await allPages({ location: city, sort }), where).toEqual(expected)
    })
  })

  it('a search session keeps its sort when it is continued', async () => {
    const first = await api.call('POST', '/search-talents', { body: { sort: 'newest' }, token })
    expect(first.body.sort).toBe('newest')
    const next = await api.call('POST', '/search-talents', {
      body: { sessionId: first.body.sessionId, page: 2 },
      token,
    })
    const newest = [...rows].sort(BY.newest).map((r) => r.USERID)
    expect(next.body.sort).toBe('newest')
    expect((next.body.talents as Card[]).map((t) => t.USERID)).toEqual(newest.slice(10, 20))
  })

  it('defaults to relevance and accepts any case', async () => {
    const plain = await get({ talentType: 'Actor' })
    const upper = await get({ talentType: 'Actor', sort: 'NEWEST' })
    const newest = await get({ talentType: 'Actor', sort: 'newest' })
    const relevance = await get({ talentType: 'Actor', sort: 'relevance' })
    expect(plain.body.filteredTalents).toEqual(relevance.body.filteredTalents)
    expect(upper.body.filteredTalents).toEqual(newest.body.filteredTalents)
    expect(newest.body.filteredTalents).not.toEqual(relevance.body.filteredTalents)
  })

  it('answers a bad sort with a 400 that names the value and the choices', async () => {
    const { status, body } = await get({ sort: 'popular' })
    expect(status).toBe(400)
    expect(body).toMatchObject({
      success: false,
      message: 'Invalid input. sort: "popular" is not a sort order; use one of: relevance, newest, rating',
      filteredTalents: [],
    })
  })
})

describe('name', () => {
  it('finds talents by part of a name in any case, together with the filters', async () => {
    const target = rows.find((r) => r.gender === 'Male' && r.name.split(' ')[1]!.length >= 5)!
    const surname = target.name.split(' ')[1]!
    const part = surname.slice(0, 4).toUpperCase()
    await onIndexAndSql(api.db, async (where) => {
      const { status, body } = await get({ name: part, gender: 'Male', limit: '50' })
      expect(status, where).toBe(200)
      const found = body.filteredTalents as Card[]
      expect(
        found.map((t) => t.USERID),
        where,
      ).toContain(target.USERID)
      for (const t of found) expect(t.gender, where).toBe('Male')
      // The name narrows the list: not every man matches.
      expect(found.length, where).toBeLessThan(rows.filter((r) => r.gender === 'Male').length)
      expect(body.message, where).toMatch(/^Found \d+ talents?$/)
    })
  })

  it('sorts name matches by the chosen sort', async () => {
    const first = rows[0]!.name.split(' ')[0]!
    const { body } = await get({ name: first, sort: 'rating', limit: '50' })
    const ratings = (body.filteredTalents as Card[]).map((t) => t.rating)
    expect(ratings.length).toBeGreaterThan(0)
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a))
  })

  it('says so when no name matches', async () => {
    const { status, body } = await get({ name: 'Xqzvbnwk' })
    expect(status).toBe(200)
    expect(body).toMatchObject({ filteredTalents: [], totalResults: 0, message: 'No talents match this search' })
  })

  it.each([
    ['a', 'name: must be at least 2 characters'],
    ['x'.repeat(101), 'name: must be at most 100 characters'],
    ['ab\u0000c', 'name: must not contain control characters'],
  ])('refuses %j with a 400 naming the field', async (name, message) => {
    const { status, body } = await get({ name })
    expect(status).toBe(400)
    expect(body.message).toBe(`Invalid input. ${message}`)
  })

  it('treats a blank name as none', async () => {
    const blank = await get({ name: '  ', talentType: 'Model' })
    const none = await get({ talentType: 'Model' })
    expect(blank.status).toBe(200)
    expect(blank.body).toEqual(none.body)
  })
})

describe('contract', () => {
  it('documents name and sort in the OpenAPI file', async () => {
    const { body } = await api.call('GET', '/openapi.json')
    const parameters = body.paths[`/api/v1${PATH}`].get.parameters as {
      name: string
      schema: Record<string, unknown>
    }[]
    expect(parameters.find((p) => p.name === 'name')?.schema).toMatchObject({ minLength: 2, maxLength: 100 })
    expect(parameters.find((p) => p.name === 'sort')?.schema).toMatchObject({ enum: [...TALENT_SORTS] })
  })
})
