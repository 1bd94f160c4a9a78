/**
 * The demo talent's portfolio (issue 19): illustrative photos and a synthesised voice demo made here
 * (api/db/demo-media.ts), put through the same processing and store as an upload, and casting details,
 * so a first visit sees what a real profile shows. Loaded only when seeding runs.
 */
import crypto from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { count, eq } from 'drizzle-orm'
import type { AuthUser } from '../auth/tokens'
import { parseAvatarName } from '../media/avatar'
import type { MediaProcessor } from '../media/processing'
import type { MediaStore } from '../media/types'
import { addProcessedMedia, refreshPortfolioScore } from '../services/media'
import { ageGroupOf } from '../vocabulary'
import type { Database } from './client'
import { demoPhotos, demoVoiceWav, DEMO_VOICE_TITLE } from './demo-media'
import { talentMedia, talentProfiles, users } from './schema'
import { DEMO_TALENT_EMAIL } from './seed'

const DEMO_CASTING = {
  heightCm: 165,
  shoeSizeEu: 38,
  accents: ['Mumbai Hindi', 'Neutral Indian English'],
  credits: [
    { title: 'Chai Break (illustrative)', role: 'Lead', year: 2025, projectType: 'TV Commercial' },
    { title: 'City Lights (illustrative)', role: 'Meera', year: 2024, projectType: 'Web Series' },
    { title: 'Andha Yug (illustrative)', role: 'Gandhari', year: 2023, projectType: 'Theatre' },
  ],
  dayRateMin: 15_000,
  dayRateMax: 40_000,
}

/** Gives the demo talent a gallery and a voice demo, once; false when they already have media. */
export async function seedDemoMedia(
  db: Database,
  { store, processor }: { store: MediaStore; processor: MediaProcessor },
): Promise<boolean> {
  const [talent] = await db
    .select({
      id: users.id,
      USERID: users.userId,
      photo: talentProfiles.photo,
      gender: talentProfiles.gender,
      birthDate: talentProfiles.birthDate,
    })
    .from(users)
    .innerJoin(talentProfiles, eq(talentProfiles.userId, users.id))
    .where(eq(users.email, DEMO_TALENT_EMAIL))
  if (!talent) return false
  const [has] = await db.select({ n: count() }).from(talentMedia).where(eq(talentMedia.userId, talent.id))
  if ((has?.n ?? 0) > 0) return false

  const caller: AuthUser = { id: talent.id, USERID: talent.USERID, userType: 'talent', familyId: 'seed' }
  const avatar = decodeURIComponent(
    talent.photo
      .split('/')
      .pop()
      ?.replace(/\.svg$/, '') ?? '',
  )
  const { seed } = parseAvatarName(avatar)
  const look = { gender: talent.gender, ageGroup: ageGroupOf(talent.birthDate) }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'castline-demo-media-'))
  try {
    for (const [i, photo] of (await demoPhotos({ ...look, seed: seed || talent.USERID })).entries()) {
      const file = path.join(dir, `photo-${i}.jpg`)
      await writeFile(file, photo.bytes)
      const hash = crypto.createHash('sha256').update(photo.bytes).digest('hex')
      const processed = { kind: 'photo' as const, photo: await processor.photo(file) }
      await addProcessedMedia({ db, store }, caller, { hash, caption: photo.caption, alt: photo.alt }, processed)
    }
    const wav = demoVoiceWav()
    const file = path.join(dir, 'voice.wav')
    await writeFile(file, wav)
    const hash = crypto.createHash('sha256').update(wav).digest('hex')
    const processed = { kind: 'voice' as const, audio: await processor.audio(file, 'wav') }
    await addProcessedMedia({ db, store }, caller, { hash, title: DEMO_VOICE_TITLE }, processed)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
  await db.update(talentProfiles).set(DEMO_CASTING).where(eq(talentProfiles.userId, talent.id))
  await refreshPortfolioScore(db, talent.id)
  return true
}
