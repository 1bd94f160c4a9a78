import { eq, sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { DatabaseHandle } from '../../api/db/client'
import { talentCatalog, talentProfiles, users } from '../../api/db/schema'
import { buildTalent, createFaker } from '../../api/db/factories'
import { insertTalents, seedDatabase } from '../../api/db/seed'
import { birthDateRange, findTalents, type SearchCriteria } from '../../api/services/search'
import { configureTalentIndex, talentIndexOf, type TalentIndex } from '../../api/services/talent-index'
import type { SearchFilters } from '../../api/schemas'
import { AGE_GROUPS, GENDERS, PROJECT_TYPES, TALENT_TYPES } from '../../api/vocabulary'
import { createTestDatabase } from '../setup/database'

/**
 * The in-memory talent index (ADR 013) against SQL, on 3,000 seeded talents: every filtered search it
 * answers must equal what SQL answers, and it must never answer from before a committed write.
 */

let database: DatabaseHandle
let index: TalentIndex
const TODAY = new Date('2026-11-21T12:00:00Z')

const version = async () =>
  (await database.db.select({ version: talentCatalog.version }).from(talentCatalog))[0]?.version

/** The same search with the index off (SQL) and on (after a load, so the index answers). */
async function bothWays(filters: SearchFilters, page: number, limit = 10) {
  const criteria: SearchCriteria = { filters, text: null, isNameSearch: false }
  await configureTalentIndex(database.db, { enabled: false })
  const fromSql = await findTalents(database.db, criteria, { page, limit, today: TODAY })
  await configureTalentIndex(database.db, { enabled: true })
  index = talentIndexOf(database.db)!
  const fromIndex = await findTalents(database.db, criteria, { page, limit, today: TODAY })
  return { fromSql, fromIndex }
}

/** Dancers in Kochi, rated 5, born on each edge of every age group (a day inside, a day outside). */
async function insertAgeEdges() {
  const faker = createFaker([13, 13])
  const days = AGE_GROUPS.flatMap((group) => {
    const { bornAfter, bornOnOrBefore } = birthDateRange(group, TODAY)
    const shift = (iso: string, by: number) =>
      new Date(Date.parse(`${iso}T00:00:00Z`) + by * 86_400_000).toISOString().slice(0, 10)
    return [bornOnOrBefore, shift(bornOnOrBefore, 1), ...(bornAfter ? [bornAfter, shift(bornAfter, 1)] : [])]
  })
  const drafts = days.map((birthDate, i) =>
    buildTalent(faker, 90_000 + i, {
      talentType: 'Dancer',
      city: 'Kochi',
      user: { userId: `TAL99${String(i).padStart(4, '0')}` },
      profile: { birthDate, rating: 5 },
    }),
  )
  await insertTalents(database.db, drafts)
}

beforeAll(async () => {
  database = await createTestDatabase()
  await seedDatabase(database.db, { talents: 3000 })
  await insertAgeEdges()
  await configureTalentIndex(database.db, { enabled: true })
  index = talentIndexOf(database.db)!
}, 180_000)
afterAll(() => database?.close())

describe('talent index', () => {
  it('loads every public talent at the catalog version', async () => {
    const [row] = await database.db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(talentProfiles)
      .where(eq(talentProfiles.isPublic, true))
    expect(index.state).toEqual({ version: await version(), size: row?.count })
    expect(row?.count).toBeGreaterThan(2000)
  })

  it('answers every filtered search exactly as SQL does: cards, order, count, hasMore', async () => {
    const filters = fc.record(
      {
        talentType: fc.constantFrom(...TALENT_TYPES),
        gender: fc.constantFrom(...GENDERS),
        location: fc.constantFrom('Mumbai', 'Delhi', 'Pune', 'Kochi', 'London', 'Atlantis'),
        ageGroup: fc.constantFrom(...AGE_GROUPS),
        projectType: fc.constantFrom(...PROJECT_TYPES),
      },
      { requiredKeys: [] },
    )
    const current = await version()
    // Every age group on the edge talents first: a boundary off by a day shows here.
    for (const ageGroup of AGE_GROUPS) {
      const { fromSql, fromIndex } = await bothWays({ talentType: 'Dancer', location: 'Kochi', ageGroup }, 1, 50)
      expect(fromSql.talents.length).toBeGreaterThan(0)
      expect(fromIndex).toEqual(fromSql)
    }
    await fc.assert(
      fc.asyncProperty(filters, fc.constantFrom(1, 2, 3, 11, 40, 99, 100, 101), async (f, page) => {
        const { fromSql, fromIndex } = await bothWays(f as SearchFilters, page)
        expect(index.state?.version).toBe(current)
        expect(fromIndex).toEqual(fromSql)
      }),
      { numRuns: 150 },
    )
  }, 120_000)

  it('really answers from memory once loaded', async () => {
    await index.load()
    const found = await index.find({ talentType: 'Dancer' }, null, { offset: 0, take: 10, countUpTo: 101 })
    expect(found?.talents).toHaveLength(10)
    expect(found?.talents.every((card) => card.talentType === 'Dancer')).toBe(true)
  })

  it('never answers from before a committed write: a talent made private drops out at once', async () => {
    await index.load()
    const first = (
      await findTalents(database.db, { filters: {}, text: null, isNameSearch: false }, { page: 1, limit: 1 })
    ).talents[0]!
    const before = await version()
    await database.db
      .update(talentProfiles)
      .set({ isPublic: false })
      .where(eq(talentProfiles.userId, sql`(SELECT id FROM ${users} WHERE ${users.userId} = ${first.USERID})`))
    expect(await version()).toBe(before! + 1)
    // The index still holds the old version: it declines, and SQL answers without the talent.
    expect(await index.find({}, null, { offset: 0, take: 10, countUpTo: 101 })).toBeNull()
    const after = await findTalents(
      database.db,
      { filters: {}, text: null, isNameSearch: false },
      { page: 1, limit: 10 },
    )
    expect(after.talents.map((card) => card.USERID)).not.toContain(first.USERID)
    // Reloaded, the index answers again, the same way.
    await index.load()
    const reloaded = await index.find({}, null, { offset: 0, take: 10, countUpTo: 101 })
    expect(reloaded?.talents.map((card) => card.USERID)).toEqual(after.talents.map((card) => card.USERID))
  })

  it('on the embedded database, learns of writes from announcements and reads no version per search', async () => {
    const client = (database.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client
    if (database.kind === 'postgres') {
      // A PostgreSQL listener learns late (another connection): every search reads the version.
      expect(index.watching).toBe(false)
      return
    }
    await index.load()
    expect(index.watching).toBe(true)
    const window = { offset: 0, take: 10, countUpTo: 101 }
    const reads = vi.spyOn(client, 'query')
    const answered = await index.find({ gender: 'Female' }, null, window)
    expect(answered?.talents.length).toBe(10)
    expect(reads).not.toHaveBeenCalled()
    reads.mockRestore()
    // A write inside a transaction is known the moment its commit returns.
    const [first] = answered!.talents
    await database.db.transaction(async (tx) => {
      await tx
        .update(talentProfiles)
        .set({ gender: 'Male' })
        .where(eq(talentProfiles.userId, sql`(SELECT id FROM ${users} WHERE ${users.userId} = ${first!.USERID})`))
    })
    expect(await index.find({ gender: 'Female' }, null, window)).toBeNull()
    const fromSql = await findTalents(
      database.db,
      { filters: { gender: 'Female' }, text: null, isNameSearch: false },
      { page: 1, limit: 10 },
    )
    expect(fromSql.talents.map((card) => card.USERID)).not.toContain(first!.USERID)
    await index.load()
    const reloaded = await index.find({ gender: 'Female' }, null, window)
    expect(reloaded?.talents.map((card) => card.USERID)).toEqual(fromSql.talents.map((card) => card.USERID))
  })

  it('counters do not change the version; a card, a filter column, a bio or skills do', async () => {
    const before = await version()
    await database.db.update(talentProfiles).set({ totalViews: sql`${talentProfiles.totalViews} + 1` })
    expect(await version()).toBe(before)
    await database.db.execute(
      sql`UPDATE ${talentProfiles} SET city = city WHERE id = (SELECT min(id) FROM ${talentProfiles})`,
    )
    expect(await version()).toBe(before! + 1)
    await database.db.execute(
      sql`UPDATE ${talentProfiles} SET bio = bio WHERE id = (SELECT min(id) FROM ${talentProfiles})`,
    )
    expect(await version()).toBe(before! + 2)
    await database.db.execute(
      sql`UPDATE ${talentProfiles} SET skills = skills WHERE id = (SELECT min(id) FROM ${talentProfiles})`,
    )
    expect(await version()).toBe(before! + 3)
  })

  it('answers a repeated free-text search from the cache, and a bio edit reaches the next search at once', async () => {
    const criteria: SearchCriteria = { filters: {}, text: 'zanskari', isNameSearch: false }
    const search = () => findTalents(database.db, criteria, { page: 1, limit: 10 })
    expect((await search()).talents).toEqual([])
    const [talent] = (
      await findTalents(database.db, { filters: {}, text: null, isNameSearch: false }, { page: 1, limit: 1 })
    ).talents
    await database.db
      .update(talentProfiles)
      .set({ bio: 'Trained in Zanskari folk dance.' })
      .where(eq(talentProfiles.userId, sql`(SELECT id FROM ${users} WHERE ${users.userId} = ${talent!.USERID})`))
    const found = await search()
    expect(found.talents.map((card) => card.USERID)).toEqual([talent!.USERID])
    // The same question again: the same answer, as separate cards (a caller may not change another's).
    const again = await search()
    expect(again).toEqual(found)
    expect(again.talents[0]).not.toBe(found.talents[0])
    await database.db
      .update(talentProfiles)
      .set({ bio: '' })
      .where(eq(talentProfiles.userId, sql`(SELECT id FROM ${users} WHERE ${users.userId} = ${talent!.USERID})`))
    expect((await search()).talents).toEqual([])
  })

  it('is off with TALENT_INDEX=off: searches still answer, from SQL', async () => {
    await configureTalentIndex(database.db, { enabled: false })
    expect(talentIndexOf(database.db)).toBeNull()
    const found = await findTalents(
      database.db,
      { filters: { talentType: 'Model' }, text: null, isNameSearch: false },
      {
        page: 1,
        limit: 10,
      },
    )
    expect(found.talents).toHaveLength(10)
    await configureTalentIndex(database.db, { enabled: true })
  })
})
