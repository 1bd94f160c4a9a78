import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../../api/db/client'
import { searchSessions, users } from '../../api/db/schema'
import { DEMO_RECRUITER_EMAIL, seedDatabase } from '../../api/db/seed'
import { searchTalents } from '../../api/services/search'
import { CITIES, TALENT_TYPES } from '../../api/vocabulary'
import { createTestDatabase } from '../setup/database'

/**
 * Many searches at the same instant, as the chat's crowd sends them: their sessions are written
 * together (a group commit), and each caller still gets its own committed session.
 */

let database: DatabaseHandle
/** A signed-in searcher (users.id): guests may not filter (requirements §5). */
let owner: number

beforeAll(async () => {
  database = await createTestDatabase()
  await seedDatabase(database.db, { talents: 300 })
  const [recruiter] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_RECRUITER_EMAIL))
  owner = recruiter!.id
}, 120_000)
afterAll(() => database?.close())

describe('a crowd of searches', () => {
  it('gives each of 200 simultaneous searches its own stored session, which load more continues', async () => {
    const inputs = Array.from({ length: 200 }, (_, i) => ({
      talentType: TALENT_TYPES[i % TALENT_TYPES.length]!,
      location: CITIES[i % 20]!,
    }))
    const results = await Promise.all(inputs.map((filters) => searchTalents(database.db, { filters, owner })))
    const ids = results.map((result) => result.sessionId!)
    expect(new Set(ids).size).toBe(200)
    const stored = await database.db.select().from(searchSessions).where(inArray(searchSessions.id, ids))
    const byId = new Map(stored.map((row) => [row.id, row]))
    results.forEach((result, i) => {
      const row = byId.get(result.sessionId!)
      expect(row?.filters).toEqual({ talentType: inputs[i]!.talentType, location: inputs[i]!.location })
      expect(row?.totalResults).toBe(result.totalResults)
    })
    const next = await searchTalents(database.db, { sessionId: ids[0], page: 2, limit: 1, owner })
    expect(next.filters).toEqual(results[0]!.filters)
  })

  it('fails only the search whose session cannot be written, not the others written with it', async () => {
    // An owner id past PostgreSQL's integer: that row's insert fails (sessions have no foreign key, ADR 028).
    const searches = Array.from({ length: 20 }, (_, i) =>
      searchTalents(database.db, { filters: { talentType: 'Actor' }, owner: i === 7 ? 2 ** 31 : owner }),
    )
    const settled = await Promise.allSettled(searches)
    expect(settled.filter((s) => s.status === 'rejected')).toHaveLength(1)
    expect(settled[7]?.status).toBe('rejected')
  })
})
