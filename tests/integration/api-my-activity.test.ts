import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { talentProfiles } from '../../api/db/schema'
import { DEMO_TALENT_EMAIL } from '../../api/db/seed'
import { createTestApi, type TestApi } from '../setup/api'
import { signInDemoAccounts, userByEmail } from './sign-in'

let api: TestApi
let tokens: { talent: string; recruiter: string }

interface RecentSearch {
  sessionId: string
  filters: Record<string, string>
  query: string | null
  isNameSearch: boolean
  totalResults: number
  searchedAt: string
}

const search = (token: string, body: object) => api.call('POST', '/search-talents', { token, body })
const activity = (token?: string) => api.call('GET', '/get-my-activity', { token })

beforeAll(async () => {
  api = await createTestApi({ talents: 30 })
  tokens = await signInDemoAccounts(api)
})
afterAll(() => api?.close())

describe('GET /get-my-activity', () => {
  it('needs a bearer token, and answers privately', async () => {
    for (const token of [undefined, 'not.a.jwt']) {
      const { status, body } = await activity(token)
      expect(status).toBe(401)
      expect(body).toEqual({ success: false, message: expect.any(String) })
    }
    const { status, headers } = await activity(tokens.talent)
    expect(status).toBe(200)
    expect(headers.get('cache-control')).toBe('private, no-store')
  })

  it('is empty for a caller who has done nothing yet', async () => {
    const { body } = await activity(tokens.talent)
    expect(body).toEqual({
      success: true,
      activity: { searches: 0, talentsViewed: 0, talentsShared: 0, talentsConnected: 0 },
      recentSearches: [],
    })
  })

  it("lists the caller's own searches, newest first, once each, without unfiltered list pages", async () => {
    const dancers = await search(tokens.recruiter, { filters: { talentType: 'Dancer', location: 'Mumbai' } })
    expect(dancers.status).toBe(200)
    // The home's "Load more" stores sessions of the plain list: not a search.
    await search(tokens.recruiter, { page: 2 })
    const kathak = await search(tokens.recruiter, { query: 'kathak' })
    const name = await search(tokens.recruiter, { name: 'Priya' })
    // The same search again: listed once, as its latest run.
    const again = await search(tokens.recruiter, { filters: { location: 'Mumbai', talentType: 'Dancer' } })
    // Another user's search never shows.
    await search(tokens.talent, { filters: { gender: 'Male' } })

    const { status, body } = await activity(tokens.recruiter)
    expect(status).toBe(200)
    const recent = body.recentSearches as RecentSearch[]
    expect(recent.map((entry) => entry.sessionId)).toEqual([
      again.body.sessionId,
      name.body.sessionId,
      kathak.body.sessionId,
    ])
    expect(recent[0]).toEqual({
      sessionId: again.body.sessionId,
      filters: { talentType: 'Dancer', location: 'Mumbai' },
      query: null,
      isNameSearch: false,
      totalResults: again.body.totalResults,
      searchedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    })
    expect(recent[1]).toMatchObject({ query: 'Priya', isNameSearch: true, filters: {} })
    expect(recent[2]).toMatchObject({ query: 'kathak', isNameSearch: false })
    expect(dancers.body.sessionId).not.toBe(again.body.sessionId)
    // Four stored searches with filters or text (the repeat counts: it ran again).
    expect(body.activity.searches).toBe(4)

    const talentSide = await activity(tokens.talent)
    expect((talentSide.body.recentSearches as RecentSearch[]).map((entry) => entry.filters)).toEqual([
      { gender: 'Male' },
    ])
  })

  it('lists at most five searches', async () => {
    for (const location of ['Delhi', 'Pune', 'Chennai', 'Kolkata', 'Jaipur', 'Goa']) {
      await search(tokens.recruiter, { filters: { location } })
    }
    const { body } = await activity(tokens.recruiter)
    expect((body.recentSearches as RecentSearch[]).map((entry) => entry.filters.location)).toEqual([
      'Goa',
      'Jaipur',
      'Kolkata',
      'Chennai',
      'Pune',
    ])
  })

  it('counts the different talents the caller opened and shared, not the times', async () => {
    const before = (await activity(tokens.recruiter)).body.activity
    for (const key of ['TAL000001', 'TAL000002', 'TAL000001']) {
      expect((await api.call('GET', `/get-app-talent-public-profile/${key}`, { token: tokens.recruiter })).status).toBe(
        200,
      )
    }
    expect((await api.call('POST', '/record-talent-share/TAL000003', { token: tokens.recruiter })).status).toBe(200)
    const after = (await activity(tokens.recruiter)).body.activity
    expect(after.talentsViewed - before.talentsViewed).toBe(2)
    expect(after.talentsShared - before.talentsShared).toBe(1)
    // The talent opened nothing: their counts are theirs alone.
    expect((await activity(tokens.talent)).body.activity.talentsViewed).toBe(0)
  })
})

describe('GET /get-talent-cards', () => {
  const cards = (ids: string, token: string | undefined = tokens.recruiter) =>
    api.call('GET', `/get-talent-cards?ids=${encodeURIComponent(ids)}`, { token })

  it('needs a bearer token', async () => {
    const { status, body } = await api.call('GET', '/get-talent-cards?ids=TAL000001')
    expect(status).toBe(401)
    expect(body.success).toBe(false)
  })

  it('answers the cards in the order asked, leaving out unknown and repeated ids', async () => {
    const { status, body } = await cards('TAL000003,NOPE000,TAL000001,TAL000003')
    expect(status).toBe(200)
    const talents = body.talents as { USERID: string; photo: string; name: string }[]
    expect(talents.map((talent) => talent.USERID)).toEqual(['TAL000003', 'TAL000001'])
    expect(talents[0]!.photo).toMatch(/^\//)
    expect(talents[0]!.name).toEqual(expect.any(String))
  })

  it('leaves out a hidden profile, except for its owner', async () => {
    const owner = await userByEmail(api, DEMO_TALENT_EMAIL)
    await api.db.update(talentProfiles).set({ isPublic: false }).where(eq(talentProfiles.userId, owner.id))
    try {
      expect((await cards(owner.USERID)).body.talents).toEqual([])
      const own = await cards(owner.USERID, tokens.talent)
      expect((own.body.talents as { USERID: string }[]).map((talent) => talent.USERID)).toEqual([owner.USERID])
    } finally {
      await api.db.update(talentProfiles).set({ isPublic: true }).where(eq(talentProfiles.userId, owner.id))
    }
  })

  it('refuses a missing, malformed or too long list with a message naming ids', async () => {
    const missing = await api.call('GET', '/get-talent-cards', { token: tokens.recruiter })
    expect(missing.status).toBe(400)
    expect(missing.body.message).toMatch(/ids/)
    const malformed = await cards('TAL000001,<script>')
    expect(malformed.status).toBe(400)
    expect(malformed.body.message).toMatch(/ids.*USERIDs/)
    const many = await cards(Array.from({ length: 13 }, (_, i) => `TAL${String(i + 1).padStart(6, '0')}`).join(','))
    expect(many.status).toBe(400)
    expect(many.body.message).toMatch(/at most 12 ids/)
  })

  it('both calls are in the OpenAPI document as protected calls', async () => {
    const { body } = await api.call('GET', '/openapi.json')
    const activityCall = body.paths['/api/v1/get-my-activity']?.get
    const cardsCall = body.paths['/api/v1/get-talent-cards']?.get
    for (const operation of [activityCall, cardsCall]) {
      expect(operation.security).toBeUndefined()
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '401']))
    }
    expect(cardsCall.parameters[0]).toMatchObject({ name: 'ids', in: 'query', required: true })
  })
})
