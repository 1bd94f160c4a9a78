import crypto from 'node:crypto'
import pg from 'pg'
import { openDatabase, type DatabaseHandle } from '../../api/db/client'

/**
 * The database an integration test file runs against: a fresh in-memory PGlite
 * by default, or a fresh PostgreSQL database (created and dropped around the
 * file) when TEST_DB=postgres and TEST_DATABASE_URL point at a server.
 */
export function testDatabaseKind(): 'pglite' | 'postgres' {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite'
}

export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (testDatabaseKind() === 'pglite') return openDatabase({ kind: 'pglite', dataDir: null })
  const adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl)
    throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)')
  const name = `castline_test_${crypto.randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 5 })
  return {
    ...handle,
    describe: `${handle.describe} (temporary)`,
    async close() {
      await handle.close()
      const cleanup = new pg.Client({ connectionString: adminUrl })
      await cleanup.connect()
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await cleanup.end()
    },
  }
}
