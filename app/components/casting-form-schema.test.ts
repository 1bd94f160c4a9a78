import { parseWithZod } from '@conform-to/zod'
import { z } from '@hono/zod-openapi'
import { describe, expect, it } from 'vitest'
import { castingPatchFields, parseShowreelUrl } from '../../api/services/casting'
import { castingFieldErrors, CastingFormSchema, isShowreelLink, toCastingPatch } from './casting-form-schema'

/** A form as the browser posts it. */
function form(fields: Record<string, string>) {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.append(name, value)
  return data
}

const ApiCastingSchema = z.object(castingPatchFields).strict()

const filledIn = {
  heightCm: '168',
  'measurements.chestCm': '86',
  'measurements.waistCm': '',
  'measurements.hipsCm': '91',
  shoeSizeEu: '38.5',
  accents: 'Mumbai Hindi, Neutral English, mumbai hindi',
  availability: 'booked',
  bookedUntil: '2030-12-12',
  'dayRate.min': '15000',
  'dayRate.max': '',
  'credits[0].title': '',
  'credits[0].role': '',
  'credits[0].year': '',
  'credits[1].title': ' Mirzapur ',
  'credits[1].role': 'Lead',
  'credits[1].year': '2021',
  'credits[1].projectType': 'Web Series',
  'credits[1].url': '',
  'socialHandles[0].platform': 'Instagram',
  'socialHandles[0].handle': '@aanya',
  'socialHandles[0].followers': '128400',
  'socialHandles[1].platform': '',
  'socialHandles[1].handle': '',
  'showreels[0].url': 'https://youtu.be/dQw4w9WgXcQ',
  'showreels[0].title': 'Drama reel',
}

describe('CastingFormSchema', () => {
  it('turns a filled-in form into what the API takes, leaving blank rows out', () => {
    const submission = parseWithZod(form(filledIn), { schema: CastingFormSchema })
    expect(submission.status).toBe('success')
    if (submission.status !== 'success') return
    const { patch, places } = toCastingPatch(submission.value)
    expect(patch).toEqual({
      heightCm: 168,
      measurements: { chestCm: 86, hipsCm: 91 },
      shoeSizeEu: 38.5,
      accents: ['Mumbai Hindi', 'Neutral English', 'mumbai hindi'],
      bookedUntil: '2030-12-12',
      dayRate: { min: 15000, max: null },
      credits: [{ title: 'Mirzapur', role: 'Lead', year: 2021, projectType: 'Web Series' }],
      socialHandles: [{ platform: 'Instagram', handle: '@aanya', followers: 128400 }],
      showreels: [{ url: 'https://youtu.be/dQw4w9WgXcQ', title: 'Drama reel' }],
    })
    expect(places).toEqual({ credits: [1], socialHandles: [0], showreels: [0] })
    expect(ApiCastingSchema.safeParse(patch).success).toBe(true)
  })

  it('clears every field when the form is emptied, and "available" forgets the date', () => {
    const submission = parseWithZod(form({ availability: 'available', bookedUntil: '2030-01-01', accents: '' }), {
      schema: CastingFormSchema,
    })
    expect(submission.status).toBe('success')
    if (submission.status !== 'success') return
    const { patch } = toCastingPatch(submission.value)
    expect(patch).toEqual({
      heightCm: null,
      measurements: null,
      shoeSizeEu: null,
      accents: [],
      bookedUntil: null,
      dayRate: null,
      credits: [],
      socialHandles: [],
      showreels: [],
    })
    expect(ApiCastingSchema.safeParse(patch).success).toBe(true)
  })

  it('says what is wrong beside each field, in the words of the page', () => {
    const submission = parseWithZod(
      form({
        heightCm: '1.7',
        shoeSizeEu: '38.2',
        availability: 'booked',
        'dayRate.min': '30000',
        'dayRate.max': '20000',
        'credits[0].title': 'Untitled',
        'credits[0].year': '1900',
        'showreels[0].url': 'https://example.com/reel',
        'socialHandles[0].followers': 'many',
      }),
      { schema: CastingFormSchema },
    )
    if (submission.status !== 'error') throw new Error('the form should have been refused')
    expect(submission.error).toEqual({
      heightCm: ['Enter your height as a whole number', 'Your height is at least 50 cm'],
      shoeSizeEu: ['Enter a whole or half size, such as 38 or 38.5'],
      'dayRate.max': ['The highest rate cannot be below the lowest'],
      'credits[0].role': ['Enter your role'],
      'credits[0].year': ['The year is at least 1950'],
      'showreels[0].url': ['Paste a YouTube or Vimeo video link, such as https://youtu.be/… or https://vimeo.com/…'],
      // A field that is not a number stops the checks of its row and of the whole form until it is one.
      'socialHandles[0].followers': ['Enter followers as a number'],
    })
    const booked = parseWithZod(form({ availability: 'booked', 'socialHandles[0].followers': '12' }), {
      schema: CastingFormSchema,
    })
    if (booked.status !== 'error') throw new Error('the form should have been refused')
    expect(booked.error).toEqual({
      bookedUntil: ['Enter the day you are booked until'],
      'socialHandles[0].platform': ['Name the platform'],
      'socialHandles[0].handle': ['Enter the handle'],
    })
  })
})

describe('isShowreelLink', () => {
  it('agrees with the API on which links are showreels', () => {
    const links = [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://m.youtube.com/shorts/dQw4w9WgXcQ',
      'https://vimeo.com/123456789',
      'https://player.vimeo.com/video/123456789',
      'https://vimeo.com/channels/staffpicks',
      'https://youtube.com/watch?v=short',
      'https://example.com/watch?v=dQw4w9WgXcQ',
      'ftp://youtu.be/dQw4w9WgXcQ',
      'not a link',
    ]
    for (const link of links) expect(isShowreelLink(link), link).toBe(parseShowreelUrl(link) !== null)
  })
})

describe('castingFieldErrors', () => {
  it("puts the API's issues beside the form's fields, with each row's place in the form", () => {
    const places = { credits: [1, 3], socialHandles: [0], showreels: [2] }
    expect(
      castingFieldErrors(
        'Invalid input. credits.1.year: must be at most 2027; dayRate: min must not be above max; heightCm: must be at least 50 cm',
        places,
      ),
    ).toEqual({
      'credits[3].year': ['This must be at most 2027'],
      dayRate: ['This min must not be above max'],
      heightCm: ['This must be at least 50 cm'],
    })
    expect(castingFieldErrors('Invalid input. name: must be …', places)).toBeNull()
    expect(castingFieldErrors('Nothing to update', places)).toBeNull()
  })
})
