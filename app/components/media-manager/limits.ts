/**
 * What a talent may upload (issue 19), as the API enforces it (api/services/media.ts, api/media/types.ts;
 * limits.test.ts holds the two together). Here for the page's words and the browser's early checks: the
 * API, which reads the bytes, decides.
 */
export const MAX_PHOTOS = 20
export const MAX_VOICE_DEMOS = 6
const MEGABYTE = 1024 * 1024
export const PHOTO_MAX_BYTES = 15 * MEGABYTE
export const AUDIO_MAX_BYTES = 20 * MEGABYTE
export const AUDIO_MAX_SECONDS = 5 * 60
/** Uploads sent side by side from one page. */
export const PARALLEL_UPLOADS = 2

/** The file input's `accept`: the types the API takes, with the extension browsers give M4A files no type for. */
export const UPLOAD_ACCEPT = 'image/jpeg,image/png,image/webp,audio/mpeg,audio/wav,audio/mp4,audio/x-m4a,audio/ogg,.m4a'

/** The talent page's section of photos and voice demos (a fragment the upload forms come back to). */
export const MEDIA_SECTION_ID = 'media'

export const PHOTO_LIMITS_TEXT = `Photos: up to ${MAX_PHOTOS} (JPEG, PNG or WebP, ${PHOTO_MAX_BYTES / MEGABYTE} MB each).`
export const VOICE_LIMITS_TEXT = `Voice demos: up to ${MAX_VOICE_DEMOS} (MP3, WAV, M4A or OGG, ${AUDIO_MAX_BYTES / MEGABYTE} MB and ${AUDIO_MAX_SECONDS / 60} minutes each).`

const PHOTO_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp'])
const AUDIO_TYPES = new Set([
  'audio/mpeg',
  'audio/mp3',
  'audio/wav',
  'audio/x-wav',
  'audio/wave',
  'audio/mp4',
  'audio/x-m4a',
  'audio/m4a',
  'audio/ogg',
])
const PHOTO_EXTENSIONS = /\.(jpe?g|png|webp)$/i
const AUDIO_EXTENSIONS = /\.(mp3|wav|m4a|ogg|oga)$/i

/** What a chosen file looks like by its declared type or name (the API reads its bytes). */
export function guessKind(file: { name: string; type: string }): 'photo' | 'voice' | null {
  if (PHOTO_TYPES.has(file.type) || (!file.type && PHOTO_EXTENSIONS.test(file.name))) return 'photo'
  if (AUDIO_TYPES.has(file.type) || AUDIO_EXTENSIONS.test(file.name)) return 'voice'
  if (PHOTO_EXTENSIONS.test(file.name)) return 'photo'
  return null
}

/** Why a file cannot be uploaded, before sending it; null when it may be (the API may still refuse it). */
export function problemWith(file: { name: string; type: string; size: number }): string | null {
  const kind = guessKind(file)
  const name = `"${file.name}"`
  if (!kind) return `${name} is not a photo (JPEG, PNG, WebP) or a voice demo (MP3, WAV, M4A, OGG).`
  if (file.size === 0) return `${name} is empty (0 bytes). Choose the file again.`
  const max = kind === 'photo' ? PHOTO_MAX_BYTES : AUDIO_MAX_BYTES
  if (file.size > max) {
    return `${name} is larger than ${max / MEGABYTE} MB, the most ${kind === 'photo' ? 'a photo' : 'a voice demo'} may be.`
  }
  return null
}

/** "2.4 MB", "830 kB" */
export function sizeLabel(bytes: number): string {
  if (bytes >= MEGABYTE) return `${(bytes / MEGABYTE).toFixed(1)} MB`
  return `${Math.max(1, Math.round(bytes / 1024))} kB`
}
