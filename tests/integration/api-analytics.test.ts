import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { analyticsEvents, recruiterProfiles, talentProfiles, users } from '../../api/db/schema'
import { DEMO_RECRUITER_EMAIL, DEMO_TALENT_EMAIL } from '../../api/db/seed'
import { createTestApi, type TestApi } from '../setup/api'
import { signInDemoAccounts, userByEmail } from './sign-in'

let api: TestApi
let tokens: { talent: string; recruiter: string }
let talent: { id: number; USERID: string }
let recruiter: { id: number; USERID: string }
let otherTalent: { id: number; USERID: string }

const DAY_MS = 86_400_000
type Day = { date: string; views: number; shares: number; connections: number }
type Kind = (typeof analyticsEvents.$inferInsert)['kind']

const dayOf = (time: Date) => time.toISOString().slice(0, 10)
const daysAgo = (n: number, now = new Date()) => new Date(now.getTime() - n * DAY_MS)

async function addEvents(subjectUserId: number | null, events: [Kind, Date][]) {
  await api.db.insert(analyticsEvents).values(events.map(([kind, createdAt]) => ({ kind, subjectUserId, createdAt })))
}

beforeAll(async () => {
  api = await createTestApi({ talents: 10 })
  tokens = await signInDemoAccounts(api)
  talent = await userByEmail(api, DEMO_TALENT_EMAIL)
  recruiter = await userByEmail(api, DEMO_RECRUITER_EMAIL)
  const [other] = await api.db
    .select({ id: users.id, USERID: users.userId })
    .from(users)
    .where(eq(users.userId, 'TAL000001'))
  otherTalent = other!

  // Counters that differ between the two demo accounts and from every default.
  await api.db
    .update(talentProfiles)
    .set({ totalViews: 17, totalShare: 5, totalConnected: 3 })
    .where(eq(talentProfiles.userId, talent.id))
  await api.db
    .update(recruiterProfiles)
    .set({ totalViews: 8, totalShare: 2, totalConnected: 11 })
    .where(eq(recruiterProfiles.userId, recruiter.id))
  await api.db
    .update(talentProfiles)
    .set({ totalViews: 999, totalShare: 999, totalConnected: 999 })
    .where(eq(talentProfiles.userId, otherTalent.id))
})
afterAll(() => api?.close())

describe('GET /get-analytics-home-page', () => {
  it('needs a bearer token', async () => {
    for (const token of [undefined, 'not.a.jwt']) {
      const { status, body } = await api.call('GET', '/get-analytics-home-page', { token })
      expect(status).toBe(401)
      expect(body).toEqual({ success: false, message: expect.any(String) })
    }
  })

  it("returns a talent's own counters and an empty 30-day series, never cached", async () => {
    const { status, headers, body } = await api.call('GET', '/get-analytics-home-page', { token: tokens.talent })
    expect(status).toBe(200)
    expect(headers.get('cache-control')).toBe('private, no-store')
    expect(body.success).toBe(true)
    expect(body.analytics).toMatchObject({ total_views: 17, total_share: 5, total_connected: 3, userType: 'talent' })
    const series = body.analytics.series as Day[]
    expect(series).toHaveLength(30)
    expect(series.at(-1)!.date).toBe(dayOf(new Date()))
    expect(series[0]!.date).toBe(dayOf(daysAgo(29)))
    for (const [i, day] of series.entries()) {
      expect(day).toEqual({ date: dayOf(daysAgo(29 - i)), views: 0, shares: 0, connections: 0 })
    }
  })

  it("returns a recruiter's own counters from the recruiter profile", async () => {
    const { status, body } = await api.call('GET', '/get-analytics-home-page', { token: tokens.recruiter })
    expect(status).toBe(200)
    expect(body.analytics).toMatchObject({
      total_views: 8,
      total_share: 2,
      total_connected: 11,
      userType: 'recruiter',
    })
  })

  it("counts the caller's events per day and nobody else's", async () => {
    const now = new Date()
    const threeDaysAgo = daysAgo(3, now)
    const tenDaysAgo = daysAgo(10, now)
    await addEvents(talent.id, [
      ['profile_view', now],
      ['page_view', now],
      ['share', threeDaysAgo],
      ['connect', threeDaysAgo],
      ['connect', threeDaysAgo],
      ['profile_view', tenDaysAgo],
      // Outside the window: 40 days ago.
      ['profile_view', daysAgo(40, now)],
    ])
    await addEvents(otherTalent.id, [
      ['profile_view', now],
      ['share', threeDaysAgo],
    ])
    await addEvents(recruiter.id, [['connect', tenDaysAgo]])
    await addEvents(null, [['page_view', now]])

    const { body } = await api.call('GET', '/get-analytics-home-page', { token: tokens.talent })
    const series = body.analytics.series as Day[]
    const nonZero = series.filter((d) => d.views + d.shares + d.connections > 0)
    expect(nonZero).toEqual([
      { date: dayOf(tenDaysAgo), views: 1, shares: 0, connections: 0 },
      { date: dayOf(threeDaysAgo), views: 0, shares: 1, connections: 2 },
      { date: dayOf(now), views: 2, shares: 0, connections: 0 },
    ])
    expect(series).toHaveLength(30)

    const other = await api.call('GET', '/get-analytics-home-page', { token: tokens.recruiter })
    const recruiterDays = (other.body.analytics.series as Day[]).filter((d) => d.views + d.shares + d.connections > 0)
    expect(recruiterDays).toEqual([{ date: dayOf(tenDaysAgo), views: 0, shares: 0, connections: 1 }])
  })

  it("offers no way to read another user's analytics", async () => {
    const own = await api.call('GET', '/get-analytics-home-page', { token: tokens.talent })
    for (const query of [`userId=${otherTalent.USERID}`, `USERID=${otherTalent.USERID}`, `id=${otherTalent.id}`]) {
      const { status, body } = await api.call('GET', `/get-analytics-home-page?${query}`, { token: tokens.talent })
      expect(status).toBe(200)
      expect(body).toEqual(own.body)
      expect(body.analytics.total_views).not.toBe(999)
    }
    const withPath = await api.call('GET', `/get-analytics-home-page/${otherTalent.USERID}`, { token: tokens.talent })
    expect(withPath.status).toBe(404)
  })

  it('reflects counters as they grow', async () => {
    await api.db.update(talentProfiles).set({ totalViews: 18 }).where(eq(talentProfiles.userId, talent.id))
    const { body } = await api.call('GET', '/get-analytics-home-page', { token: tokens.talent })
    expect(body.analytics.total_views).toBe(18)
  })

  it('is published in the OpenAPI document as a protected call', async () => {
    const { body } = await api.call('GET', '/openapi.json')
    const operation = body.paths['/api/v1/get-analytics-home-page']?.get
    expect(operation).toBeDefined()
    expect(operation.security).toBeUndefined()
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '401']))
  })
})
