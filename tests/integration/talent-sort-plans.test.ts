import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { z } from 'zod'
import type { DatabaseHandle } from '../../api/db/client'
import { seedDatabase } from '../../api/db/seed'
import type { SearchFilters } from '../../api/schemas'
import { filteredSearchStatement } from '../../api/services/search'
import type { TalentSort } from '../../api/vocabulary'
import { createTestDatabase } from '../setup/database'

/**
 * Each sort of a filtered listing walks its own index (ADR 007: a bounded head read in index order, never a
 * sort of the table), on PGlite and, with TEST_DB=postgres, on PostgreSQL. The plans are those of a catalog
 * far larger than the head (30 rows per result needed: 3,030), as in production; a small table is sorted
 * whole, which is cheaper there.
 */

const TALENTS = 20_000
let database: DatabaseHandle

beforeAll(async () => {
  database = await createTestDatabase()
  await seedDatabase(database.db, { talents: 20 })
  // Plain rows made in SQL: the plan depends on the table's size and spread, not on realistic profiles.
  await database.db.execute(sql`
    WITH made AS (
      INSERT INTO users (userid, email, user_type)
      SELECT 'PLAN' || n, 'plan' || n || '@example.test', 'talent' FROM generate_series(1, ${TALENTS}) AS n
      RETURNING id)
    INSERT INTO talent_profiles (user_id, display_name, slug, talent_type, gender, birth_date, city, photo,
      rating, portfolio_score, project_types, languages)
    SELECT id, 'Plan ' || id, 'plan-' || id,
      (ARRAY['Actor', 'Model', 'Voiceover Artist', 'Dancer', 'Content Creator'])[1 + id % 5]::talent_type,
      (ARRAY['Male', 'Female', 'Non-binary'])[1 + id % 3]::gender,
      DATE '1960-01-01' + (id * 7919 % 20000), (ARRAY['Mumbai', 'Delhi', 'Pune', 'Goa'])[1 + id % 4],
      '/avatar.svg', (id * 31 % 50) / 10.0, id % 6, ARRAY['Film'],
      ARRAY[(ARRAY['Hindi', 'English', 'Tamil', 'Telugu', 'Bengali', 'Marathi', 'Khasi'])[1 + id % 7]]
    FROM made`)
  await database.db.execute(sql`VACUUM ANALYZE talent_profiles`)
}, 180_000)
afterAll(() => database?.close())

type PlanNode = { 'Node Type': string; 'Index Name'?: string; Plans?: PlanNode[] }
const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)]

async function plan(sort: TalentSort, filters: SearchFilters) {
  return database.db.transaction(async (tx) => {
    // As every search runs (search.ts inSearchTransaction).
    await tx.execute(sql`SELECT set_config('enable_seqscan', 'off', true)`)
    const found = filteredSearchStatement(filters, sort)
    const result = z
      .object({ rows: z.array(z.object({ 'QUERY PLAN': z.unknown() })) })
      .parse(await tx.execute(sql`EXPLAIN (FORMAT JSON) SELECT * FROM ${found} AS found`))
    const [row] = result.rows
    const json = row!['QUERY PLAN']
    const [top] = (typeof json === 'string' ? JSON.parse(json) : json) as { Plan: PlanNode }[]
    return top!.Plan
  })
}

it.each([
  ['relevance', 'talent_profiles_listing_idx'],
  ['rating', 'talent_profiles_rating_idx'],
  ['newest', 'talent_profiles_newest_idx'],
] as const)('%s reads its head straight from %s, with no sort of the table', async (sort, index) => {
  const cases: SearchFilters[] = [
    {},
    { gender: 'Female' },
    { gender: 'Female', location: 'Pune', talentType: 'Dancer' },
    // Languages (issue 22) are read from the head's rows: the same walk, never a scan of the table.
    { languages: ['Tamil'] },
    { gender: 'Female', languages: ['Khasi', 'Telugu'] },
  ]
  for (const filters of cases) {
    const top = await plan(sort, filters)
    const all = nodes(top)
    const head = all.find((node) => node['Node Type'] === 'Limit' && node.Plans?.[0]?.['Index Name'] === index)
    expect(head, `${JSON.stringify(filters)}: ${JSON.stringify(top)}`).toBeDefined()
    expect(head!.Plans![0]!['Node Type']).toMatch(/^Index (Only )?Scan$/)
    expect(all.some((node) => node['Node Type'] === 'Seq Scan')).toBe(false)
  }
})
