import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../../api/db/client'
import { talentMedia, talentProfiles, users } from '../../api/db/schema'
import { DEMO_TALENT_EMAIL } from '../../api/db/seed'
import { seedDemoDataOnStart } from '../../api/db/seed-on-start'
import { createMediaProcessor, type MediaProcessor } from '../../api/media/processing'
import { createTestDatabase } from '../setup/database'
import { openFs, type Harness } from '../setup/media-stores'

/** Issue 19: a seeded demo talent shows an illustrative gallery and a voice demo, made and stored like uploads. */
describe('demo media on a seeded start', () => {
  let database: DatabaseHandle
  let media: Harness
  let processor: MediaProcessor

  beforeAll(async () => {
    database = await createTestDatabase()
    media = await openFs()
    processor = createMediaProcessor({ threads: 1 })
  }, 120_000)

  afterAll(async () => {
    await processor?.close()
    await media?.close()
    await database?.close()
  })

  it('gives the demo talent four photos (the first the headshot), a voice demo and casting details', async () => {
    const log = { info: () => undefined, warn: () => undefined }
    const store = media.store
    expect(
      await seedDemoDataOnStart(database.db, { requested: true, log, talents: 5, media: { store, processor } }),
    ).toBe('seeded')
    const [talent] = await database.db
      .select({ id: users.id, photo: talentProfiles.photo, heightCm: talentProfiles.heightCm })
      .from(users)
      .innerJoin(talentProfiles, eq(talentProfiles.userId, users.id))
      .where(eq(users.email, DEMO_TALENT_EMAIL))
    const rows = await database.db.select().from(talentMedia).where(eq(talentMedia.userId, talent!.id))
    expect(rows.filter((row) => row.kind === 'photo')).toHaveLength(4)
    const [voice] = rows.filter((row) => row.kind === 'voice')
    expect(voice?.title).toMatch(/illustrative/)
    expect(Number(voice?.durationSeconds)).toBeCloseTo(20, 0)
    const headshot = rows.find((row) => row.kind === 'photo' && row.position === 0)!
    expect(talent!.photo).toBe(`/api/v1/media/p/${headshot.contentHash}/w640.webp`)
    expect(headshot.caption).toMatch(/illustrative/i)
    expect(talent!.heightCm).toBe(165)
    // 4 variants a photo, one MP3.
    expect(await store.list('')).toHaveLength(4 * 4 + 1)
  })
})
