import { data, type AppLoadContext } from '@remix-run/node'
import { z } from 'zod'
import { photoJpegUrl } from '../../api/media/urls'
import { TALENT_KEY_PATTERN } from '../../api/schemas'
import { getApiClient } from '~/services/api.server'
import { publicOrigin } from '../../server/env.server'
import { recordViewedTalent } from '~/services/viewed-talents.server'

/** A USERID or a profile slug, as the API accepts it. */
const talentKeySchema = z.string().regex(TALENT_KEY_PATTERN)

export const MALFORMED_TALENT_LINK = 'This talent link is not valid: it should end in a talent id like TAL000001.'
export const TALENT_NOT_FOUND = 'No talent has this link. The profile may have been removed or hidden.'

/** The route parameter as a talent key; a malformed one is a 400 with a message, not an upstream call. */
export function talentKeyOf(id: string | undefined): string {
  const parsed = talentKeySchema.safeParse(id)
  if (!parsed.success) throw data({ message: MALFORMED_TALENT_LINK }, { status: 400 })
  return parsed.data
}

/** Upstream failures as the page's own answer: a 404 stays a 404; anything else is a 503, never a 500. */
function failure(result: { message: string; status?: number }): never {
  if (result.status === 404) throw data({ message: TALENT_NOT_FOUND }, { status: 404 })
  if (result.status === 400) throw data({ message: MALFORMED_TALENT_LINK }, { status: 400 })
  throw data({ message: result.message }, { status: 503 })
}

/** Absolute URLs for link previews and the canonical link: at PUBLIC_URL, never at the Host a request claims. */
function absolute(path: string): string {
  return new URL(path, publicOrigin()).href
}

/** The talent key as a path parameter (hc puts it in the path as it is). */
const paramOf = (key: string) => ({ param: { key: encodeURIComponent(key) } })

/**
 * The talent's page as the caller sees it: with their token when signed in, so the API does not count
 * the owner's own view. Also the Set-Cookie that adds the talent to this browser's viewed list.
 */
export async function loadTalentPage(request: Request, context: AppLoadContext, key: string) {
  const caller = await getApiClient(request, context)
  const result = await caller.request((api) => api['get-app-talent-public-profile'][':key'].$get(paramOf(key)))
  if (!result.success) failure(result)
  const { talent } = result
  const preview = previewOf(
    talent.photo,
    talent.media.photos.find((photo) => photo.isHeadshot),
  )
  return {
    page: {
      talent,
      signedIn: caller.user !== null,
      canonicalUrl: absolute(talent.shareUrl),
      imageUrl: absolute(preview.url),
      image: { type: preview.type, width: preview.width, height: preview.height },
      // Availability is read against this day (UTC, as the app's other dates), the same on server and client.
      today: new Date().toISOString().slice(0, 10),
    },
    viewedCookie: await recordViewedTalent(request, talent.USERID),
  }
}

/** Counts a share (guests too) and answers the canonical address to pass on. */
export async function shareTalent(request: Request, context: AppLoadContext, key: string) {
  const caller = await getApiClient(request, context)
  const result = await caller.request((api) => api['record-talent-share'][':key'].$post(paramOf(key)))
  if (!result.success) return actionFailure('share', result)
  return { intent: 'share' as const, shareUrl: absolute(result.shareUrl), error: null }
}

function actionFailure(intent: 'share', result: { message: string; status?: number }) {
  if (result.status === 404) failure(result)
  return data(
    { intent, shareUrl: null, error: `That did not work: ${result.message} Please try again.` },
    { status: 503 },
  )
}

/**
 * The square image a link preview shows: our generated avatars also come as a 600×600 PNG, which
 * messaging apps display (most ignore SVG); any other photo is used as it is.
 */
export function previewImageOf(photo: string): string {
  return /^\/api\/v1\/media\/avatars\/[A-Za-z0-9_.-]+\.svg$/.test(photo) ? photo.replace(/\.svg$/, '.png') : photo
}

/** Avatars' PNG is this square; a photo's JPEG is this wide at most (api/media/types.ts PHOTO_VARIANTS). */
const AVATAR_PREVIEW_SIZE = 600
const PHOTO_PREVIEW_WIDTH = 640

interface PreviewImage {
  url: string
  type: string
  width: number | null
  height: number | null
}

/**
 * What a link preview shows: the headshot's JPEG (previewers take JPEG everywhere, WebP not), sized from
 * the original's shape; without a headshot, the avatar's PNG.
 */
export function previewOf(
  photo: string,
  headshot: { jpegUrl: string; width: number; height: number } | undefined,
): PreviewImage {
  if (headshot) {
    const width = Math.min(PHOTO_PREVIEW_WIDTH, headshot.width)
    const known = headshot.width > 0 && headshot.height > 0
    return {
      url: headshot.jpegUrl,
      type: 'image/jpeg',
      width: known ? width : null,
      height: known ? Math.round((headshot.height * width) / headshot.width) : null,
    }
  }
  const jpeg = photoJpegUrl(photo)
  if (jpeg) return { url: jpeg, type: 'image/jpeg', width: null, height: null }
  const url = previewImageOf(photo)
  // An avatar: its PNG, or an SVG whose drawn size previewers that take SVG use.
  const type = url.endsWith('.png') ? 'image/png' : 'image/svg+xml'
  return { url, type, width: AVATAR_PREVIEW_SIZE, height: AVATAR_PREVIEW_SIZE }
}
