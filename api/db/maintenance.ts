import { sql } from 'drizzle-orm'
import type { Database } from './client'
import { talentProfiles, users } from './schema'

/**
 * Fresh planner statistics for the tables search reads (VACUUM ANALYZE): after a bulk load (api/db/seed.ts)
 * and periodically on PGlite, which has no autovacuum (ADR 007: without statistics filtered search was 4x
 * slower).
 */
export async function analyzeTalents(db: Database): Promise<void> {
  await db.execute(sql`VACUUM ANALYZE ${users}, ${talentProfiles}`)
}

/** Whether any account exists: a seeded (or used) database has at least one. */
export async function hasUsers(db: Pick<Database, 'select'>): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1)
  return rows.length > 0
}
