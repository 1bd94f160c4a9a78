import crypto from 'node:crypto'
import { eq, lt, sql } from 'drizzle-orm'
import { clientAddressOf } from '../auth/client-address'
import type { Database } from '../db/client'
import { dailyVisitors, visitorDaySalts } from '../db/schema'

/**
 * Counters count a visitor once a day per talent (issue 17: 50 anonymous views added 50). Who has been
 * counted lives in the database (daily_visitors), not in Redis or memory: the check and the counter's bump
 * commit together, on every node, with or without Redis, and the cost is one small insert per counted
 * event (docs/decisions/018-who-sees-what.md).
 */

export type CountedKind = (typeof dailyVisitors.$inferInsert)['kind']

/** Who is looking: a signed-in user, or a guest known only by address and user agent. */
export interface Visitor {
  userId: number | null
  address: string
  userAgent: string
}

/** The database or a transaction on it. */
type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0]

/** A UTC calendar day, YYYY-MM-DD. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10)
}

/**
 * The caller of an API request as a counter sees them: the address comes from the server's bindings
 * (api/auth/client-address.ts: never a header a client could write); the user agent from the bindings
 * when the server passes the browser's (a page calling in process), else from the request.
 */
export async function callerOfRequest(
  db: Database,
  { userId, bindings, userAgent }: { userId: number | null; bindings: unknown; userAgent: string | undefined },
): Promise<{ id: number | null; visitor: string }> {
  const address = clientAddressOf(bindings)
  const agent = bindingUserAgent(bindings) ?? userAgent ?? ''
  return { id: userId, visitor: await visitorKey(db, { userId, address, userAgent: agent }) }
}

function bindingUserAgent(bindings: unknown): string | null {
  if (!bindings || typeof bindings !== 'object' || !('userAgent' in bindings)) return null
  return typeof bindings.userAgent === 'string' ? bindings.userAgent : null
}

const salts = new WeakMap<Database, { day: string; salt: string }>()

/** The day's random salt, the same on every node (the first to ask creates it). */
async function saltOf(db: Database, day: string): Promise<string> {
  const cached = salts.get(db)
  if (cached?.day === day) return cached.salt
  await db
    .insert(visitorDaySalts)
    .values({ day, salt: crypto.randomBytes(32).toString('base64url') })
    .onConflictDoNothing()
  const [row] = await db
    .select({ salt: visitorDaySalts.salt })
    .from(visitorDaySalts)
    .where(eq(visitorDaySalts.day, day))
  if (!row) throw new Error(`no visitor salt for ${day}`)
  salts.set(db, { day, salt: row.salt })
  return row.salt
}

/**
 * The key a visitor is counted under today: `u:<users.id>` when signed in; otherwise a keyed hash of the
 * address and user agent under the day's salt, which says nothing about either once the salt is gone.
 */
export async function visitorKey(db: Database, visitor: Visitor, now = new Date()): Promise<string> {
  if (visitor.userId !== null) return `u:${visitor.userId}`
  const salt = await saltOf(db, utcDay(now))
  const hash = crypto.createHmac('sha256', salt).update(`${visitor.address}\n${visitor.userAgent}`).digest('base64url')
  return `h:${hash.slice(0, 32)}`
}

/**
 * True the first time today this visitor is counted for this kind and subject, false after: the row it
 * inserts is part of the caller's transaction, so a failed bump forgets it too.
 */
export async function firstToday(
  tx: Executor,
  { kind, subject, visitor, now = new Date() }: { kind: CountedKind; subject: string; visitor: string; now?: Date },
): Promise<boolean> {
  const inserted = await tx
    .insert(dailyVisitors)
    .values({ day: utcDay(now), kind, subject, visitor })
    .onConflictDoNothing()
    .returning({ day: dailyVisitors.day })
  return inserted.length > 0
}

const PRUNE_INTERVAL_MS = 60 * 60 * 1000
const lastPruned = new WeakMap<Database, number>()

/** Deletes the rows and salts of days before yesterday, at most once an hour per process. */
export async function pruneOldVisitors(db: Database, now = new Date()): Promise<void> {
  const last = lastPruned.get(db) ?? 0
  if (now.getTime() - last < PRUNE_INTERVAL_MS) return
  lastPruned.set(db, now.getTime())
  const yesterday = utcDay(new Date(now.getTime() - 86_400_000))
  await db.delete(dailyVisitors).where(lt(dailyVisitors.day, yesterday))
  await db.delete(visitorDaySalts).where(lt(visitorDaySalts.day, sql`${yesterday}::date`))
}
