/** The OpenAPI shapes of casting calls and applications (api/routes/casting-calls.ts, ADR 026). */
import { z } from '@hono/zod-openapi'
import {
  APPLICATION_NOTE_MAX_LENGTH,
  CALL_DESCRIPTION_MAX_LENGTH,
  CALL_MAX_LANGUAGES,
  CALL_RATE_MAX_INR,
  CALL_ROLE_MAX_LENGTH,
  callDateProblems,
  canonicalLanguage,
  isCalendarDate,
  isSelfTapeUrl,
  RATE_UNITS,
  SELF_TAPE_HOSTS,
  SELF_TAPE_URL_MAX_LENGTH,
} from '../call-fields'
import { citySchema, multilineText, oneOf, plainText } from '../fields'
import { TalentCardSchema } from '../schemas'
import { APPLICATION_STATUSES } from '../services/call-applications'
import { AGE_GROUPS, GENDERS, LANGUAGES, PROJECT_TYPES, TALENT_TYPES } from '../vocabulary'

const dateSchema = (example: string) =>
  z
    .string({ required_error: 'is required', invalid_type_error: 'must be a date, YYYY-MM-DD' })
    .refine(isCalendarDate, 'must be a date, YYYY-MM-DD')
    .openapi({ type: 'string', format: 'date', example })

const rupees = (example: number) =>
  z
    .number({ required_error: 'is required', invalid_type_error: 'must be a whole number of rupees' })
    .int('must be a whole number of rupees')
    .min(1, 'must be more than 0')
    .max(CALL_RATE_MAX_INR, `must be at most ${CALL_RATE_MAX_INR}`)
    .openapi({ example })

export const CallRateSchema = z
  .object({ min: rupees(5000), max: rupees(15000), unit: oneOf(RATE_UNITS).default('day') })
  .openapi('CallRate', { description: 'In whole rupees (INR), per day or for the whole project' })

const languageSchema = z
  .string({ invalid_type_error: 'must be a language name' })
  .transform((value, ctx) => {
    const language = canonicalLanguage(value)
    if (language) return language
    ctx.addIssue({
      code: 'custom',
      message: `"${value.slice(0, 40)}" is not a language we know: use one of ${LANGUAGES.join(', ')}`,
    })
    return z.NEVER
  })
  .openapi({ type: 'string', example: 'Hindi' })

/** The fields of a call as written; the cross-field rules are applied by `checkCall`. */
export const CallFieldsSchema = z.object({
  role: plainText(CALL_ROLE_MAX_LENGTH)
    .pipe(z.string().min(1, 'must not be empty'))
    .openapi({ type: 'string', maxLength: CALL_ROLE_MAX_LENGTH, example: 'Young mother, lead (biscuit ad)' }),
  description: multilineText(CALL_DESCRIPTION_MAX_LENGTH)
    .pipe(z.string().min(1, 'must not be empty'))
    .openapi({ type: 'string', maxLength: CALL_DESCRIPTION_MAX_LENGTH }),
  talentType: oneOf(TALENT_TYPES),
  gender: oneOf(GENDERS).nullable().default(null).openapi({ description: 'Null: any gender' }),
  ageGroup: oneOf(AGE_GROUPS).nullable().default(null).openapi({ description: 'Null: any age' }),
  city: citySchema.nullable().default(null).openapi({ description: 'A listed city; null for a remote call' }),
  remote: z.boolean({ invalid_type_error: 'must be true or false' }).default(false),
  projectType: oneOf(PROJECT_TYPES),
  languages: z
    .array(languageSchema, { invalid_type_error: 'must be a list of languages' })
    .max(CALL_MAX_LANGUAGES, `must list at most ${CALL_MAX_LANGUAGES} languages`)
    .default([])
    .transform((items) => [...new Set(items)])
    .openapi({ description: 'Any of these (empty: any language); canonical names, any case' }),
  shootStartDate: dateSchema('2026-12-01'),
  shootEndDate: dateSchema('2026-12-03'),
  paid: z.boolean({ required_error: 'is required', invalid_type_error: 'must be true or false' }),
  rate: CallRateSchema.nullable().default(null).openapi({ description: 'Required when paid; null when unpaid' }),
  deadline: dateSchema('2026-11-20').openapi({
    description: 'The last day to apply (closes at its end, anywhere on Earth)',
  }),
  selfTapeRequired: z.boolean({ invalid_type_error: 'must be true or false' }).default(false),
})

export type CallFields = z.output<typeof CallFieldsSchema>

/** The rules between fields: city or remote, a rate exactly when paid, min ≤ max, dates in order and ahead. */
export function checkCall(value: CallFields, ctx: z.RefinementCtx, now = new Date()) {
  const issue = (path: (string | number)[], message: string) =>
    ctx.addIssue({ code: z.ZodIssueCode.custom, path, message })
  if (value.remote && value.city !== null) issue(['city'], 'must be empty for a remote call')
  if (!value.remote && value.city === null) issue(['city'], 'is required unless the call is remote')
  if (value.paid && value.rate === null) issue(['rate'], 'is required for a paid call')
  if (!value.paid && value.rate !== null) issue(['rate'], 'must be empty for an unpaid call')
  if (value.rate && value.rate.min > value.rate.max) issue(['rate', 'max'], 'must be at least the minimum')
  for (const { field, message } of callDateProblems(value, now)) issue([field], message)
}

export const NewCallSchema = CallFieldsSchema.superRefine((value, ctx) => checkCall(value, ctx))

/** An edit names the fields it changes; the result must still be a whole, valid call. */
export const CallPatchSchema = CallFieldsSchema.partial().refine(
  (value) => Object.keys(value).length > 0,
  'name at least one field to change',
)

const dateTime = z.string().openapi({ format: 'date-time' })
const date = z.string().openapi({ format: 'date' })

export const ApplicationCountsSchema = z
  .object({
    total: z.number().int(),
    submitted: z.number().int(),
    shortlisted: z.number().int(),
    declined: z.number().int(),
    withdrawn: z.number().int(),
  })
  .openapi('ApplicationCounts')

export const CastingCallSchema = z
  .object({
    id: z.number().int(),
    role: z.string(),
    description: z.string(),
    talentType: z.enum(TALENT_TYPES),
    gender: z.enum(GENDERS).nullable(),
    ageGroup: z.enum(AGE_GROUPS).nullable(),
    city: z.string().nullable(),
    remote: z.boolean(),
    projectType: z.enum(PROJECT_TYPES),
    languages: z.array(z.string()),
    shootStartDate: date,
    shootEndDate: date,
    paid: z.boolean(),
    rate: CallRateSchema.nullable(),
    deadline: date,
    closesAt: dateTime,
    closed: z.boolean().openapi({ description: 'Closed by its owner or past its deadline: takes no applications' }),
    closedAt: dateTime.nullable(),
    selfTapeRequired: z.boolean(),
    createdAt: dateTime,
    updatedAt: dateTime,
    url: z.string().openapi({ description: 'The call’s web page', example: '/calls/42' }),
    brand: z.object({ id: z.number().int(), slug: z.string(), name: z.string(), logo: z.string() }),
    isOwner: z.boolean(),
    matchesYou: z
      .boolean()
      .nullable()
      .openapi({ description: 'For a signed-in talent: whether the call fits their profile' }),
    myApplication: z
      .object({ id: z.number().int(), status: z.enum(APPLICATION_STATUSES) })
      .nullable()
      .openapi({ description: 'For a signed-in talent: their application to it' }),
    applicants: ApplicationCountsSchema.nullable().openapi({ description: 'For the owner only' }),
  })
  .openapi('CastingCall')

export const NewApplicationSchema = z.object({
  note: multilineText(APPLICATION_NOTE_MAX_LENGTH)
    .optional()
    .openapi({ type: 'string', maxLength: APPLICATION_NOTE_MAX_LENGTH, description: 'Optional, to the recruiter' }),
  selfTapeUrl: z
    .string({ invalid_type_error: 'must be a link' })
    .trim()
    .max(SELF_TAPE_URL_MAX_LENGTH, `must be at most ${SELF_TAPE_URL_MAX_LENGTH} characters`)
    .transform((value) => value || undefined)
    .pipe(
      z
        .string()
        .refine(isSelfTapeUrl, `must be an https link to ${SELF_TAPE_HOSTS.slice(0, 5).join(', ')} or similar`)
        .optional(),
    )
    .optional()
    .openapi({ type: 'string', example: 'https://youtu.be/dQw4w9WgXcQ' }),
})

export const ShortlistApplicationSchema = z.object({
  shortlistId: z
    .number({ required_error: 'is required', invalid_type_error: 'must be a shortlist id' })
    .int('must be a shortlist id')
    .min(1, 'must be a shortlist id')
    .max(2_147_483_647, 'must be a shortlist id'),
})

export const ApplicationSchema = z
  .object({
    id: z.number().int(),
    status: z.enum(APPLICATION_STATUSES),
    note: z.string(),
    selfTapeUrl: z.string().nullable(),
    createdAt: dateTime,
    updatedAt: dateTime,
    call: z.object({
      id: z.number().int(),
      role: z.string(),
      brand: z.object({ slug: z.string(), name: z.string(), logo: z.string() }),
      deadline: date,
      closed: z.boolean(),
      url: z.string(),
    }),
    talent: TalentCardSchema,
    media: z.object({ photos: z.number().int(), voiceDemos: z.number().int(), showreels: z.number().int() }),
    matchesCall: z.boolean().openapi({ description: 'Whether the talent fits the call’s criteria' }),
  })
  .openapi('CallApplication')
