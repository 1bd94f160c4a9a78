/**
 * Issue 17: contact details are not handed to any signed-in account. The connect link
 * (GET /get-app-talent-connect-link/{key}) answers recruiters only, and each recruiter gets a daily number of
 * new talents (in memory, and in Redis when one is reachable); asking again for a talent given today is free.
 */
import { Redis } from 'ioredis'
import { eq } from 'drizzle-orm'
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
/** Public talents other than the demo talent, best rated first. */
let talentIds: string[]

async function tokenFor(email: string) {
  const [user] = await database.db
    .select({ id: users.id, USERID: users.userId, userType: users.userType })
    .from(users)
    .where(eq(users.email, email))
  return (await createTokenService(database.db, [TEST_JWT_SECRET]).issue(user!)).accessToken
}

function apiWith(connectLimit: ReturnType<typeof createConnectLimit>) {
  const app = createApi({ db: database.db, logger: silentLogger, jwtSecrets: [TEST_JWT_SECRET], connectLimit })
  return async (key: string, token: string) => {
    const response = await app.request(`/api/v1/get-app-talent-connect-link/${key}`, {
      headers: { authorization: `Bearer ${token}` },
    })
    return {
      status: response.status,
      headers: response.headers,
      body: (await response.json()) as Record<string, unknown>,
    }
  }
}

async function connectionsOf(USERID: string) {
  const [row] = await database.db
    .select({ n: talentProfiles.totalConnected })
    .from(talentProfiles)
    .innerJoin(users, eq(users.id, talentProfiles.userId))
    .where(eq(users.userId, USERID))
  return row!.n
}

beforeAll(async () => {
  database = await createTestDatabase()
  await seedDatabase(database.db, { talents: 20 })
  const rows = await database.db
    .select({ USERID: users.userId })
    .from(talentProfiles)
    .innerJoin(users, eq(users.id, talentProfiles.userId))
    .where(eq(talentProfiles.isPublic, true))
  talentIds = rows.map((row) => row.USERID).filter((id) => id !== 'TAL000000')
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
  it('a talent account is refused with 403 and a message, and no address', async () => {
    const connect = apiWith(createConnectLimit({ perDay: PER_DAY }))
    const token = await tokenFor(DEMO_TALENT_EMAIL)
    const before = await connectionsOf(talentIds[0]!)
    const { status, body } = await connect(talentIds[0]!, token)
    expect(JSON.stringify(body)).not.toContain('mailto:')
    expect(status).toBe(403)
    expect(body).toEqual({ success: false, message: CONNECT_RECRUITERS_ONLY })
    expect(await connectionsOf(talentIds[0]!)).toBe(before)
  })
})

describe.each(['memory', 'redis'] as const)('a recruiter’s daily number of talents (%s)', (store) => {
  it(`gives ${PER_DAY} new talents, then 429 with Retry-After; a talent already given stays available`, async (ctx) => {
    if (store === 'redis' && !redis) return ctx.skip()
    const limit = createConnectLimit({
      perDay: PER_DAY,
      ...(store === 'redis' ? { redis: redis!, redisPrefix: `test-${process.pid}-${Date.now()}:` } : {}),
    })
    const connect = apiWith(limit)
    // The same recruiter in both runs, each with its own limiter and its own talents.
    const token = await tokenFor(DEMO_RECRUITER_EMAIL)
    const offset = store === 'memory' ? 0 : PER_DAY + 1
    const talents = talentIds.slice(offset, offset + PER_DAY + 1)
    for (const key of talents.slice(0, PER_DAY)) {
      const { status, body } = await connect(key, token)
      expect(status, key).toBe(200)
      expect(body.connectUrl).toMatch(/^mailto:/)
    }
    const last = talents[PER_DAY]!
    const before = await connectionsOf(last)
    const refused = await connect(last, token)
    expect(refused.status).toBe(429)
    expect(refused.body.connectUrl).toBeUndefined()
    expect(refused.body.message).toMatch(/contacted 3 talents in the last 24 hours/)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3600)
    expect(await connectionsOf(last)).toBe(before)
    // A talent given today is given again without using the allowance (and is not counted twice).
    const firstCount = await connectionsOf(talents[0]!)
    const again = await connect(talents[0]!, token)
    expect(again.status).toBe(200)
    expect(await connectionsOf(talents[0]!)).toBe(firstCount)
  })
})
