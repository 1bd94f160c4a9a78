/**
 * The connection request form's schema: the same one validates in the browser (conform) and in the action,
 * and mirrors POST /connection-requests (api/routes/connection-request-schemas.ts) with the page's own words.
 * The rate is typed in rupees and sent in paise.
 */
import { z } from 'zod'
import {
  isCalendarDate,
  RATE_MAX_MAJOR,
  REQUEST_MESSAGE_MAX_LENGTH,
  REQUEST_TEXT_MAX_LENGTH,
  requestDateProblems,
} from '../../../api/request-fields'

export { REQUEST_MESSAGE_MAX_LENGTH, REQUEST_TEXT_MAX_LENGTH }

const hasControlCharacters = (value: string) => /[\p{Cc}\p{Cs}]/u.test(value)

const line = (what: string) =>
  z
    .string({ required_error: `Enter the ${what}` })
    .trim()
    .min(1, `Enter the ${what}`)
    .max(REQUEST_TEXT_MAX_LENGTH, `Keep the ${what} to ${REQUEST_TEXT_MAX_LENGTH} characters`)
    .refine((value) => !hasControlCharacters(value), `The ${what} has characters we cannot store`)

const day = (what: string) =>
  z.string({ required_error: `Choose the ${what}` }).refine(isCalendarDate, `Choose the ${what} as a date`)

const DATE_MESSAGES = {
  past: 'The first day has passed: choose today or later',
  order: 'The last day must be on or after the first day',
  far: 'Choose a last day within two years',
} as const

export const RequestFormSchema = z
  .object({
    project: line('project'),
    role: line('role'),
    startDate: day('first day'),
    endDate: day('last day'),
    place: line('place'),
    // Typed as text ("15,000" too), sent as a whole number of rupees.
    rate: z
      .string()
      .transform((value) => value.replace(/[\s,₹]/g, ''))
      .pipe(
        z
          .string()
          .regex(/^\d+$/, 'Write the rate in whole rupees, digits only')
          .refine((value) => Number(value) >= 1, 'The rate must be more than 0')
          .refine(
            (value) => Number(value) <= RATE_MAX_MAJOR,
            `The rate can be at most ₹${RATE_MAX_MAJOR.toLocaleString('en-IN')}`,
          ),
      )
      .optional(),
    message: z
      .string({ required_error: 'Write a message' })
      .transform((value) => value.replace(/\r\n?/g, '\n').trim())
      .pipe(
        z
          .string()
          .min(1, 'Write a message')
          .max(REQUEST_MESSAGE_MAX_LENGTH, `Keep the message to ${REQUEST_MESSAGE_MAX_LENGTH} characters`)
          .refine(
            (value) => !hasControlCharacters(value.replace(/[\n\t]/g, '')),
            'The message has characters we cannot store',
          ),
      ),
  })
  .superRefine((value, ctx) => {
    for (const { field, code } of requestDateProblems(value.startDate, value.endDate)) {
      ctx.addIssue({ code: 'custom', path: [field], message: DATE_MESSAGES[code] })
    }
  })

export type RequestFormValues = z.output<typeof RequestFormSchema>

/** The form's values as the API takes them: the rate in paise. */
export function toNewRequest(talentId: string, { rate, ...values }: RequestFormValues) {
  const amountMinor = rate === undefined ? null : Number(rate) * 100
  return { talentId, ...values, rate: amountMinor === null ? null : { amountMinor, currency: 'INR' as const } }
}
