/**
 * Where a stored media key is served from: the API's own /api/v1/media/<key> by default, or a CDN in front of
 * the store (MEDIA_PUBLIC_URL). Pure, so pages may build a photo's srcset from the URL an answer carries.
 */
import { PHOTO_VARIANTS, VOICE_VARIANT, type PhotoVariantName } from './types'

export const MEDIA_PATH = '/api/v1/media'
const HASH = /^[0-9a-f]{64}$/

let publicBase = MEDIA_PATH

/** Set once at start from MEDIA_PUBLIC_URL; unset, media are served by the API. */
export function setMediaPublicUrl(url: string | undefined): void {
  publicBase = url ? url.replace(/\/+$/, '') : MEDIA_PATH
}

export function photoKey(hash: string, name: PhotoVariantName): string {
  return `p/${hash}/${name}`
}

export function voiceKey(hash: string): string {
  return `a/${hash}/${VOICE_VARIANT.name}`
}

/** Every key of one upload's bytes. */
export function keysOf(kind: 'photo' | 'voice', hash: string): string[] {
  return kind === 'photo' ? PHOTO_VARIANTS.map((variant) => photoKey(hash, variant.name)) : [voiceKey(hash)]
}

export function mediaUrl(key: string): string {
  return `${publicBase}/${key}`
}

/**
 * The URL a photo is stored by in a profile's `photo` (its w640 WebP, on the API's path, so a later
 * MEDIA_PUBLIC_URL applies to it too: answers pass it through servedUrl).
 */
export function storedPhotoUrl(hash: string): string {
  return `${MEDIA_PATH}/${photoKey(hash, 'w640.webp')}`
}

/** A stored URL as it is served now: on MEDIA_PUBLIC_URL when that is set; other URLs unchanged. */
export function servedUrl(url: string): string {
  const stored = url.startsWith(`${MEDIA_PATH}/p/`) || url.startsWith(`${MEDIA_PATH}/a/`)
  return stored && publicBase !== MEDIA_PATH ? publicBase + url.slice(MEDIA_PATH.length) : url
}

/** The hash of a photo URL made by storedPhotoUrl, or null for anything else (a generated avatar). */
export function photoHashOf(url: string): string | null {
  const match = /\/p\/([0-9a-f]{64})\/w640\.webp$/.exec(url)
  return match && HASH.test(match[1]!) ? match[1]! : null
}

/** `srcset` of a photo URL made by storedPhotoUrl (WebP widths); null for anything else. */
export function photoSrcset(url: string): string | null {
  const hash = photoHashOf(url)
  if (!hash) return null
  const base = url.slice(0, url.length - 'w640.webp'.length)
  return PHOTO_VARIANTS.filter((variant) => variant.format === 'webp')
    .map((variant) => `${base}${variant.name} ${variant.width}w`)
    .join(', ')
}

/** The JPEG of a photo URL made by storedPhotoUrl, for clients without WebP and for link previews. */
export function photoJpegUrl(url: string): string | null {
  return photoHashOf(url) ? url.replace(/w640\.webp$/, 'w640.jpg') : null
}
