import type { MediaProcessor } from '../media/processing'
import type { MediaStore } from '../media/types'
import type { Database } from './client'
import { hasUsers } from './maintenance'
import type { SeedOptions } from './seed'

/** Where a start reports what it did about demo data (pino's logger fits). */
export interface StartLog {
  info(message: string): void
  warn(message: string): void
}

/**
 * A server start: seeds an empty database only when asked (SEED_DEMO_DATA, ADR 016), so a deployment
 * never gets the demo logins by accident; otherwise says how to seed. Returns what it found.
 *
 * The seed (api/db/seed.ts, with the factories and faker's locale data) is imported only when seeding was
 * asked for: a production start without SEED_DEMO_DATA never loads it, and the production bundle keeps it
 * in a chunk of its own (scripts/build-server.mjs).
 */
export async function seedDemoDataOnStart(
  db: Database,
  {
    requested,
    log,
    media,
    ...options
  }: { requested: boolean; log: StartLog; media?: { store: MediaStore; processor: MediaProcessor } } & SeedOptions,
): Promise<'seeded' | 'has data' | 'empty'> {
  if (requested) {
    const seed = await import('./seed')
    if (await seed.seedIfEmpty(db, options)) {
      // The demo talent's illustrative gallery and voice demo, through the upload pipeline (issue 19).
      if (media) await (await import('./seed-media')).seedDemoMedia(db, media)
      log.warn(
        `seeded an empty database with demo data (SEED_DEMO_DATA): anyone may sign in as ${seed.DEMO_TALENT_EMAIL} or ` +
          `${seed.DEMO_RECRUITER_EMAIL} with the password ${seed.DEMO_PASSWORD}, so never seed a public server`,
      )
      return 'seeded'
    }
  }
  if (await hasUsers(db)) return 'has data'
  log.warn(
    'the database is empty and no demo data was seeded: add it with `npm run seed`, or start once with SEED_DEMO_DATA=1',
  )
  return 'empty'
}
