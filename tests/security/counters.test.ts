/**
 * Issue 17: view, share and page-view counters count a visitor once a day per talent (50 anonymous views
 * added 50). A guest is known by the address the server hands the API (its bindings, never a header) and
 * the user agent; a signed-in user by their account. The next UTC day counts again.
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApi } from '../../api/app'
import type { DatabaseHandle } from '../../api/db/client'
import { analyticsEvents, talentProfiles, users } from '../../api/db/schema'
import { DEMO_RECRUITER_EMAIL, seedDatabase } from '../../api/db/seed'
import { createTokenService } from '../../api/auth/tokens'
import { TEST_JWT_SECRET } from '../setup/api'
import { createTestDatabase } from '../setup/database'
import { silentLogger } from '../setup/logger'

let database: DatabaseHandle
let api: ReturnType<typeof createApi>
let talentIds: string[]
let recruiterToken: string

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36'

interface From {
  address: string
  userAgent?: string
  token?: string
  headers?: Record<string, string>
}

function call(
  method: string,
  path: string,
  { address, userAgent = BROWSER, token, headers = {} }: From,
  body?: unknown,
) {
  const all: Record<string, string> = { 'user-agent': userAgent, ...headers }
  if (token) all.authorization = `Bearer ${token}`
  if (body !== undefined) all['content-type'] = 'application/json'
  return api.request(
    `/api/v1${path}`,
    { method, headers: all, body: body === undefined ? undefined : JSON.stringify(body) },
    { clientAddress: address },
  )
}

const view = (key: string, from: From) => call('GET', `/get-app-talent-public-profile/${key}`, from)
const share = (key: string, from: From) => call('POST', `/record-talent-share/${key}`, from)

async function counters(USERID: string) {
  const [row] = await database.db
    .select({ views: talentProfiles.totalViews, shares: talentProfiles.totalShare })
    .from(talentProfiles)
    .innerJoin(users, eq(users.id, talentProfiles.userId))
    .where(eq(users.userId, USERID))
  return row!
}

async function pageViewRows(path: string) {
  return database.db.$count(analyticsEvents, and(eq(analyticsEvents.kind, 'page_view'), eq(analyticsEvents.path, path)))
}

/** Sends `times` requests one after another and checks each was answered. */
async function repeat(times: number, send: () => Response | Promise<Response>) {
  for (let i = 0; i < times; i++) {
    const response = await send()
    expect(response.status).toBeLessThan(300)
  }
}

beforeAll(async () => {
  database = await createTestDatabase()
  await seedDatabase(database.db, { talents: 12 })
  api = createApi({ db: database.db, logger: silentLogger, jwtSecrets: [TEST_JWT_SECRET] })
  const rows = await database.db
    .select({ USERID: users.userId })
    .from(talentProfiles)
    .innerJoin(users, eq(users.id, talentProfiles.userId))
    .where(eq(talentProfiles.isPublic, true))
  talentIds = rows.map((row) => row.USERID)
  const [recruiter] = await database.db
    .select({ id: users.id, USERID: users.userId, userType: users.userType })
    .from(users)
    .where(eq(users.email, DEMO_RECRUITER_EMAIL))
  recruiterToken = (await createTokenService(database.db, [TEST_JWT_SECRET]).issue(recruiter!)).accessToken
})
afterAll(() => database?.close())
afterEach(() => {
  vi.useRealTimers()
})

describe('profile views', () => {
  it('50 anonymous views from one visitor add 1; a second visitor adds 1 more', async () => {
    const key = talentIds[0]!
    const before = await counters(key)
    await repeat(50, () => view(key, { address: '203.0.113.10' }))
    expect((await counters(key)).views - before.views).toBe(1)
    await repeat(5, () => view(key, { address: '203.0.113.11' }))
    expect((await counters(key)).views - before.views).toBe(2)
  })

  it('a forged X-Forwarded-For does not make a visitor new: the address comes from the server', async () => {
    const key = talentIds[1]!
    const before = await counters(key)
    for (let i = 0; i < 10; i++) {
      const response = await view(key, { address: '203.0.113.20', headers: { 'x-forwarded-for': `198.51.100.${i}` } })
      expect(response.status).toBe(200)
    }
    expect((await counters(key)).views - before.views).toBe(1)
  })

  it('a signed-in user counts once, whatever address they come from', async () => {
    const key = talentIds[2]!
    const before = await counters(key)
    for (const address of ['203.0.113.30', '203.0.113.31', '203.0.113.32']) {
      await repeat(3, () => view(key, { address, token: recruiterToken }))
    }
    expect((await counters(key)).views - before.views).toBe(1)
  })

  it('the next UTC day counts the same visitor again', async () => {
    const key = talentIds[3]!
    const before = await counters(key)
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2031-05-01T23:59:00Z') })
    await repeat(5, () => view(key, { address: '203.0.113.40' }))
    vi.setSystemTime(new Date('2031-05-02T00:01:00Z'))
    await repeat(5, () => view(key, { address: '203.0.113.40' }))
    expect((await counters(key)).views - before.views).toBe(2)
  })
})

describe('shares', () => {
  it('50 shares from one visitor add 1; two visitors add 2', async () => {
    const key = talentIds[4]!
    const before = await counters(key)
    await repeat(50, () => share(key, { address: '203.0.113.50' }))
    expect((await counters(key)).shares - before.shares).toBe(1)
    await repeat(2, () => share(key, { address: '203.0.113.51' }))
    expect((await counters(key)).shares - before.shares).toBe(2)
  })
})

describe('page views', () => {
  it('50 reports of one page from one visitor are one view; two visitors are two', async () => {
    const path = '/recruiter/view-all-talents'
    const before = await pageViewRows(path)
    await repeat(50, () => call('POST', '/record-page-view', { address: '203.0.113.60' }, { path }))
    expect((await pageViewRows(path)) - before).toBe(1)
    await repeat(3, () => call('POST', '/record-page-view', { address: '203.0.113.61' }, { path }))
    expect((await pageViewRows(path)) - before).toBe(2)
  })
})
