import { describe, expect, it } from 'vitest'
import {
  AddToShortlistSchema,
  CHOOSE_A_LIST,
  fieldErrorsOf,
  SHORTLIST_NAME_REQUIRED,
  SHORTLIST_NAME_TOO_LONG,
  SHORTLIST_NOTE_TOO_LONG,
  ShortlistIntentSchema,
} from './shortlist-schemas'

const errorsOf = (result: { success: boolean; error?: Parameters<typeof fieldErrorsOf>[0] }) =>
  result.error ? fieldErrorsOf(result.error) : {}

describe('AddToShortlistSchema', () => {
  it('takes an existing list, or a new one with its name (trimmed)', () => {
    expect(AddToShortlistSchema.parse({ talentId: 'TAL000001', shortlistId: '12' })).toMatchObject({
      shortlistId: '12',
    })
    expect(
      AddToShortlistSchema.parse({ talentId: 'TAL000001', shortlistId: 'new', newName: '  Kids  ' }),
    ).toMatchObject({ newName: 'Kids' })
  })

  it('says beside the right field what is missing or too long', () => {
    expect(errorsOf(AddToShortlistSchema.safeParse({ talentId: 'TAL000001' }))).toEqual({ shortlistId: CHOOSE_A_LIST })
    expect(
      errorsOf(AddToShortlistSchema.safeParse({ talentId: 'TAL000001', shortlistId: 'new', newName: ' ' })),
    ).toEqual({ newName: SHORTLIST_NAME_REQUIRED })
    expect(
      errorsOf(AddToShortlistSchema.safeParse({ talentId: 'TAL000001', shortlistId: 'new', newName: 'x'.repeat(81) })),
    ).toEqual({ newName: SHORTLIST_NAME_TOO_LONG })
    expect(errorsOf(AddToShortlistSchema.safeParse({ talentId: '../x', shortlistId: '1' }))).toHaveProperty('talentId')
  })
})

describe('ShortlistIntentSchema', () => {
  it('tells the list page’s forms apart and checks each', () => {
    expect(ShortlistIntentSchema.parse({ intent: 'down', talentId: 'TAL000002' })).toEqual({
      intent: 'down',
      talentId: 'TAL000002',
    })
    expect(ShortlistIntentSchema.parse({ intent: 'note', talentId: 'TAL000002' })).toMatchObject({ note: '' })
    expect(errorsOf(ShortlistIntentSchema.safeParse({ intent: 'rename', name: '' }))).toEqual({
      name: SHORTLIST_NAME_REQUIRED,
    })
    expect(
      errorsOf(ShortlistIntentSchema.safeParse({ intent: 'note', talentId: 'TAL000002', note: 'x'.repeat(1001) })),
    ).toEqual({ note: SHORTLIST_NOTE_TOO_LONG })
    expect(ShortlistIntentSchema.safeParse({ intent: 'publish' }).success).toBe(false)
  })
})
