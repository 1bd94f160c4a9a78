/** The OpenAPI shapes of connection requests and blocks (api/routes/connection-requests.ts). */
import { z } from '@hono/zod-openapi'
import { multilineText, oneOf, plainText } from '../fields'
import {
  isCalendarDate,
  RATE_CURRENCIES,
  RATE_MAX_MAJOR,
  REQUEST_MESSAGE_MAX_LENGTH,
  REQUEST_TEXT_MAX_LENGTH,
  requestDateProblems,
} from '../request-fields'
import { REQUEST_STATUSES } from '../services/connection-requests'

const requiredLine = (example: string) =>
  plainText(REQUEST_TEXT_MAX_LENGTH)
    .pipe(z.string().min(1, 'must not be empty'))
    .openapi({ type: 'string', minLength: 1, maxLength: REQUEST_TEXT_MAX_LENGTH, example })

const dateSchema = (example: string) =>
  z
    .string({ required_error: 'is required', invalid_type_error: 'must be a date, YYYY-MM-DD' })
    .refine(isCalendarDate, 'must be a date, YYYY-MM-DD')
    .openapi({ type: 'string', format: 'date', example })

export const RateSchema = z
  .object({
    amountMinor: z
      .number({ required_error: 'is required', invalid_type_error: 'must be a whole number' })
      .int('must be a whole number of minor units (paise, cents)')
      .min(1, 'must be more than 0')
      .max(RATE_MAX_MAJOR * 100, `must be at most ${RATE_MAX_MAJOR * 100}`)
      .openapi({ description: 'In minor units: paise for INR, cents for USD', example: 1_500_000 }),
    currency: oneOf(RATE_CURRENCIES).default('INR'),
  })
  .openapi('RequestRate')

export const NewRequestSchema = z
  .object({
    talentId: z
      .string({ required_error: 'is required', invalid_type_error: 'must be a string' })
      .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a USERID: letters, digits, - or _')
      .openapi({ example: 'TAL000001' }),
    project: requiredLine('Biscuit ad – kids'),
    role: requiredLine('Lead child, 8–10'),
    startDate: dateSchema('2026-12-01'),
    endDate: dateSchema('2026-12-03'),
    place: requiredLine('Film City, Mumbai'),
    rate: RateSchema.nullable().optional(),
    message: multilineText(REQUEST_MESSAGE_MAX_LENGTH)
      .pipe(z.string().min(1, 'must not be empty'))
      .openapi({ type: 'string', minLength: 1, maxLength: REQUEST_MESSAGE_MAX_LENGTH }),
  })
  .superRefine((value, ctx) => {
    for (const { field, message } of requestDateProblems(value.startDate, value.endDate)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: [field], message })
    }
  })

const dateTime = z.string().openapi({ format: 'date-time' })

export const ConnectionRequestSchema = z
  .object({
    id: z.string().uuid(),
    status: z.enum(REQUEST_STATUSES),
    project: z.string(),
    role: z.string(),
    startDate: z.string().openapi({ format: 'date' }),
    endDate: z.string().openapi({ format: 'date' }),
    place: z.string(),
    rate: RateSchema.nullable(),
    message: z.string(),
    createdAt: dateTime,
    answeredAt: dateTime.nullable(),
    viewerRole: z.enum(['recruiter', 'talent']).openapi({ description: 'Which side of the request the caller is' }),
    talent: z.object({
      USERID: z.string(),
      name: z.string(),
      talentType: z.string(),
      city: z.string(),
      photo: z.string(),
      photoPlaceholder: z.string().nullable(),
      email: z.string().nullable().openapi({ description: 'Only to the recruiter, once accepted; else null' }),
    }),
    recruiter: z.object({
      name: z.string(),
      company: z.string(),
      email: z.string().nullable().openapi({ description: 'Only to the talent, once accepted; else null' }),
    }),
  })
  .openapi('ConnectionRequest')

export const TalentBlockSchema = z
  .object({
    id: z.number().int(),
    recruiter: z.object({ name: z.string(), company: z.string() }),
    blockedAt: dateTime,
  })
  .openapi('TalentBlock')

export const RequestStateSchema = z
  .object({
    success: z.literal(true),
    talent: z.object({ USERID: z.string(), name: z.string() }),
    state: z
      .enum(['none', ...REQUEST_STATUSES])
      .openapi({ description: 'The latest request between caller and talent' }),
    requestId: z.string().uuid().nullable(),
    connectUrl: z.string().openapi({
      description: 'The web page to go on: the pending or accepted request, else the form for a new one',
      example: '/recruiter/solo/TAL000001/request',
    }),
  })
  .openapi('ConnectionRequestState')
