import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { migrationsFolder, openDatabase } from '../../api/db/client'

/**
 * The templates the integration databases are copied from (see tests/setup/database.ts). Kept apart from
 * it because the global setup, which makes them, runs outside a test and may not import vitest.
 */
export interface ProvidedTemplates {
  /** A PGlite data folder image (dumpDataDir) of a migrated, empty database. */
  pgliteTemplate: string | undefined
  /** The name of a migrated, empty PostgreSQL database to copy. */
  postgresTemplate: string | undefined
}

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface ProvidedContext extends ProvidedTemplates {}
}

/** A name that changes whenever a migration does, so a template is never older than the migrations. */
export function migrationsHash(): string {
  const hash = crypto.createHash('sha256')
  const folder = migrationsFolder()
  for (const file of fs.readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(folder, file)
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full))
  }
  return hash.digest('hex').slice(0, 12)
}

const TEMPLATE_DIR = '.cache/test-templates'

/** The installed PGlite's version: a data folder image is only good for the build that wrote it. */
function pgliteVersion(): string {
  const manifest = path.join('node_modules', '@electric-sql', 'pglite', 'package.json')
  return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version
}

/** pg_advisory_lock key while a run builds the PostgreSQL template. */
const TEMPLATE_LOCK_KEY = 727_002

/** Run once per test run (global setup): the template the run's databases are copied from. */
export async function prepareTemplates(kind: 'pglite' | 'postgres'): Promise<Partial<ProvidedTemplates>> {
  const hash = migrationsHash()
  if (kind === 'pglite') {
    const file = path.resolve(TEMPLATE_DIR, `pglite-${pgliteVersion()}-${hash}.tar`)
    if (!fs.existsSync(file)) {
      fs.mkdirSync(TEMPLATE_DIR, { recursive: true })
      for (const old of fs.readdirSync(TEMPLATE_DIR)) fs.rmSync(path.join(TEMPLATE_DIR, old), { force: true })
      const handle = await openDatabase({ kind: 'pglite', dataDir: null })
      const client = (handle.db as unknown as { $client: PGlite }).$client
      const image = await client.dumpDataDir('none')
      await handle.close()
      const partial = `${file}.${process.pid}`
      fs.writeFileSync(partial, Buffer.from(await image.arrayBuffer()))
      fs.renameSync(partial, file)
    }
    return { pgliteTemplate: file }
  }
  const name = `castline_template_${hash}`
  const admin = await adminClient()
  try {
    // Two runs at once (two projects' global setups) build it once.
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY])
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    if (!rowCount) {
      const building = `${name}_building`
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`)
      await admin.query(`CREATE DATABASE ${building}`)
      // Two connections: openDatabase holds one for its migration lock while migrating on the other.
      const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(building), poolSize: 2 })
      await handle.close()
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`)
    }
    // Templates of earlier migrations are of no further use.
    const { rows } = await admin.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE 'castline\\_template\\_%' AND datname <> $1",
      [name],
    )
    for (const row of rows) await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`).catch(() => {})
  } finally {
    await admin.end()
  }
  return { postgresTemplate: name }
}

export function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)')
  return url
}

export async function adminClient(): Promise<pg.Client> {
  const admin = new pg.Client({ connectionString: adminUrl() })
  await admin.connect()
  return admin
}

export function databaseUrl(name: string): string {
  const url = new URL(adminUrl())
  url.pathname = `/${name}`
  return url.toString()
}
