import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { analyticsEvents } from '../../api/db/schema'
import { DEMO_TALENT_EMAIL } from '../../api/db/seed'
import { createTestApi, type TestApi } from '../setup/api'
import { signInDemoAccounts, userByEmail } from './sign-in'

let api: TestApi
let tokens: { talent: string; recruiter: string }

beforeAll(async () => {
  api = await createTestApi({ talents: 5 })
  tokens = await signInDemoAccounts(api)
})
afterAll(() => api?.close())

async function lastPageView() {
  const [row] = await api.db
    .select()
    .from(analyticsEvents)
    .where(eq(analyticsEvents.kind, 'page_view'))
    .orderBy(desc(analyticsEvents.id))
    .limit(1)
  return row
}

describe('POST /record-page-view', () => {
  it("records a guest's view of a path", async () => {
    const { status, body } = await api.call('POST', '/record-page-view', { body: { path: '/brand/acme' } })
    expect(status).toBe(202)
    expect(body).toEqual({ success: true })
    expect(await lastPageView()).toMatchObject({ path: '/brand/acme', actorUserId: null, subjectUserId: null })
  })

  it('names the signed-in viewer', async () => {
    const talent = await userByEmail(api, DEMO_TALENT_EMAIL)
    const { status } = await api.call('POST', '/record-page-view', { token: tokens.talent, body: { path: '/' } })
    expect(status).toBe(202)
    expect(await lastPageView()).toMatchObject({ path: '/', actorUserId: talent.id })
  })

  it('refuses what is not a bare path, naming the field, and records nothing', async () => {
    const before = await lastPageView()
    for (const body of [
      {},
      { path: 42 },
      { path: 'brand/acme' },
      { path: '/search?email=someone@example.com' },
      { path: '/a#b' },
      { path: '/a\u0001b' },
      { path: '/' + 'x'.repeat(600) },
      { path: '/', extra: true },
    ]) {
      const { status, body: answer } = await api.call('POST', '/record-page-view', { body })
      expect(status, JSON.stringify(body)).toBe(400)
      expect(answer).toEqual({ success: false, message: expect.stringMatching(/path|extra|body|key/i) })
    }
    expect((await lastPageView())?.id).toBe(before?.id)
  })

  it('refuses a bad bearer token rather than recording the view as a guest', async () => {
    const { status } = await api.call('POST', '/record-page-view', { token: 'not.a.jwt', body: { path: '/' } })
    expect(status).toBe(401)
  })
})
