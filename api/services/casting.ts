/**
 * Casting details (issue 19): what a casting director decides on besides the photos. All optional and
 * the talent's own; the day rate only for signed-in recruiters (and the owner).
 */
import { z } from '@hono/zod-openapi'
import { talentProfiles, type Credit, type Measurements, type Showreel, type SocialHandle } from '../db/schema'
import { plainText } from '../fields'
import { PROJECT_TYPES } from '../vocabulary'

export const MAX_SHOWREELS = 6
export const MAX_CREDITS = 30

/** The casting columns of a talent's row, for a select. */
export const castingSelection = {
  heightCm: talentProfiles.heightCm,
  measurements: talentProfiles.measurements,
  shoeSizeEu: talentProfiles.shoeSizeEu,
  accents: talentProfiles.accents,
  credits: talentProfiles.credits,
  bookedUntil: talentProfiles.bookedUntil,
  dayRateMin: talentProfiles.dayRateMin,
  dayRateMax: talentProfiles.dayRateMax,
  socialHandles: talentProfiles.socialHandles,
  showreels: talentProfiles.showreels,
}

export interface ShowreelView extends Showreel {
  url: string
  embedUrl: string
}

export interface CastingDetails {
  heightCm: number | null
  measurements: Measurements | null
  shoeSizeEu: number | null
  accents: string[]
  credits: Credit[]
  bookedUntil: string | null
  dayRate: { min: number | null; max: number | null; currency: 'INR' } | null
  socialHandles: SocialHandle[]
}

interface CastingRow {
  heightCm: number | null
  measurements: Measurements | null
  shoeSizeEu: number | null
  accents: string[]
  credits: Credit[]
  bookedUntil: string | null
  dayRateMin: number | null
  dayRateMax: number | null
  socialHandles: SocialHandle[]
}

export function castingDetailsOf(row: CastingRow, { showRate }: { showRate: boolean }): CastingDetails {
  const hasRate = row.dayRateMin !== null || row.dayRateMax !== null
  return {
    heightCm: row.heightCm,
    measurements: row.measurements,
    shoeSizeEu: row.shoeSizeEu,
    accents: row.accents,
    credits: row.credits,
    bookedUntil: row.bookedUntil,
    dayRate: showRate && hasRate ? { min: row.dayRateMin, max: row.dayRateMax, currency: 'INR' } : null,
    socialHandles: row.socialHandles,
  }
}

/** The watch page and the privacy-enhanced player of a stored showreel. */
export function showreelView(reel: Showreel): ShowreelView {
  const id = encodeURIComponent(reel.videoId)
  return reel.provider === 'youtube'
    ? {
        ...reel,
        url: `https://www.youtube.com/watch?v=${id}`,
        embedUrl: `https://www.youtube-nocookie.com/embed/${id}`,
      }
    : { ...reel, url: `https://vimeo.com/${id}`, embedUrl: `https://player.vimeo.com/video/${id}?dnt=1` }
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/
const VIMEO_ID = /^\d{6,12}$/

/** A YouTube or Vimeo link as provider and video id; null for any other link. */
export function parseShowreelUrl(link: string): Pick<Showreel, 'provider' | 'videoId'> | null {
  let url: URL
  try {
    url = new URL(link.trim())
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  const host = url.hostname.toLowerCase().replace(/^(www\.|m\.)/, '')
  const parts = url.pathname.split('/').filter(Boolean)
  let id: string | null | undefined = null
  if (host === 'youtu.be') id = parts[0]
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (parts[0] === 'watch') id = url.searchParams.get('v')
    else if (['embed', 'shorts', 'live', 'v'].includes(parts[0] ?? '')) id = parts[1]
    else if (parts.length === 0) id = url.searchParams.get('v')
  }
  if (id && YOUTUBE_ID.test(id)) return { provider: 'youtube', videoId: id }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const vimeo = parts.find((part) => VIMEO_ID.test(part))
    if (vimeo) return { provider: 'vimeo', videoId: vimeo }
  }
  return null
}

const SHOWREEL_LINK_MESSAGE = 'must be a YouTube or Vimeo link, such as https://youtu.be/… or https://vimeo.com/…'

const wholeNumber = (min: number, max: number, unit: string) =>
  z
    .number({ invalid_type_error: 'must be a number' })
    .int('must be a whole number')
    .min(min, `must be at least ${min}${unit}`)
    .max(max, `must be at most ${max}${unit}`)

/** The casting fields of PATCH /get-my-talent-profile; null clears a field. */
export const castingPatchFields = {
  heightCm: wholeNumber(50, 250, ' cm').nullable(),
  measurements: z
    .object({
      chestCm: wholeNumber(40, 200, ' cm'),
      waistCm: wholeNumber(40, 200, ' cm'),
      hipsCm: wholeNumber(40, 200, ' cm'),
    })
    .partial()
    .strict()
    .nullable(),
  shoeSizeEu: z
    .number({ invalid_type_error: 'must be a number' })
    .min(15, 'must be at least 15')
    .max(52, 'must be at most 52')
    .refine((size) => Number.isInteger(size * 2), 'must be a whole or half size')
    .nullable(),
  accents: z.array(plainText(40).pipe(z.string().min(2, 'must be at least 2 characters'))).max(10, 'at most 10'),
  credits: z
    .array(
      z
        .object({
          title: plainText(120).pipe(z.string().min(1, 'is required')),
          role: plainText(80).pipe(z.string().min(1, 'is required')),
          year: wholeNumber(1950, new Date().getUTCFullYear() + 2, ''),
          projectType: z.enum(PROJECT_TYPES, { errorMap: () => ({ message: 'must be a project type' }) }).optional(),
          url: z
            .string()
            .url('must be a link starting with https://')
            .max(300)
            .refine((link) => /^https?:\/\//i.test(link), 'must be a link starting with https://')
            .optional(),
        })
        .strict(),
    )
    .max(MAX_CREDITS, `at most ${MAX_CREDITS} credits`),
  bookedUntil: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
    .refine((day) => !Number.isNaN(Date.parse(day)), 'must be a real date')
    .nullable(),
  dayRate: z
    .object({
      min: wholeNumber(0, 10_000_000, ' rupees').nullable(),
      max: wholeNumber(0, 10_000_000, ' rupees').nullable(),
    })
    .strict()
    .refine((rate) => rate.min === null || rate.max === null || rate.min <= rate.max, 'min must not be above max')
    .nullable(),
  socialHandles: z
    .array(
      z
        .object({
          platform: plainText(30).pipe(z.string().min(2, 'is required')),
          handle: plainText(60).pipe(z.string().min(1, 'is required')),
          followers: wholeNumber(0, 1_000_000_000, '').optional(),
        })
        .strict(),
    )
    .max(8, 'at most 8'),
  showreels: z
    .array(
      z
        .object({
          url: z
            .string()
            .max(300)
            .refine((link) => parseShowreelUrl(link) !== null, SHOWREEL_LINK_MESSAGE),
          title: plainText(80).optional(),
        })
        .strict(),
    )
    .max(MAX_SHOWREELS, `at most ${MAX_SHOWREELS} showreels`),
}

type CastingPatchInput = {
  [K in keyof typeof castingPatchFields]?: z.infer<(typeof castingPatchFields)[K]>
}

/** A validated profile patch as its casting columns and the rest of its fields. */
export function splitCastingPatch<T extends CastingPatchInput>(patch: T) {
  const rest: Record<string, unknown> = {}
  const casting: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(patch)) (key in castingPatchFields ? casting : rest)[key] = value
  return {
    casting: castingColumns(casting as CastingPatchInput),
    rest: rest as Omit<T, keyof CastingPatchInput>,
  }
}

/** The columns a validated casting patch sets. */
export function castingColumns(patch: CastingPatchInput) {
  const { dayRate, showreels, ...rest } = patch
  return {
    ...rest,
    ...(dayRate === undefined ? {} : { dayRateMin: dayRate?.min ?? null, dayRateMax: dayRate?.max ?? null }),
    ...(showreels === undefined
      ? {}
      : {
          showreels: showreels.map((reel) => ({
            ...parseShowreelUrl(reel.url)!,
            title: reel.title ?? '',
          })),
        }),
  }
}

export interface Completeness {
  /** 0..100 */
  percent: number
  /** What is missing, in the words the checklist shows. */
  missing: string[]
}

/** What a talent's profile lacks for a casting director, with the share of the checklist done. */
export function completenessOf(profile: {
  photos: number
  voiceDemos: number
  talentType: string
  bio: string
  skills: string[]
  languages: string[]
  heightCm: number | null
  credits: Credit[]
  showreels: Showreel[]
}): Completeness {
  const checks: [boolean, string][] = [
    [profile.photos > 0, 'A headshot'],
    [profile.photos >= 3, 'At least 3 photos'],
    [profile.bio.trim().length >= 80, 'A bio of a few sentences'],
    [profile.skills.length >= 3, 'Three or more skills'],
    [profile.languages.length > 0, 'The languages you work in'],
    [profile.heightCm !== null, 'Your height'],
    [profile.credits.length > 0, 'A credit (a past project)'],
    [
      profile.talentType === 'Voiceover Artist' ? profile.voiceDemos > 0 : profile.showreels.length > 0,
      profile.talentType === 'Voiceover Artist' ? 'A voice demo' : 'A showreel link',
    ],
  ]
  const done = checks.filter(([ok]) => ok).length
  return { percent: Math.round((done / checks.length) * 100), missing: checks.filter(([ok]) => !ok).map(([, m]) => m) }
}
