import { sql } from 'drizzle-orm'
import type { Database } from './client'

/** Node's socket errors: the server is not there, or the connection to it broke. */
const CONNECTION_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
])

/**
 * PostgreSQL SQLSTATEs that mean "not now" rather than "wrong query": class 08 (connection exception),
 * 57P01-57P03 (admin or crash shutdown, cannot connect now), 53300 (too many connections).
 * https://www.postgresql.org/docs/current/errcodes-appendix.html
 */
function isUnavailableSqlState(code: string): boolean {
  return code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300'
}

function codeOf(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null
  return typeof error.code === 'string' ? error.code : null
}

/** The error and its causes (drizzle wraps the driver's error in `cause`). */
function* causes(error: unknown): Generator<unknown> {
  let current = error
  for (let depth = 0; depth < 8 && current !== undefined && current !== null; depth++) {
    yield current
    current = current instanceof Error ? current.cause : undefined
  }
}

/** True when the error, or one it wraps, says the database connection failed (by code, never by message). */
export function isConnectionFailure(error: unknown): boolean {
  for (const link of causes(error)) {
    const code = codeOf(link)
    if (code && (CONNECTION_ERRNOS.has(code) || isUnavailableSqlState(code))) return true
  }
  return false
}

/** True when the error, or one it wraps, carries a SQLSTATE the server sent: the database answered. */
function isServerAnswer(error: unknown): boolean {
  for (const link of causes(error)) {
    const code = codeOf(link)
    if (code && /^[0-9A-Z]{5}$/.test(code) && !isUnavailableSqlState(code)) return true
  }
  return false
}

/** `SELECT 1` within `timeoutMs`: false when the database does not answer in time. */
export async function pingDatabase(db: Database, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs)
  })
  const ping = db.execute(sql`SELECT 1`).then(
    () => true,
    () => false,
  )
  try {
    return await Promise.race([ping, timeout])
  } finally {
    clearTimeout(timer)
  }
}

const PROBE_TIMEOUT_MS = 1000

/**
 * Whether an unexpected error is the database being away. A code says so at once. pg reports some
 * broken connections without a code ("terminated unexpectedly", a connect timeout): for an error with
 * no SQLSTATE from the server, a quick ping decides instead of the message text.
 */
export async function isDatabaseUnavailable(db: Database, error: unknown): Promise<boolean> {
  if (isConnectionFailure(error)) return true
  if (isServerAnswer(error)) return false
  return !(await pingDatabase(db, PROBE_TIMEOUT_MS))
}
