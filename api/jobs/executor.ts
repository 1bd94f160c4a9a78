/**
 * How pg-boss reaches our database (ADR 027). pg-boss takes any `{ executeSql(text, values) }`; it sends two
 * kinds of text: parameterised statements, and multi-statement scripts without values (its schema,
 * `BEGIN; SELECT pg_advisory_xact_lock(…); …; COMMIT`). PostgreSQL's pool runs both through `query` (no values:
 * the simple protocol). PGlite's `query` is the extended protocol, one statement only, so scripts go to `exec`.
 */
import { PGlite } from '@electric-sql/pglite'
import { sql, type SQL } from 'drizzle-orm'
import pg from 'pg'
import type { Database } from '../db/client'

export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>
}

/** The executor on the database's own client: the pg pool, or the PGlite instance. */
export function executorOf(db: Database): SqlExecutor {
  const client: unknown = (db as { $client?: unknown }).$client
  if (client instanceof PGlite) {
    return {
      async executeSql(text, values) {
        if (values && values.length > 0)
          return { rows: (await client.query<Record<string, unknown>>(text, values)).rows }
        const results = await client.exec(text)
        return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] }
      },
    }
  }
  if (client instanceof pg.Pool) {
    return {
      async executeSql(text, values) {
        return { rows: (await client.query<Record<string, unknown>>(text, values)).rows }
      },
    }
  }
  throw new Error('The job queue runs on PGlite or a pg pool only.')
}

/** `$1 … $n` placeholders as drizzle parameters, so a statement can run in a drizzle transaction. */
export function withParameters(text: string, values: readonly unknown[] = []): SQL {
  const parts = text.split(/\$(\d+)\b/)
  const chunks: SQL[] = []
  parts.forEach((part, index) => {
    if (index % 2 === 0) chunks.push(sql.raw(part))
    else chunks.push(sql`${values[Number(part) - 1] ?? null}`)
  })
  return sql.join(chunks)
}

/** Something that runs drizzle SQL: the database or one of its transactions. */
export type SqlRunner = Pick<Database, 'execute'>

/** An executor inside the caller's transaction: a job sent through it commits or rolls back with it. */
export function transactionExecutor(tx: SqlRunner): SqlExecutor {
  return {
    async executeSql(text, values) {
      const result: unknown = await tx.execute(withParameters(text, values))
      // node-postgres answers a QueryResult, PGlite a Results: both carry `rows`.
      const rows = typeof result === 'object' && result !== null && 'rows' in result ? result.rows : []
      return { rows: Array.isArray(rows) ? rows : [] }
    },
  }
}
