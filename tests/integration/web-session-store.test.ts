import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { webSessions } from '../../api/db/schema'
import { DEMO_RECRUITER_EMAIL, DEMO_TALENT_EMAIL } from '../../api/db/seed'
import { createWebSessionStore, type WebSessionStore } from '../../api/db/web-session-store'
import { createTestApi, type TestApi } from '../setup/api'
import { userByEmail } from './sign-in'

let api: TestApi
let store: WebSessionStore
let talent: { id: number; USERID: string }
let recruiter: { id: number; USERID: string }

const inAnHour = () => new Date(Date.now() + 3600_000)

beforeAll(async () => {
  api = await createTestApi({ talents: 5 })
  store = createWebSessionStore(api.db)
  talent = await userByEmail(api, DEMO_TALENT_EMAIL)
  recruiter = await userByEmail(api, DEMO_RECRUITER_EMAIL)
})
afterAll(() => api?.close())

async function rowOf(id: string) {
  const [row] = await api.db.select().from(webSessions).where(eq(webSessions.id, id))
  return row
}

describe('web session store', () => {
  it('creates a session under 32 random bytes of id (base64url) and reads its data back', async () => {
    const ids = await Promise.all([1, 2, 3].map((n) => store.create({ n }, inAnHour())))
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(Buffer.from(ids[0]!, 'base64url')).toHaveLength(32)
    expect(new Set(ids).size).toBe(3)
    expect(await store.read(ids[1]!)).toEqual({ n: 2 })
  })

  it('reads an unknown or empty id as absent', async () => {
    expect(await store.read('x'.repeat(43))).toBeNull()
    expect(await store.read('')).toBeNull()
  })

  it('treats an expired session as absent, and update cannot bring it back', async () => {
    const id = await store.create({ stale: true }, new Date(Date.now() - 1000))
    expect(await store.read(id)).toBeNull()
    await store.update(id, { stale: false }, inAnHour())
    expect(await store.read(id)).toBeNull()
    expect(await store.patch(id, { stale: false }, inAnHour())).toBe(false)
  })

  it('updates data and expiry of a live session', async () => {
    const id = await store.create({ a: 1 }, inAnHour())
    const later = new Date(Date.now() + 7200_000)
    await store.update(id, { a: 2 }, later)
    expect(await store.read(id)).toEqual({ a: 2 })
    expect((await rowOf(id))?.expiresAt.getTime()).toBe(later.getTime())
  })

  it('patches top-level keys without touching the others, so concurrent writers of different keys both win', async () => {
    const id = await store.create({ user: { token: 'old' }, touchedAt: 1 }, inAnHour())
    await Promise.all([
      store.patch(id, { user: { token: 'new' } }, inAnHour()),
      store.patch(id, { touchedAt: 2 }, inAnHour()),
    ])
    expect(await store.read(id)).toEqual({ user: { token: 'new' }, touchedAt: 2 })
  })

  it('records the owner by USERID and removes every session of one user', async () => {
    const mine = await Promise.all([
      store.create({}, inAnHour(), talent.USERID),
      store.create({}, inAnHour(), talent.USERID),
    ])
    const theirs = await store.create({}, inAnHour(), recruiter.USERID)
    expect((await rowOf(mine[0]))?.userId).toBe(talent.id)
    expect(await store.removeForUser(talent.USERID)).toBe(2)
    for (const id of mine) expect(await store.read(id)).toBeNull()
    expect(await store.read(theirs)).toEqual({})
  })

  it('removes one session', async () => {
    const id = await store.create({ x: 1 }, inAnHour())
    await store.remove(id)
    expect(await store.read(id)).toBeNull()
    await expect(store.remove(id)).resolves.toBeUndefined()
  })

  it('purges expired rows and keeps live ones', async () => {
    const expired = await store.create({}, new Date(Date.now() - 1000))
    const live = await store.create({}, inAnHour())
    expect(await store.purgeExpired()).toBeGreaterThanOrEqual(1)
    expect(await rowOf(expired)).toBeUndefined()
    expect(await rowOf(live)).toBeDefined()
    const [{ count } = { count: -1 }] = await api.db
      .select({ count: sql<number>`count(*)::int` })
      .from(webSessions)
      .where(sql`${webSessions.expiresAt} <= now()`)
    expect(count).toBe(0)
  })

  it('stores data as given (no SQL or JSON surprises in values)', async () => {
    const data = { quote: "O'Brien", json: '{"a":1}', unicode: 'See you again soon 😊', nested: { list: [1, null] } }
    const id = await store.create(data, inAnHour())
    expect(await store.read(id)).toEqual(data)
    await store.patch(id, { quote: "it's || fine" }, inAnHour())
    expect(await store.read(id)).toEqual({ ...data, quote: "it's || fine" })
  })
})
