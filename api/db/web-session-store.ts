import crypto from 'node:crypto'
import { and, eq, gt, lte, sql } from 'drizzle-orm'
import type { Database } from './client'
import { users, webSessions } from './schema'

export type WebSessionData = Record<string, unknown>

/**
 * The web app's server-side sessions on the web_sessions table. The browser's cookie holds only the
 * signed id; the data (tokens included) never leaves the server. An expired row reads as absent, so
 * the expiry a caller writes is the session's timeout.
 *
 * `owner` is the public USERID of the signed-in user, kept in its own column so every session of a
 * user can be ended at once (removeForUser).
 */
export function createWebSessionStore(db: Database) {
  const ownerPk = (owner: string | null | undefined) =>
    owner ? sql`(SELECT ${users.id} FROM ${users} WHERE ${users.userId} = ${owner})` : null

  return {
    /** Stores a new session and returns its id: 32 random bytes, base64url (43 characters). */
    async create(data: WebSessionData, expiresAt: Date, owner?: string | null): Promise<string> {
      const id = crypto.randomBytes(32).toString('base64url')
      await db.insert(webSessions).values({ id, data, expiresAt, userId: ownerPk(owner) })
      return id
    },

    /** The session's data, or null when it does not exist or has expired. */
    async read(id: string): Promise<WebSessionData | null> {
      if (!id) return null
      const [row] = await db
        .select({ data: webSessions.data })
        .from(webSessions)
        .where(and(eq(webSessions.id, id), gt(webSessions.expiresAt, sql`now()`)))
        .limit(1)
      return row?.data ?? null
    },

    /** Replaces the data of a live session; a missing or expired one is left alone (never re-created). */
    async update(id: string, data: WebSessionData, expiresAt: Date, owner?: string | null): Promise<void> {
      if (!id) return
      await db
        .update(webSessions)
        .set({
          data,
          expiresAt,
          updatedAt: sql`now()`,
          ...(owner === undefined ? {} : { userId: ownerPk(owner) }),
        })
        .where(and(eq(webSessions.id, id), gt(webSessions.expiresAt, sql`now()`)))
    },

    /**
     * Merges top-level keys into a live session in one statement (jsonb `||`), so two writers that
     * change different keys (a token refresh and an activity touch) cannot undo each other.
     */
    async patch(id: string, changes: WebSessionData, expiresAt: Date): Promise<boolean> {
      if (!id) return false
      const updated = await db
        .update(webSessions)
        .set({
          data: sql`${webSessions.data} || ${JSON.stringify(changes)}::jsonb`,
          expiresAt,
          updatedAt: sql`now()`,
        })
        .where(and(eq(webSessions.id, id), gt(webSessions.expiresAt, sql`now()`)))
        .returning({ id: webSessions.id })
      return updated.length > 0
    },

    async remove(id: string): Promise<void> {
      if (!id) return
      await db.delete(webSessions).where(eq(webSessions.id, id))
    },

    /** Ends every session of a user (by USERID): a password change or "sign out everywhere". */
    async removeForUser(owner: string): Promise<number> {
      const removed = await db
        .delete(webSessions)
        .where(eq(webSessions.userId, sql`(SELECT ${users.id} FROM ${users} WHERE ${users.userId} = ${owner})`))
        .returning({ id: webSessions.id })
      return removed.length
    },

    /** Deletes expired rows; reads already ignore them, this only keeps the table small. */
    async purgeExpired(): Promise<number> {
      const removed = await db
        .delete(webSessions)
        .where(lte(webSessions.expiresAt, sql`now()`))
        .returning({ id: webSessions.id })
      return removed.length
    },
  }
}

export type WebSessionStore = ReturnType<typeof createWebSessionStore>
