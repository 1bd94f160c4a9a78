import { and, eq, ne, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { brands, castingCalls, categories, feeds, talentProfiles, users } from '../../api/db/schema'
import { DEMO_RECRUITER_EMAIL, DEMO_TALENT_EMAIL } from '../../api/db/seed'
import { criteriaOf, fitsCall } from '../../api/services/call-matching'
import {
  CALL_ALREADY_CLOSED,
  CALL_NOT_FOUND,
  CASTING_CATEGORY,
  callsMatchingTalent,
  RECRUITERS_ONLY_CALLS,
  talentsMatchingCall,
} from '../../api/services/casting-calls'
import { createTestApi, type TestApi } from '../setup/api'
import { callBody, dayFromNow } from './calls'
import { mintAccessToken, signInDemoAccounts, userByEmail } from './sign-in'

let api: TestApi
let tokens: { talent: string; recruiter: string; otherRecruiter: string }
let demoTalentId: number

type Method = 'GET' | 'POST' | 'PATCH'
const call = (method: Method, path: string, token?: string, body?: unknown) => api.call(method, path, { token, body })

async function post(overrides: Record<string, unknown> = {}, token = tokens.recruiter) {
  const { status, body } = await call('POST', '/casting-calls', token, callBody(overrides))
  expect(status, JSON.stringify(body)).toBe(201)
  return body.call as { id: number; brand: { slug: string }; closed: boolean }
}

const openIds = async (token?: string) =>
  ((await call('GET', '/casting-calls?limit=50', token)).body.calls as { id: number }[]).map((c) => c.id)

beforeAll(async () => {
  api = await createTestApi({ talents: 40 })
  const [other] = await api.db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.userType, 'recruiter'), ne(users.email, DEMO_RECRUITER_EMAIL)))
    .limit(1)
  if (!other) throw new Error('the seed has no second recruiter')
  tokens = { ...(await signInDemoAccounts(api)), otherRecruiter: await mintAccessToken(api, other.email) }
  demoTalentId = (await userByEmail(api, DEMO_TALENT_EMAIL)).id
}, 120_000)
afterAll(() => api?.close())

describe('who may call', () => {
  it('answers 401 to a guest posting, and 403 with a message to a talent posting, editing or closing', async () => {
    expect((await call('POST', '/casting-calls', undefined, callBody())).status).toBe(401)
    expect((await call('GET', '/casting-calls/mine')).status).toBe(401)
    for (const [method, path] of [
      ['POST', '/casting-calls'],
      ['GET', '/casting-calls/mine'],
      ['PATCH', '/casting-calls/1'],
      ['POST', '/casting-calls/1/close'],
    ] as const) {
      const { status, body } = await call(method, path, tokens.talent, method === 'GET' ? undefined : callBody())
      expect(status, path).toBe(403)
      expect(body).toEqual({ success: false, message: RECRUITERS_ONLY_CALLS })
    }
  })
})

describe('POST /casting-calls: what a call must be', () => {
  const cases: [string, Record<string, unknown>, RegExp][] = [
    ['a deadline in the past', { deadline: dayFromNow(-2) }, /deadline: must not be in the past/],
    [
      'a rate minimum above its maximum',
      { rate: { min: 30000, max: 20000 } },
      /rate\.max: must be at least the minimum/,
    ],
    ['an unknown talent type', { talentType: 'Juggler' }, /talentType: must be one of: Actor/],
    ['an unknown language', { languages: ['Hindi', 'Klingon'] }, /languages\.1: "Klingon" is not a language we know/],
    ['an unknown city', { city: 'Atlantis' }, /city: must be a listed city/],
    ['an unknown age group', { ageGroup: '20-30' }, /ageGroup: must be one of: 0-12/],
    ['a paid call without a rate', { rate: null }, /rate: is required for a paid call/],
    ['an unpaid call with a rate', { paid: false }, /rate: must be empty for an unpaid call/],
    ['a remote call with a city', { remote: true }, /city: must be empty for a remote call/],
    ['neither a city nor remote', { city: null }, /city: is required unless the call is remote/],
    ['a shoot ending before it starts', { shootEndDate: dayFromNow(19) }, /shootEndDate: must be on or after/],
    ['a shoot start in the past', { shootStartDate: dayFromNow(-2) }, /shootStartDate: must not be in the past/],
    ['an empty role', { role: '  ' }, /role: must not be empty/],
    ['a description too long', { description: 'x'.repeat(4001) }, /description: must be at most 4000/],
    ['no deadline', { deadline: undefined }, /deadline: is required/],
  ]
  it.each(cases)('refuses %s with 400 naming the field, and writes nothing', async (_name, overrides, message) => {
    const before = await api.db.select({ n: sql<number>`count(*)::int` }).from(castingCalls)
    const { status, body } = await call('POST', '/casting-calls', tokens.recruiter, callBody(overrides))
    expect(status).toBe(400)
    expect(body).toEqual({ success: false, message: expect.stringMatching(message) })
    expect(await api.db.select({ n: sql<number>`count(*)::int` }).from(castingCalls)).toEqual(before)
  })

  it('takes canonical names in any case, an unpaid remote call, and today as the deadline', async () => {
    const created = await post({
      languages: ['tamil', 'HINDI', 'Tamil'],
      remote: true,
      city: null,
      paid: false,
      rate: null,
      deadline: dayFromNow(0),
      gender: null,
      ageGroup: null,
    })
    expect(created).toMatchObject({
      languages: ['Tamil', 'Hindi'],
      remote: true,
      city: null,
      rate: null,
      closed: false,
    })
  })
})

describe('a call from posting to closing', () => {
  it('is a feed post under the recruiter’s brand, made once from their company', async () => {
    const first = await post()
    const second = await post({ role: 'Grandfather, cameo' })
    expect(first.brand.slug).toMatch(/^spotlight-casting-co(-\d+)?$/)
    expect(second.brand).toEqual(first.brand)
    const owned = await api.db
      .select()
      .from(brands)
      .where(eq(brands.ownerUserId, (await userByEmail(api, DEMO_RECRUITER_EMAIL)).id))
    expect(owned).toHaveLength(1)

    // The brand page, the feed details and the category feed all show it.
    const brand = await call('GET', `/get-brand/${first.brand.slug}`)
    expect(brand.body.brand.feeds).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: first.id, title: 'Young mother, lead', url: `/calls/${first.id}` }),
      ]),
    )
    const details = await call('GET', `/get-feed-details/${first.id}`, tokens.talent)
    expect(details.body.feed).toMatchObject({
      title: 'Young mother, lead',
      call: { id: first.id, url: `/calls/${first.id}`, talentType: 'Actor', city: 'Mumbai', closed: false },
    })
    const [category] = await api.db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.slug, CASTING_CATEGORY.slug), eq(categories.userType, 1)))
    const byCategory = await call(
      'GET',
      `/get-feeds-by-category?category_id=${category!.id}&current_user_type=1&limit=50`,
      tokens.talent,
    )
    expect(byCategory.body.feeds.map((feed: { id: number }) => feed.id)).toEqual(
      expect.arrayContaining([first.id, second.id]),
    )

    // Anyone reads it; only the owner sees the applicant counts.
    const guest = await call('GET', `/casting-calls/${first.id}`)
    expect(guest.status).toBe(200)
    expect(guest.body.call).toMatchObject({ id: first.id, isOwner: false, applicants: null, myApplication: null })
    const owner = await call('GET', `/casting-calls/${first.id}`, tokens.recruiter)
    expect(owner.body.call).toMatchObject({ isOwner: true, applicants: { total: 0 } })
    expect(await openIds()).toEqual(expect.arrayContaining([first.id, second.id]))
    const mine = await call('GET', '/casting-calls/mine', tokens.recruiter)
    expect(mine.body.calls.map((c: { id: number }) => c.id)).toEqual(expect.arrayContaining([first.id, second.id]))
    expect((await call('GET', '/casting-calls/mine', tokens.otherRecruiter)).body.calls).toEqual([])
  })

  it('is edited by its owner only; an edit must leave a valid call', async () => {
    const created = await post()
    const edited = await call('PATCH', `/casting-calls/${created.id}`, tokens.recruiter, {
      role: 'Young father, lead',
      gender: 'Male',
    })
    expect(edited.status).toBe(200)
    expect(edited.body.call).toMatchObject({ role: 'Young father, lead', gender: 'Male', city: 'Mumbai' })
    const [feed] = await api.db.select({ title: feeds.title }).from(feeds).where(eq(feeds.id, created.id))
    expect(feed?.title).toBe('Young father, lead')

    const invalid = await call('PATCH', `/casting-calls/${created.id}`, tokens.recruiter, { rate: { min: 9, max: 1 } })
    expect(invalid).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/rate\.max: must be at least the minimum/) },
    })
    const empty = await call('PATCH', `/casting-calls/${created.id}`, tokens.recruiter, {})
    expect(empty.status).toBe(400)

    for (const id of [created.id, 999_999]) {
      const other = await call('PATCH', `/casting-calls/${id}`, tokens.otherRecruiter, { role: 'Taken over' })
      expect(other).toMatchObject({ status: 404, body: { success: false, message: CALL_NOT_FOUND } })
    }
  })

  it('closes by its owner (404 for others, 409 the second time) and leaves every feed, but keeps its page', async () => {
    const created = await post()
    const other = await call('POST', `/casting-calls/${created.id}/close`, tokens.otherRecruiter)
    expect(other).toMatchObject({ status: 404, body: { message: CALL_NOT_FOUND } })
    const closed = await call('POST', `/casting-calls/${created.id}/close`, tokens.recruiter)
    expect(closed.status).toBe(200)
    expect(closed.body.call).toMatchObject({ closed: true, closedAt: expect.any(String) })
    const again = await call('POST', `/casting-calls/${created.id}/close`, tokens.recruiter)
    expect(again).toMatchObject({ status: 409, body: { message: CALL_ALREADY_CLOSED } })

    expect(await openIds()).not.toContain(created.id)
    expect(await openIds(tokens.talent)).not.toContain(created.id)
    const brand = await call('GET', `/get-brand/${created.brand.slug}`)
    expect(brand.body.brand.feeds.map((f: { id: number }) => f.id)).not.toContain(created.id)
    expect((await call('GET', `/casting-calls/${created.id}`)).body.call.closed).toBe(true)
    expect((await call('GET', `/get-feed-details/${created.id}`, tokens.talent)).body.feed.call.closed).toBe(true)
  })

  it('is closed once its deadline has passed, read at query time with no job', async () => {
    const created = await post()
    await api.db
      .update(castingCalls)
      .set({ closesAt: new Date(Date.now() - 1000) })
      .where(eq(castingCalls.feedId, created.id))
    expect((await call('GET', `/casting-calls/${created.id}`)).body.call.closed).toBe(true)
    expect(await openIds()).not.toContain(created.id)
  })
})

describe('matching', () => {
  it('puts the calls that fit a talent first for that talent, newest first for everyone else', async () => {
    const fits = await post({ role: 'Fits the demo talent' })
    const other = await post({ role: 'A dancer, posted later', talentType: 'Dancer' })
    const forTalent = (await call('GET', '/casting-calls?limit=50', tokens.talent)).body.calls as {
      id: number
      matchesYou: boolean
    }[]
    const firstMiss = forTalent.findIndex((c) => !c.matchesYou)
    expect(forTalent.slice(0, firstMiss).every((c) => c.matchesYou)).toBe(true)
    expect(forTalent.slice(firstMiss).every((c) => !c.matchesYou)).toBe(true)
    expect(forTalent.findIndex((c) => c.id === fits.id)).toBeLessThan(forTalent.findIndex((c) => c.id === other.id))
    const forGuest = await openIds()
    expect(forGuest.indexOf(other.id)).toBeLessThan(forGuest.indexOf(fits.id))
    expect((await callsMatchingTalent(api.db, demoTalentId)).calls[0]?.matchesYou).toBe(true)
  })

  it('finds the same talents for a call in SQL as the in-memory rule, public ones only', async () => {
    const created = await post({
      talentType: 'Actor',
      gender: null,
      ageGroup: null,
      city: null,
      remote: true,
      languages: [],
    })
    const wide = await post({
      talentType: 'Actor',
      gender: 'Female',
      ageGroup: '18-25',
      languages: ['Hindi', 'Marathi'],
    })
    const profiles = await api.db.select().from(talentProfiles)
    for (const id of [created.id, wide.id]) {
      const [row] = await api.db.select().from(castingCalls).where(eq(castingCalls.feedId, id))
      const expected = profiles
        .filter((p) => p.isPublic && fitsCall(criteriaOf(row!), p))
        .map((p) => p.id)
        .sort((a, b) => a - b)
      const found = (await talentsMatchingCall(api.db, id)).map((t) => t.profileId)
      expect(found).toEqual(expected)
      expect(found.length).toBeGreaterThan(0)
    }
    const paged = await talentsMatchingCall(api.db, created.id, { limit: 2 })
    const next = await talentsMatchingCall(api.db, created.id, { afterProfileId: paged.at(-1)!.profileId, limit: 2 })
    expect(next[0]!.profileId).toBeGreaterThan(paged.at(-1)!.profileId)
    expect(await talentsMatchingCall(api.db, 999_999)).toEqual([])
  })
})
