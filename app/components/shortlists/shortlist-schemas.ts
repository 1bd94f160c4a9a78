/**
 * The shortlist forms' schemas (issue 21), shared by the pages and their actions. Limits are the API's
 * (ADR 023); the messages name the field and say what to do.
 */
import { z } from 'zod'
import { SHORTLIST_NAME_MAX_LENGTH, SHORTLIST_NOTE_MAX_LENGTH } from '../../../api/vocabulary'

export { SHORTLIST_NAME_MAX_LENGTH, SHORTLIST_NOTE_MAX_LENGTH }

export const SHORTLIST_NAME_REQUIRED = 'Give the list a name, e.g. “Biscuit ad – kids”.'
export const SHORTLIST_NAME_TOO_LONG = `Keep the list’s name to ${SHORTLIST_NAME_MAX_LENGTH} characters.`
export const SHORTLIST_NOTE_TOO_LONG = `Keep the note to ${SHORTLIST_NOTE_MAX_LENGTH} characters.`
export const CHOOSE_A_LIST = 'Choose one of your lists, or type a name for a new one.'

const nameSchema = z
  .string({ required_error: SHORTLIST_NAME_REQUIRED })
  .trim()
  .min(1, SHORTLIST_NAME_REQUIRED)
  .max(SHORTLIST_NAME_MAX_LENGTH, SHORTLIST_NAME_TOO_LONG)

const talentIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'This talent link is not valid.')

export const CreateShortlistSchema = z.object({ name: nameSchema })

/** The list page's forms, told apart by the button's `intent`. */
export const ShortlistIntentSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('rename'), name: nameSchema }),
  z.object({ intent: z.literal('delete') }),
  z.object({ intent: z.literal('share') }),
  z.object({ intent: z.literal('unshare') }),
  z.object({
    intent: z.literal('note'),
    talentId: talentIdSchema,
    note: z.string().default('').pipe(z.string().max(SHORTLIST_NOTE_MAX_LENGTH, SHORTLIST_NOTE_TOO_LONG)),
  }),
  z.object({ intent: z.literal('remove'), talentId: talentIdSchema }),
  z.object({ intent: z.enum(['up', 'down']), talentId: talentIdSchema }),
])
export type ShortlistIntent = z.infer<typeof ShortlistIntentSchema>

/** "Add to shortlist": one of the caller's lists, or a new list's name (made and added to in one step). */
export const AddToShortlistSchema = z
  .object({
    talentId: talentIdSchema,
    shortlistId: z
      .string()
      .regex(/^(\d{1,10}|new)?$/, CHOOSE_A_LIST)
      .optional(),
    newName: z.string().trim().max(SHORTLIST_NAME_MAX_LENGTH, SHORTLIST_NAME_TOO_LONG).optional(),
    redirectTo: z.string().optional(),
    /** Sent by the enhanced form (a fetcher): answer JSON instead of going back with a flash message. */
    js: z.literal('1').optional(),
  })
  .superRefine((value, ctx) => {
    const existing = value.shortlistId && value.shortlistId !== 'new'
    if (!existing && !value.newName) {
      ctx.addIssue({
        code: 'custom',
        path: [value.shortlistId === 'new' ? 'newName' : 'shortlistId'],
        message: value.shortlistId === 'new' ? SHORTLIST_NAME_REQUIRED : CHOOSE_A_LIST,
      })
    }
  })

/** A zod error's first message per field, as the forms show them beside the fields. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form')
    errors[field] ??= issue.message
  }
  return errors
}
