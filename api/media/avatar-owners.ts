/**
 * Avatars are drawn only for someone who has one (issue 17): a talent or a recruiter (brand) whose
 * profile photo is that avatar. Seeded talents are drawn from their slug, accounts from their USERID
 * (seeded recruiters: in lower case), so the question is one look-up by unique indexes, never a scan. A
 * talent's avatar name also carries its look (`<seed>--f18-25`): only the exact name in the photo counts.
 */
import { eq, inArray } from 'drizzle-orm'
import { unionAll } from 'drizzle-orm/pg-core'
import { LRUCache } from 'lru-cache'
import type { Database } from '../db/client'
import { recruiterProfiles, talentProfiles, users } from '../db/schema'
import { avatarUrl, parseAvatarName } from './avatar'

/** Avatars known to have an owner: pages show the same faces again and again. */
const owned = new LRUCache<string, true>({ max: 10_000, ttl: 10 * 60 * 1000 })

/** Whether the avatar `name` (seed, and look if any) is some profile's photo. */
export async function avatarHasOwner(db: Database, name: string): Promise<boolean> {
  if (owned.has(name)) return true
  const { seed, look } = parseAvatarName(name)
  const userIds = [...new Set([seed, seed.toUpperCase()])]
  // A made-up name is refused after the cheapest question (two unique-index probes, ~1 ms on PGlite).
  const candidates = await unionAll(
    db.select({ id: talentProfiles.id }).from(talentProfiles).where(eq(talentProfiles.slug, seed)),
    db.select({ id: users.id }).from(users).where(inArray(users.userId, userIds)),
  )
  if (candidates.length === 0) return false
  const rows = await unionAll(
    db.select({ photo: talentProfiles.photo }).from(talentProfiles).where(eq(talentProfiles.slug, seed)),
    db
      .select({ photo: talentProfiles.photo })
      .from(talentProfiles)
      .innerJoin(users, eq(users.id, talentProfiles.userId))
      .where(inArray(users.userId, userIds)),
    db
      .select({ photo: recruiterProfiles.photo })
      .from(recruiterProfiles)
      .innerJoin(users, eq(users.id, recruiterProfiles.userId))
      .where(inArray(users.userId, userIds)),
  )
  const url = avatarUrl(seed, look)
  const found = rows.some((row) => row.photo === url)
  if (found) owned.set(name, true)
  return found
}
