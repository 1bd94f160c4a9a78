import type { Database } from '../../api/db/client'
import { configureTalentIndex } from '../../api/services/talent-index'

/**
 * Runs the checks once on the talent index and once on SQL (the index turned off, then on again): a search
 * must answer the same on both paths (ADR 013).
 */
export async function onIndexAndSql(db: Database, check: (where: string) => Promise<void>) {
  await check('index')
  await configureTalentIndex(db, { enabled: false })
  try {
    await check('sql')
  } finally {
    await configureTalentIndex(db, { enabled: true })
  }
}
