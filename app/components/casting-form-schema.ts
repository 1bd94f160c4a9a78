/**
 * The casting-details form (issue 19): one zod schema validates in the browser (conform) and in the action,
 * with the rules of the API's PATCH /get-my-talent-profile (api/services/casting.ts), so a form that passes
 * here passes there. Rows left blank (the spare credit, handle and showreel rows) are dropped, never errors.
 */
import { z } from 'zod'
import { PROJECT_TYPES } from '../../api/vocabulary'
import { commaList } from './own-profile-schema'

/** Which form of the talent page an action answered; the form posts with `?intent=casting`. */
export const CASTING_INTENT = 'casting'
export const CASTING_SAVED_MESSAGE = 'Your casting details are saved.'
/** The talent page's anchors of the form and two of its groups (the checklist links to them). */
export const CASTING_SECTION_ID = 'casting'
export const CREDITS_ID = 'credits'
export const SHOWREELS_ID = 'showreels'
export const MAX_ACCENTS = 10
export const MAX_CREDITS = 30
export const MAX_SOCIAL_HANDLES = 8
export const MAX_SHOWREELS = 6
export const EARLIEST_CREDIT_YEAR = 1950
export const latestCreditYear = () => new Date().getUTCFullYear() + 2
export const DAY_RATE_MAX = 10_000_000

const hasControlCharacters = (value: string) => /[\p{Cc}\p{Cs}]/u.test(value)

const number = (what: string) => z.number({ invalid_type_error: `Enter ${what} as a number` })

const wholeNumber = (what: string, min: number, max: number, unit = '') =>
  number(what)
    .int(`Enter ${what} as a whole number`)
    .min(min, `${capitalised(what)} is at least ${min}${unit}`)
    .max(max, `${capitalised(what)} is at most ${max}${unit}`)

function capitalised(text: string) {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** Optional text of one line, trimmed, at most `max` characters (the API's plainText). */
const text = (what: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${capitalised(what)} can be at most ${max} characters`)
    .refine((value) => !hasControlCharacters(value), `${capitalised(what)} has characters we cannot store`)
    .optional()

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/
const VIMEO_ID = /^\d{6,12}$/

/** Whether a link is a YouTube or Vimeo video the API takes as a showreel (its parseShowreelUrl). */
export function isShowreelLink(link: string): boolean {
  let url: URL
  try {
    url = new URL(link.trim())
  } catch {
    return false
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false
  const host = url.hostname.toLowerCase().replace(/^(www\.|m\.)/, '')
  const parts = url.pathname.split('/').filter(Boolean)
  let id: string | null | undefined = null
  if (host === 'youtu.be') id = parts[0]
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (parts[0] === 'watch') id = url.searchParams.get('v')
    else if (['embed', 'shorts', 'live', 'v'].includes(parts[0] ?? '')) id = parts[1]
    else if (parts.length === 0) id = url.searchParams.get('v')
  }
  if (id && YOUTUBE_ID.test(id)) return true
  return (host === 'vimeo.com' || host === 'player.vimeo.com') && parts.some((part) => VIMEO_ID.test(part))
}

/** Whether a row has anything typed in it: a blank row is a spare, not a mistake. */
function isFilled<Row extends object>(row: Row | undefined): row is Row {
  return row !== undefined && Object.values(row).some((value) => value !== undefined && value !== '')
}

/** A list of rows of which blank ones are left out; each filled row must have its `required` fields. */
function rows<Row extends z.ZodRawShape>(
  shape: Row,
  required: { [K in keyof Row]?: string },
  max: number,
  tooMany: string,
) {
  return z
    .array(
      z
        .object(shape)
        .superRefine((row, ctx) => {
          if (!isFilled(row)) return
          const values: Record<string, unknown> = { ...row }
          for (const [field, message] of Object.entries(required)) {
            if (values[field] === undefined || values[field] === '') {
              ctx.addIssue({ code: 'custom', path: [field], message })
            }
          }
        })
        .optional(),
    )
    .default([])
    .superRefine((list, ctx) => {
      if (list.filter(isFilled).length > max) ctx.addIssue({ code: 'custom', message: tooMany })
    })
}

const centimetres = (what: string) => wholeNumber(what, 40, 200, ' cm').optional()
const rupees = (what: string) => wholeNumber(what, 0, DAY_RATE_MAX).optional()

export const CastingFormSchema = z
  .object({
    heightCm: wholeNumber('your height', 50, 250, ' cm').optional(),
    measurements: z
      .object({ chestCm: centimetres('chest'), waistCm: centimetres('waist'), hipsCm: centimetres('hips') })
      .default({}),
    shoeSizeEu: number('your shoe size')
      .min(15, 'Shoe sizes start at EU 15')
      .max(52, 'Shoe sizes go up to EU 52')
      .refine((size) => Number.isInteger(size * 2), 'Enter a whole or half size, such as 38 or 38.5')
      .optional(),
    accents: commaList(MAX_ACCENTS, 2, 'accents'),
    availability: z.enum(['available', 'booked']).default('available'),
    bookedUntil: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date')
      .refine((day) => !Number.isNaN(Date.parse(day)), 'Enter a real date')
      .optional(),
    dayRate: z
      .object({ min: rupees('the lowest rate'), max: rupees('the highest rate') })
      .refine(({ min, max }) => min === undefined || max === undefined || min <= max, {
        path: ['max'],
        message: 'The highest rate cannot be below the lowest',
      })
      .default({}),
    socialHandles: rows(
      {
        platform: text('the platform', 30).refine((value) => !value || value.length >= 2, 'Name the platform'),
        handle: text('the handle', 60),
        followers: wholeNumber('followers', 0, 1_000_000_000).optional(),
      },
      { platform: 'Name the platform', handle: 'Enter the handle' },
      MAX_SOCIAL_HANDLES,
      `List at most ${MAX_SOCIAL_HANDLES} handles`,
    ),
    credits: rows(
      {
        title: text('the title', 120),
        role: text('the role', 80),
        year: wholeNumber('the year', EARLIEST_CREDIT_YEAR, latestCreditYear()).optional(),
        projectType: z.enum(PROJECT_TYPES, { errorMap: () => ({ message: 'Choose a project type' }) }).optional(),
        url: z
          .string()
          .trim()
          .max(300, 'A link can be at most 300 characters')
          .url('Enter a link starting with https://')
          .refine((link) => /^https?:\/\//i.test(link), 'Enter a link starting with https://')
          .optional(),
      },
      { title: 'Enter the project’s title', role: 'Enter your role', year: 'Enter the year' },
      MAX_CREDITS,
      `List at most ${MAX_CREDITS} credits`,
    ),
    showreels: rows(
      {
        url: z
          .string()
          .trim()
          .max(300, 'A link can be at most 300 characters')
          .refine(
            isShowreelLink,
            'Paste a YouTube or Vimeo video link, such as https://youtu.be/… or https://vimeo.com/…',
          )
          .optional(),
        title: text('the title', 80),
      },
      { url: 'Paste the video’s link' },
      MAX_SHOWREELS,
      `Add at most ${MAX_SHOWREELS} showreels`,
    ),
  })
  .superRefine((form, ctx) => {
    if (form.availability === 'booked' && !form.bookedUntil) {
      ctx.addIssue({ code: 'custom', path: ['bookedUntil'], message: 'Enter the day you are booked until' })
    }
  })

export type CastingFormValue = z.output<typeof CastingFormSchema>

type ListName = 'credits' | 'socialHandles' | 'showreels'

/** Where each row the API receives sits in the form, so an error the API names lands beside its field. */
export type RowPlaces = Record<ListName, number[]>

/** Keeps the filled rows with their places in the form. */
function filled<Row extends object>(list: (Row | undefined)[]): { rows: Row[]; places: number[] } {
  const kept = list.flatMap((row, index) => (isFilled(row) ? [{ row, index }] : []))
  return { rows: kept.map(({ row }) => row), places: kept.map(({ index }) => index) }
}

/** The form's values as the API's casting fields: empty fields clear what was saved (null or []). */
export function toCastingPatch(form: CastingFormValue) {
  const credits = filled(form.credits)
  const socialHandles = filled(form.socialHandles)
  const showreels = filled(form.showreels)
  const { chestCm, waistCm, hipsCm } = form.measurements
  const { min = null, max = null } = form.dayRate
  const patch = {
    heightCm: form.heightCm ?? null,
    measurements:
      chestCm === undefined && waistCm === undefined && hipsCm === undefined
        ? null
        : {
            ...(chestCm === undefined ? {} : { chestCm }),
            ...(waistCm === undefined ? {} : { waistCm }),
            ...(hipsCm === undefined ? {} : { hipsCm }),
          },
    shoeSizeEu: form.shoeSizeEu ?? null,
    accents: form.accents,
    bookedUntil: form.availability === 'booked' ? (form.bookedUntil ?? null) : null,
    dayRate: min === null && max === null ? null : { min, max },
    credits: credits.rows.map(({ title = '', role = '', year = 0, projectType, url }) => ({
      title,
      role,
      year,
      ...(projectType ? { projectType } : {}),
      ...(url ? { url } : {}),
    })),
    socialHandles: socialHandles.rows.map(({ platform = '', handle = '', followers }) => ({
      platform,
      handle,
      ...(followers === undefined ? {} : { followers }),
    })),
    showreels: showreels.rows.map(({ url = '', title }) => ({ url, ...(title ? { title } : {}) })),
  }
  const places: RowPlaces = {
    credits: credits.places,
    socialHandles: socialHandles.places,
    showreels: showreels.places,
  }
  return { patch, places }
}

/**
 * The API's 400 ("Invalid input. credits.0.year: must be at most 2027; heightCm: must be …") as conform's
 * field errors (`credits[2].year`, with the row's place in the form); null when an issue names no field
 * of this form.
 */
export function castingFieldErrors(message: string, places: RowPlaces): Record<string, string[]> | null {
  const errors: Record<string, string[]> = {}
  for (const issue of message.replace(/^Invalid input\.\s*/, '').split('; ')) {
    const match = /^([\w.]+): (.+)$/.exec(issue)
    if (!match?.[1] || !match[2]) return null
    const [head = '', ...rest] = match[1].split('.')
    let name: string
    if (head === 'credits' || head === 'socialHandles' || head === 'showreels') {
      const place = places[head][Number(rest[0])]
      if (place === undefined || rest.length < 2) return null
      name = `${head}[${place}].${rest.slice(1).join('.')}`
    } else if (head === 'dayRate' || head === 'measurements') {
      name = rest.length > 0 ? `${head}.${rest.join('.')}` : head
    } else if (['heightCm', 'shoeSizeEu', 'accents', 'bookedUntil'].includes(head)) {
      name = head
    } else {
      return null
    }
    errors[name] = [...(errors[name] ?? []), `This ${match[2]}`]
  }
  return errors
}

export { PROJECT_TYPES }
