import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { openDataFolder, unreadableDatabase, type DataFolderNotices } from './data-folder'
import * as schema from './schema'

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

export interface DatabaseHandle {
  db: Database
  kind: 'pglite' | 'postgres'
  /** A short description for logs that never contains a password. */
  describe: string
  close(): Promise<void>
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | {
      kind: 'pglite'
      dataDir: string | null
      /** An in-memory database starts from this image of a data folder (PGlite's dumpDataDir) instead of initdb. */
      image?: Blob
    }

/** Arbitrary fixed key for pg_advisory_lock so concurrent nodes migrate one at a time. */
const MIGRATION_LOCK_KEY = 727_001

/**
 * Finds api/db/migrations whether this module runs from source (tsx, vitest)
 * or bundled into build/server.js: walk up to the folder that holds package.json.
 */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url))
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir)
    if (parent === dir) throw new Error('Cannot find the project root (package.json) to locate migrations.')
    dir = parent
  }
  return path.join(dir, 'api', 'db', 'migrations')
}

/**
 * Opens the database, applies pending migrations and returns a handle to close it. A data folder that is
 * locked, read-only or damaged throws DataFolderError (a ConfigError); `notices` hears what was recovered.
 */
export async function openDatabase(options: DatabaseOptions, notices: DataFolderNotices = {}): Promise<DatabaseHandle> {
  return options.kind === 'postgres'
    ? openPostgres(options.url, options.poolSize)
    : openPglite(options.dataDir, options.image, notices)
}

async function openPostgres(url: string, poolSize = 10): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5000 })
  // An idle client losing its server (restart, network) must not crash the process.
  pool.on('error', () => {})
  // Nor may a checked-out one (a transaction's): pg-pool listens on idle clients only, and an 'error'
  // without a listener throws. The query under way fails with the error; on release pg-pool drops the
  // broken client (it is no longer queryable), so the pool reconnects when the server is back.
  pool.on('connect', (client) => {
    client.on('error', () => {})
  })
  const lockClient = await pool.connect()
  try {
    await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
    const db = drizzlePg(pool, { schema })
    await migratePg(db, { migrationsFolder: migrationsFolder() })
  } finally {
    await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {})
    lockClient.release()
  }
  const parsed = new URL(url)
  return {
    db: drizzlePg(pool, { schema }),
    kind: 'postgres',
    describe: `PostgreSQL ${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`,
    close: () => pool.end(),
  }
}

async function openPglite(
  dataDir: string | null,
  image: Blob | undefined,
  notices: DataFolderNotices,
): Promise<DatabaseHandle> {
  if (dataDir && image) throw new Error('A PGlite image starts an in-memory database only.')
  // PGlite neither locks its data folder nor refuses a damaged one (it runs initdb over it): ADR 016.
  const folder = dataDir ? await openDataFolder(dataDir, notices) : null
  const client = new PGlite({ dataDir: folder?.pgdata, loadDataDir: image, extensions: { pg_trgm } })
  try {
    await client.waitReady
  } catch (error) {
    await folder?.release()
    throw folder && !folder.isNew ? unreadableDatabase(folder.pgdata, error) : error
  }
  const db = drizzlePglite(client, { schema })
  await migratePglite(db, { migrationsFolder: migrationsFolder() })
  return {
    db,
    kind: 'pglite',
    describe: dataDir ? `embedded PGlite in ${dataDir}` : 'embedded PGlite in memory',
    async close() {
      await client.close()
      await folder?.release()
    },
  }
}

/** CHECKPOINT after a bulk load keeps the write-ahead log from doubling the data on disk. */
export async function checkpoint(db: Database): Promise<void> {
  await db.execute(sql`CHECKPOINT`)
}

/** Subscribes to a NOTIFY channel; resolves once listening, to a function that stops it. */
export type Notifications = (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>

/**
 * The notifications of the embedded database, or null on PostgreSQL. PGlite is one process, and it
 * delivers a notification before the statement that committed it returns: a listener knows of every
 * committed write before its writer goes on. A PostgreSQL listener learns later, on another connection.
 */
export function inProcessNotifications(db: Database): Notifications | null {
  const client: unknown = (db as { $client?: unknown }).$client
  return client instanceof PGlite ? (channel, onPayload) => client.listen(channel, onPayload) : null
}
