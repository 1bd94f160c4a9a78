/**
 * Contact details only with an accepted connection request (ADR 024; before it, issue 17's connect link gave
 * any recruiter a talent's email). The connect link answers a request's state and never an email; a
 * recruiter sees a talent's email only once that talent accepted their request, a talent a recruiter's
 * only once they accepted it, and neither ever sees anybody else's. Each recruiter sends a daily number of
 * requests (in memory, and in Redis when one is reachable); a refused one costs nothing.
 */
import { Redis } from 'ioredis'
import { and, eq, ne } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApi } from '../../api/app'
import { createTokenService } from '../../api/auth/tokens'
import type { DatabaseHandle } from '../../api/db/client'
import { talentProfiles, users } from '../../api/db/schema'
import { DEMO_RECRUITER_EMAIL, DEMO_TALENT_EMAIL, seedDatabase } from '../../api/db/seed'
import { CONNECT_RECRUITERS_ONLY } from '../../api/routes/talents'
import { createConnectLimit } from '../../api/services/contact-limit'
import { TEST_JWT_SECRET } from '../setup/api'
import { createTestDatabase } from '../setup/database'
import { silentLogger } from '../setup/logger'

const PER_DAY = 3

let database: DatabaseHandle
let redis: Redis | null = null
/** Public talents other than the demo talent. */
let talentIds: string[]
/** Every email address in the database. */
let allEmails: string[]
let demoTalentId: string
let secondRecruiterEmail: string
/** A talent with no request. */
let outsiderTalentEmail: string

async function tokenFor(email: string) {
  const [user] = await database.db
    .select({ id: users.id, USERID: users.userId, userType: users.userType })
    .from(users)
    .where(eq(users.email, email))
  return (await createTokenService(database.db, [TEST_JWT_SECRET]).issue(user!)).accessToken
}

function apiWith(connectLimit = createConnectLimit({ perDay: 1000 })) {
  const app = createApi({ db: database.db, logger: silentLogger, jwtSecrets: [TEST_JWT_SECRET], connectLimit })
  return async (method: string, path: string, token: string, body?: unknown) => {
    const response = await app.request(`/api/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    })
    const text = await response.text()
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read fields freely
    return { status: response.status, headers: response.headers, text, body: JSON.parse(text) as Record<string, any> }
  }
}

const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)
const requestFor = (talentId: string) => ({
  talentId,
  project: 'Monsoon campaign',
  role: 'Lead',
  startDate: inAWeek,
  endDate: inAWeek,
  place: 'Mumbai',
  message: 'Are you free that day?',
})

/** The email addresses that appear in an answer. */
const emailsIn = (text: string) => allEmails.filter((email) => text.includes(email))

beforeAll(async () => {
  database = await createTestDatabase()
  await seedDatabase(database.db, { talents: 20 })
  const rows = await database.db
    .select({ USERID: users.userId, email: users.email })
    .from(talentProfiles)
    .innerJoin(users, eq(users.id, talentProfiles.userId))
    .where(eq(talentProfiles.isPublic, true))
  talentIds = rows.filter((row) => row.email !== DEMO_TALENT_EMAIL).map((row) => row.USERID)
  outsiderTalentEmail = rows.find((row) => row.email !== DEMO_TALENT_EMAIL)!.email
  demoTalentId = rows.find((row) => row.email === DEMO_TALENT_EMAIL)!.USERID
  allEmails = (await database.db.select({ email: users.email }).from(users)).map((row) => row.email)
  const [second] = await database.db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.userType, 'recruiter'), ne(users.email, DEMO_RECRUITER_EMAIL)))
    .limit(1)
  secondRecruiterEmail = second!.email
  const client = new Redis('redis://127.0.0.1:6379', { lazyConnect: true, maxRetriesPerRequest: 1 })
  redis = await client.connect().then(
    () => client,
    () => null,
  )
})
afterAll(async () => {
  redis?.disconnect()
  await database?.close()
})

describe('who may have a talent’s contact details', () => {
  it('the connect link refuses a talent account with 403 and gives a recruiter no address at all', async () => {
    const call = apiWith()
    const asTalent = await call(
      'GET',
      `/get-app-talent-connect-link/${talentIds[0]}`,
      await tokenFor(DEMO_TALENT_EMAIL),
    )
    expect(asTalent.status).toBe(403)
    expect(asTalent.body).toEqual({ success: false, message: CONNECT_RECRUITERS_ONLY })
    const asRecruiter = await call(
      'GET',
      `/get-app-talent-connect-link/${talentIds[0]}`,
      await tokenFor(DEMO_RECRUITER_EMAIL),
    )
    expect(asRecruiter.status).toBe(200)
    expect(asRecruiter.text).not.toContain('mailto:')
    expect(emailsIn(asRecruiter.text)).toEqual([])
  })

  it('a recruiter sees a talent’s email only once that talent accepted, and nobody else’s', async () => {
    const call = apiWith()
    const recruiter = await tokenFor(DEMO_RECRUITER_EMAIL)
    const talent = await tokenFor(DEMO_TALENT_EMAIL)
    const sent = await call('POST', '/connection-requests', recruiter, requestFor(demoTalentId))
    expect(sent.status).toBe(201)
    const id = sent.body.request.id as string
    const before = [
      sent,
      await call('GET', `/connection-requests/${id}`, recruiter),
      await call('GET', '/connection-requests', recruiter),
      await call('GET', `/get-app-talent-connect-link/${demoTalentId}`, recruiter),
    ]
    for (const answer of before) expect(emailsIn(answer.text)).toEqual([])
    expect((await call('POST', `/connection-requests/${id}/accept`, talent)).status).toBe(200)
    const after = await call('GET', `/connection-requests/${id}`, recruiter)
    expect(after.body.request.talent.email).toBe(DEMO_TALENT_EMAIL)
    expect(emailsIn(after.text)).toEqual([DEMO_TALENT_EMAIL])
    expect(emailsIn((await call('GET', '/connection-requests', recruiter)).text)).toEqual([DEMO_TALENT_EMAIL])
  })

  it('a talent sees only the recruiters it accepted, never before, and nothing of a declined one', async () => {
    const call = apiWith()
    const talent = await tokenFor(DEMO_TALENT_EMAIL)
    const second = await tokenFor(secondRecruiterEmail)
    const pending = await call('POST', '/connection-requests', second, requestFor(demoTalentId))
    const id = pending.body.request.id as string
    // The demo recruiter's request was accepted above; this one is not answered yet.
    const inbox = await call('GET', '/connection-requests', talent)
    expect(emailsIn(inbox.text)).toEqual([DEMO_RECRUITER_EMAIL])
    expect(emailsIn((await call('GET', `/connection-requests/${id}`, talent)).text)).toEqual([])
    const declined = await call('POST', `/connection-requests/${id}/decline`, talent)
    expect(emailsIn(declined.text)).toEqual([])
    const blocked = await call('POST', `/connection-requests/${id}/block`, talent)
    expect(emailsIn(blocked.text)).toEqual([])
    expect(emailsIn((await call('GET', '/talent-blocks', talent)).text)).toEqual([])
    // Whatever else it asks about the request, a talent is told no other address.
    expect(emailsIn((await call('GET', '/connection-requests', talent)).text)).toEqual([DEMO_RECRUITER_EMAIL])
  })

  it('another talent gets nothing of either party', async () => {
    const call = apiWith()
    const recruiter = await tokenFor(DEMO_RECRUITER_EMAIL)
    const outsider = await tokenFor(outsiderTalentEmail)
    const { body } = await call('GET', '/connection-requests', recruiter)
    expect(body.requests.length).toBeGreaterThan(0)
    for (const request of body.requests as { id: string }[]) {
      const answer = await call('GET', `/connection-requests/${request.id}`, outsider)
      expect(answer.status).toBe(404)
      expect(emailsIn(answer.text)).toEqual([])
    }
  })
})

describe.each(['memory', 'redis'] as const)('a recruiter’s daily number of requests (%s)', (store) => {
  it(`sends ${PER_DAY} requests, then 429 with Retry-After; a refused duplicate costs nothing`, async (ctx) => {
    if (store === 'redis' && !redis) return ctx.skip()
    const limit = createConnectLimit({
      perDay: PER_DAY,
      ...(store === 'redis' ? { redis: redis!, redisPrefix: `test-${process.pid}-${Date.now()}:` } : {}),
    })
    const call = apiWith(limit)
    // The second recruiter in both runs, each with its own limiter and its own talents.
    const token = await tokenFor(secondRecruiterEmail)
    const offset = store === 'memory' ? 0 : PER_DAY + 1
    const talents = talentIds.slice(offset, offset + PER_DAY + 1)
    for (const key of talents.slice(0, PER_DAY)) {
      const { status } = await call('POST', '/connection-requests', token, requestFor(key))
      expect(status, key).toBe(201)
      // A second request to the same talent is refused and does not use the allowance.
      expect((await call('POST', '/connection-requests', token, requestFor(key))).status).toBe(409)
    }
    const refused = await call('POST', '/connection-requests', token, requestFor(talents[PER_DAY]!))
    expect(refused.status).toBe(429)
    expect(refused.body.message).toMatch(/sent 3 connection requests in the last 24 hours/)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3600)
    const state = await call('GET', `/get-app-talent-connect-link/${talents[PER_DAY]}`, token)
    expect(state.body.state).toBe('none')
  })
})
