/**
 * A talent's photos and voice demos (issue 19, ADR 021): rows in talent_media, bytes in the media store.
 * The first photo by position is the headshot; the profile's `photo` (on every card) follows it.
 */
import { and, asc, count, eq, sql, sum } from 'drizzle-orm'
import type { AuthUser } from '../auth/tokens'
import type { Database } from '../db/client'
import { talentMedia, talentProfiles } from '../db/schema'
import { ApiError } from '../errors'
import type { MediaProcessor } from '../media/processing'
import {
  PHOTO_VARIANTS,
  VOICE_VARIANT,
  type MediaStore,
  type ProcessedAudio,
  type ProcessedPhoto,
} from '../media/types'
import { keysOf, MEDIA_PATH, mediaUrl, photoKey, storedPhotoUrl, voiceKey } from '../media/urls'

export const MAX_PHOTOS = 20
export const MAX_VOICE_DEMOS = 6
/** Stored bytes of every variant of a talent's media: 20 photos (~1 MB each) and 6 demos (~5 MB each) fit. */
export const MEDIA_QUOTA_BYTES = 200 * 1024 * 1024
export const NOT_A_TALENT_MEDIA = 'Only a talent can have photos and voice demos.'
export const MEDIA_NOT_FOUND = 'Media not found'

export type MediaKind = 'photo' | 'voice'

export interface PhotoMedia {
  id: string
  kind: 'photo'
  position: number
  isHeadshot: boolean
  /** The 640-px WebP. */
  url: string
  /** WebP at 320, 640 and 1280 px (never wider than the original). */
  srcset: string
  /** A 640-px JPEG, for link previews and old browsers. */
  jpegUrl: string
  width: number
  height: number
  placeholder: string
  caption: string
  alt: string
}

export interface VoiceMedia {
  id: string
  kind: 'voice'
  position: number
  title: string
  url: string
  durationSeconds: number
  peaks: number[]
}

export type Media = PhotoMedia | VoiceMedia

export interface MediaLists {
  photos: PhotoMedia[]
  voiceDemos: VoiceMedia[]
}

type Row = typeof talentMedia.$inferSelect

function requireTalent(caller: AuthUser): void {
  if (caller.userType !== 'talent') throw new ApiError(403, NOT_A_TALENT_MEDIA)
}

function toMedia(row: Row, isHeadshot: boolean): Media {
  if (row.kind === 'voice') {
    return {
      id: row.id,
      kind: 'voice',
      position: row.position,
      title: row.title,
      url: mediaUrl(voiceKey(row.contentHash)),
      durationSeconds: row.durationSeconds ?? 0,
      peaks: row.peaks ?? [],
    }
  }
  const widthOf = (name: string) => {
    const variant = PHOTO_VARIANTS.find((v) => v.name === name)!
    return Math.min(variant.width, row.width ?? variant.width)
  }
  return {
    id: row.id,
    kind: 'photo',
    position: row.position,
    isHeadshot,
    url: mediaUrl(photoKey(row.contentHash, 'w640.webp')),
    srcset: PHOTO_VARIANTS.filter((v) => v.format === 'webp')
      .map((v) => `${mediaUrl(photoKey(row.contentHash, v.name))} ${widthOf(v.name)}w`)
      .join(', '),
    jpegUrl: mediaUrl(photoKey(row.contentHash, 'w640.jpg')),
    width: row.width ?? 0,
    height: row.height ?? 0,
    placeholder: row.placeholder ?? '',
    caption: row.caption,
    alt: row.alt,
  }
}

/** A talent's media in order (users.id): for their own page and for anyone who may see their profile. */
export async function mediaOf(db: Database, userPk: number): Promise<MediaLists> {
  const rows = await db
    .select()
    .from(talentMedia)
    .where(eq(talentMedia.userId, userPk))
    .orderBy(asc(talentMedia.kind), asc(talentMedia.position), asc(talentMedia.createdAt))
  const photos = rows.filter((row) => row.kind === 'photo')
  return {
    photos: photos.map((row, i) => toMedia(row, i === 0) as PhotoMedia),
    voiceDemos: rows.filter((row) => row.kind === 'voice').map((row) => toMedia(row, false) as VoiceMedia),
  }
}

export async function ownMedia(db: Database, caller: AuthUser): Promise<MediaLists> {
  requireTalent(caller)
  return mediaOf(db, caller.id)
}

/** How many of each kind and how many bytes a talent has: refused early, before any processing. */
export async function checkRoomFor(db: Database, caller: AuthUser, kind: MediaKind, incomingBytes = 0) {
  requireTalent(caller)
  const [usage] = await db
    .select({
      photos: count(sql`CASE WHEN ${talentMedia.kind} = 'photo' THEN 1 END`),
      voices: count(sql`CASE WHEN ${talentMedia.kind} = 'voice' THEN 1 END`),
      bytes: sum(talentMedia.storedBytes).mapWith(Number),
    })
    .from(talentMedia)
    .where(eq(talentMedia.userId, caller.id))
  const photos = usage?.photos ?? 0
  const voices = usage?.voices ?? 0
  if (kind === 'photo' && photos >= MAX_PHOTOS) {
    throw new ApiError(409, `You have ${MAX_PHOTOS} photos, the most a profile may show. Delete one to add another.`)
  }
  if (kind === 'voice' && voices >= MAX_VOICE_DEMOS) {
    throw new ApiError(
      409,
      `You have ${MAX_VOICE_DEMOS} voice demos, the most a profile may have. Delete one to add another.`,
    )
  }
  if ((usage?.bytes ?? 0) + incomingBytes > MEDIA_QUOTA_BYTES) {
    throw new ApiError(409, 'Your media use all the space a profile has (200 MB). Delete something to add more.')
  }
}

/** Stores every variant; on any failure, deletes what this call stored (unless a row already used it). */
async function storeVariants(
  db: Database,
  store: MediaStore,
  hash: string,
  parts: { key: string; bytes: Uint8Array; contentType: string }[],
): Promise<void> {
  try {
    await Promise.all(parts.map((part) => store.put(part.key, Buffer.from(part.bytes), part.contentType)))
  } catch (error) {
    await deleteBytesUnlessUsed(db, store, parts[0]!.key.startsWith('p/') ? 'photo' : 'voice', hash)
    throw error
  }
}

/** Deletes one upload's bytes from the store when no row refers to them any more. */
async function deleteBytesUnlessUsed(db: Database, store: MediaStore, kind: MediaKind, hash: string) {
  const [used] = await db.select({ n: count() }).from(talentMedia).where(eq(talentMedia.contentHash, hash))
  if ((used?.n ?? 0) === 0) await store.delete(keysOf(kind, hash))
}

export interface NewUpload {
  hash: string
  caption?: string
  alt?: string
  title?: string
}

export interface MediaServices {
  db: Database
  store: MediaStore
  processor: MediaProcessor
}

/** A processed photo or demo becomes a row and stored variants, or nothing at all. */
export async function addProcessedMedia(
  { db, store }: Omit<MediaServices, 'processor'>,
  caller: AuthUser,
  upload: NewUpload,
  processed: { kind: 'photo'; photo: ProcessedPhoto } | { kind: 'voice'; audio: ProcessedAudio },
): Promise<Media> {
  const { hash } = upload
  const parts =
    processed.kind === 'photo'
      ? processed.photo.variants.map((variant) => ({
          key: photoKey(hash, variant.name),
          bytes: variant.bytes,
          contentType: variant.contentType,
        }))
      : [{ key: voiceKey(hash), bytes: processed.audio.mp3, contentType: VOICE_VARIANT.contentType }]
  const storedBytes = parts.reduce((total, part) => total + part.bytes.byteLength, 0)
  await storeVariants(db, store, hash, parts)
  try {
    const row = await db.transaction(async (tx) => {
      // One upload at a time per talent from here on: the counts below stay true until commit.
      await tx.execute(sql`SELECT 1 FROM ${talentProfiles} WHERE ${talentProfiles.userId} = ${caller.id} FOR UPDATE`)
      await checkRoomFor(tx, caller, processed.kind, storedBytes)
      const [last] = await tx
        .select({ position: sql<number | null>`max(${talentMedia.position})` })
        .from(talentMedia)
        .where(and(eq(talentMedia.userId, caller.id), eq(talentMedia.kind, processed.kind)))
      const position = (last?.position ?? -1) + 1
      const [inserted] = await tx
        .insert(talentMedia)
        .values({
          userId: caller.id,
          kind: processed.kind,
          position,
          contentHash: hash,
          storedBytes,
          caption: upload.caption ?? '',
          alt: upload.alt ?? '',
          title: upload.title ?? '',
          ...(processed.kind === 'photo'
            ? {
                width: processed.photo.width,
                height: processed.photo.height,
                placeholder: processed.photo.placeholder,
              }
            : { durationSeconds: processed.audio.durationSeconds, peaks: processed.audio.peaks }),
        })
        .returning()
      if (processed.kind === 'photo') await syncHeadshot(tx, caller.id)
      await refreshPortfolioScore(tx, caller.id)
      return inserted!
    })
    return toMedia(row, row.kind === 'photo' && row.position === 0)
  } catch (error) {
    await deleteBytesUnlessUsed(db, store, processed.kind, hash)
    throw error
  }
}

/**
 * How much of a casting portfolio a talent shows, 0-5: a headshot, three photos, a voice demo or a showreel,
 * a height, a credit. Listings and searches rank by it before rating (talents.ts LISTING_ORDER). Kept by
 * every change to media and to those profile fields.
 */
export async function refreshPortfolioScore(db: Database, userPk: number): Promise<void> {
  const mediaCount = (kind: MediaKind) =>
    sql`(SELECT count(*) FROM ${talentMedia} WHERE ${talentMedia.userId} = ${userPk} AND ${talentMedia.kind} = ${kind})`
  const score = sql`(CASE WHEN ${mediaCount('photo')} > 0 THEN 1 ELSE 0 END)
    + (CASE WHEN ${mediaCount('photo')} >= 3 THEN 1 ELSE 0 END)
    + (CASE WHEN ${mediaCount('voice')} > 0 OR jsonb_array_length(${talentProfiles.showreels}) > 0 THEN 1 ELSE 0 END)
    + (CASE WHEN ${talentProfiles.heightCm} IS NOT NULL THEN 1 ELSE 0 END)
    + (CASE WHEN jsonb_array_length(${talentProfiles.credits}) > 0 THEN 1 ELSE 0 END)`
  await db
    .update(talentProfiles)
    .set({ portfolioScore: score })
    .where(and(eq(talentProfiles.userId, userPk), sql`${talentProfiles.portfolioScore} IS DISTINCT FROM ${score}`))
}

/**
 * The profile's photo follows the first photo: its w640 WebP and placeholder, or, with no photo left,
 * the generated avatar it had before (kept in avatar_photo meanwhile).
 */
export async function syncHeadshot(db: Database, userPk: number): Promise<void> {
  const [first] = await db
    .select({ hash: talentMedia.contentHash, placeholder: talentMedia.placeholder })
    .from(talentMedia)
    .where(and(eq(talentMedia.userId, userPk), eq(talentMedia.kind, 'photo')))
    .orderBy(asc(talentMedia.position), asc(talentMedia.createdAt))
    .limit(1)
  const isStored = sql`${talentProfiles.photo} LIKE ${`${MEDIA_PATH}/p/%`}`
  if (first) {
    await db
      .update(talentProfiles)
      .set({
        avatarPhoto: sql`CASE WHEN ${isStored} THEN ${talentProfiles.avatarPhoto} ELSE ${talentProfiles.photo} END`,
        photo: storedPhotoUrl(first.hash),
        photoPlaceholder: first.placeholder,
        updatedAt: sql`now()`,
      })
      .where(eq(talentProfiles.userId, userPk))
  } else {
    await db
      .update(talentProfiles)
      .set({
        photo: sql`coalesce(${talentProfiles.avatarPhoto}, ${talentProfiles.photo})`,
        avatarPhoto: null,
        photoPlaceholder: null,
        updatedAt: sql`now()`,
      })
      .where(and(eq(talentProfiles.userId, userPk), isStored))
  }
}

async function ownRow(db: Database, caller: AuthUser, id: string): Promise<Row> {
  requireTalent(caller)
  // Someone else's id is "not found", exactly like an id that does not exist.
  const [row] = await db
    .select()
    .from(talentMedia)
    .where(and(eq(talentMedia.id, id), eq(talentMedia.userId, caller.id)))
    .limit(1)
  if (!row) throw new ApiError(404, MEDIA_NOT_FOUND)
  return row
}

export interface MediaPatch {
  caption?: string
  alt?: string
  title?: string
}

export async function updateMedia(db: Database, caller: AuthUser, id: string, patch: MediaPatch): Promise<Media> {
  await ownRow(db, caller, id)
  const [row] = await db.update(talentMedia).set(patch).where(eq(talentMedia.id, id)).returning()
  // Positions are 0..n-1 after every change (reorderMedia, deleteMedia): the headshot is position 0.
  return toMedia(row!, row!.kind === 'photo' && row!.position === 0)
}

/** Puts a talent's photos or demos in the order given: every id of that kind, once each. */
export async function reorderMedia(db: Database, caller: AuthUser, kind: MediaKind, ids: string[]) {
  requireTalent(caller)
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: talentMedia.id })
      .from(talentMedia)
      .where(and(eq(talentMedia.userId, caller.id), eq(talentMedia.kind, kind)))
    const owned = new Set(rows.map((row) => row.id))
    if (ids.length !== owned.size || new Set(ids).size !== ids.length || ids.some((id) => !owned.has(id))) {
      throw new ApiError(
        400,
        `Invalid input. ids: must list each of your ${rows.length} ${kind === 'photo' ? 'photos' : 'voice demos'} once`,
      )
    }
    for (const [position, id] of ids.entries()) {
      await tx.update(talentMedia).set({ position }).where(eq(talentMedia.id, id))
    }
    if (kind === 'photo') await syncHeadshot(tx, caller.id)
  })
  return mediaOf(db, caller.id)
}

/** Moves a photo to the front: it becomes the headshot. */
export async function makeHeadshot(db: Database, caller: AuthUser, id: string) {
  const row = await ownRow(db, caller, id)
  if (row.kind !== 'photo') throw new ApiError(400, 'Only a photo can be the headshot.')
  const { photos } = await mediaOf(db, caller.id)
  return reorderMedia(db, caller, 'photo', [id, ...photos.map((p) => p.id).filter((other) => other !== id)])
}

export async function deleteMedia({ db, store }: Omit<MediaServices, 'processor'>, caller: AuthUser, id: string) {
  const row = await ownRow(db, caller, id)
  await db.transaction(async (tx) => {
    await tx.delete(talentMedia).where(eq(talentMedia.id, id))
    const rest = await tx
      .select({ id: talentMedia.id })
      .from(talentMedia)
      .where(and(eq(talentMedia.userId, caller.id), eq(talentMedia.kind, row.kind)))
      .orderBy(asc(talentMedia.position), asc(talentMedia.createdAt))
    for (const [position, other] of rest.entries()) {
      await tx.update(talentMedia).set({ position }).where(eq(talentMedia.id, other.id))
    }
    if (row.kind === 'photo') await syncHeadshot(tx, caller.id)
    await refreshPortfolioScore(tx, caller.id)
  })
  await deleteBytesUnlessUsed(db, store, row.kind, row.contentHash)
}

/** Every stored byte of an account's media, for when the account goes (its rows go by cascade). */
export async function deleteAllMediaOf({ db, store }: Omit<MediaServices, 'processor'>, userPk: number) {
  const rows = await db
    .delete(talentMedia)
    .where(eq(talentMedia.userId, userPk))
    .returning({ kind: talentMedia.kind, hash: talentMedia.contentHash })
  for (const row of rows) await deleteBytesUnlessUsed(db, store, row.kind, row.hash)
}
