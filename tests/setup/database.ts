import crypto from 'node:crypto'
import fs from 'node:fs'
import { inject } from 'vitest'
import { openDatabase, type DatabaseHandle } from '../../api/db/client'
import { adminClient, databaseUrl } from './templates'

/**
 * The database an integration test file runs against: a fresh in-memory PGlite by default, or a fresh
 * PostgreSQL database (created and dropped around the file) when TEST_DB=postgres and TEST_DATABASE_URL
 * point at a server.
 *
 * Neither is built from nothing per file: the global setup migrates one template per run
 * (`prepareTemplates`), and each file starts from a copy of it. A PGlite copy loads the template's data
 * folder image (no initdb: ~0.4 s instead of ~1.5 s); a PostgreSQL copy is CREATE DATABASE … TEMPLATE.
 * Copies share nothing: each file still gets its own database and writes only to it. Migrations still
 * run on each copy, so a template that somehow lags behind the migrations is brought up to date.
 */
export function testDatabaseKind(): 'pglite' | 'postgres' {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite'
}

let pgliteImage: Promise<Blob | undefined> | undefined

/** The template image, read once per file; undefined (initdb from nothing) when no global setup made one. */
function pgliteTemplate(): Promise<Blob | undefined> {
  pgliteImage ??= (async () => {
    const file = inject('pgliteTemplate')
    return file ? new Blob([await fs.promises.readFile(file)]) : undefined
  })()
  return pgliteImage
}

export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (testDatabaseKind() === 'pglite')
    return openDatabase({ kind: 'pglite', dataDir: null, image: await pgliteTemplate() })
  const name = `castline_test_${crypto.randomBytes(6).toString('hex')}`
  const template = inject('postgresTemplate')
  const admin = await adminClient()
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`)
  await admin.end()
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(name), poolSize: 5 })
  return {
    ...handle,
    describe: `${handle.describe} (temporary)`,
    async close() {
      await handle.close()
      const cleanup = await adminClient()
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await cleanup.end()
    },
  }
}
