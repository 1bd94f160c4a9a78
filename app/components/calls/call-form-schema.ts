/**
 * The casting call form's schema (ADR 026): the same one validates in the browser (conform) and in the action,
 * and mirrors POST /casting-calls (api/routes/casting-call-schemas.ts) in the page's own words. The form's
 * flat fields (a city box and a Remote checkbox, rate min/max/unit) become the API's body in `toCallBody`.
 */
import { z } from 'zod'
import {
  APPLICATION_NOTE_MAX_LENGTH,
  CALL_DESCRIPTION_MAX_LENGTH,
  CALL_MAX_LANGUAGES,
  CALL_RATE_MAX_INR,
  CALL_ROLE_MAX_LENGTH,
  callDateProblems,
  isCalendarDate,
  isSelfTapeUrl,
  RATE_UNITS,
  SELF_TAPE_URL_MAX_LENGTH,
} from '../../../api/call-fields'
import {
  AGE_GROUPS,
  CITIES,
  CITY_ALIASES,
  GENDERS,
  LANGUAGES,
  PROJECT_TYPES,
  TALENT_TYPES,
} from '../../../api/vocabulary'

export { APPLICATION_NOTE_MAX_LENGTH, CALL_DESCRIPTION_MAX_LENGTH, CALL_ROLE_MAX_LENGTH }

const hasControlCharacters = (value: string) => /[\p{Cc}\p{Cs}]/u.test(value.replace(/[\n\t]/g, ''))

const cityByName = new Map<string, string>([
  ...CITIES.map((city): [string, string] => [city.toLowerCase(), city]),
  ...Object.entries(CITY_ALIASES).map(([alias, city]): [string, string] => [alias.toLowerCase(), city]),
])
const cityOf = (name: string) => cityByName.get(name.trim().replace(/\s+/g, ' ').toLowerCase()) ?? null

const text = (what: string, max: number) =>
  z
    .string({ required_error: `Enter the ${what}` })
    .transform((value) => value.replace(/\r\n?/g, '\n').trim())
    .pipe(
      z
        .string()
        .min(1, `Enter the ${what}`)
        .max(max, `Keep the ${what} to ${max} characters`)
        .refine((value) => !hasControlCharacters(value), `The ${what} has characters we cannot store`),
    )

const day = (what: string) =>
  z.string({ required_error: `Choose the ${what}` }).refine(isCalendarDate, `Choose the ${what} as a date`)

const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { errorMap: () => ({ message }) })

const rupees = (what: string) =>
  z
    .string()
    .transform((value) => value.replace(/[\s,₹]/g, ''))
    .pipe(
      z
        .string()
        .regex(/^\d+$/, `Write the ${what} in whole rupees, digits only`)
        .refine((value) => Number(value) >= 1, `The ${what} must be more than 0`)
        .refine((value) => Number(value) <= CALL_RATE_MAX_INR, `The ${what} can be at most ₹1,00,00,000`),
    )
    .optional()

const DATE_MESSAGES = {
  deadline: { past: 'The deadline has passed: choose today or later', far: 'Choose a deadline within two years' },
  shootStartDate: { past: 'The first shoot day has passed: choose today or later' },
  shootEndDate: {
    order: 'The last shoot day must be on or after the first',
    far: 'Choose a last shoot day within two years',
  },
} as const

export const CallFormSchema = z
  .object({
    role: text('role', CALL_ROLE_MAX_LENGTH),
    description: text('description', CALL_DESCRIPTION_MAX_LENGTH),
    talentType: choice(TALENT_TYPES, 'Choose the kind of talent'),
    // Empty: anyone.
    gender: choice(GENDERS, 'Choose a gender or “Any”').optional(),
    ageGroup: choice(AGE_GROUPS, 'Choose an age group or “Any”').optional(),
    city: z.string().trim().optional(),
    remote: z.boolean().optional(),
    projectType: choice(PROJECT_TYPES, 'Choose the project type'),
    languages: z
      .array(choice(LANGUAGES, 'Choose languages from the list'))
      .max(CALL_MAX_LANGUAGES, `Choose at most ${CALL_MAX_LANGUAGES} languages`)
      .optional(),
    shootStartDate: day('first shoot day'),
    shootEndDate: day('last shoot day'),
    pay: choice(['paid', 'unpaid'], 'Say whether the role is paid'),
    rateMin: rupees('lowest rate'),
    rateMax: rupees('highest rate'),
    rateUnit: choice(RATE_UNITS, 'Choose per day or per project').optional(),
    deadline: day('deadline'),
    selfTapeRequired: z.boolean().optional(),
  })
  .superRefine((value, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })
    if (value.remote && value.city) issue('city', 'Leave the city empty for a remote role, or untick Remote')
    if (!value.remote && !value.city) issue('city', 'Enter the city, or tick Remote')
    if (!value.remote && value.city && !cityOf(value.city)) {
      issue('city', `Choose a listed city, such as ${CITIES.slice(0, 3).join(', ')}`)
    }
    if (value.pay === 'paid') {
      if (!value.rateMin) issue('rateMin', 'Enter the lowest rate of a paid role')
      if (!value.rateMax) issue('rateMax', 'Enter the highest rate of a paid role')
      if (value.rateMin && value.rateMax && Number(value.rateMin) > Number(value.rateMax)) {
        issue('rateMax', 'The highest rate must be at least the lowest')
      }
    }
    if (isCalendarDate(value.deadline) && isCalendarDate(value.shootStartDate) && isCalendarDate(value.shootEndDate)) {
      for (const { field, code } of callDateProblems(value)) {
        const messages: Partial<Record<string, string>> = DATE_MESSAGES[field]
        issue(field, messages[code] ?? 'Check this date')
      }
    }
  })

export type CallFormValues = z.output<typeof CallFormSchema>

/** The form's values as the API takes them. */
export function toCallBody(values: CallFormValues) {
  const paid = values.pay === 'paid'
  const remote = values.remote ?? false
  return {
    role: values.role,
    description: values.description,
    talentType: values.talentType,
    gender: values.gender ?? null,
    ageGroup: values.ageGroup ?? null,
    city: remote ? null : values.city ? (cityOf(values.city) ?? values.city) : null,
    remote,
    projectType: values.projectType,
    languages: values.languages ?? [],
    shootStartDate: values.shootStartDate,
    shootEndDate: values.shootEndDate,
    paid,
    rate: paid
      ? { min: Number(values.rateMin), max: Number(values.rateMax), unit: values.rateUnit ?? ('day' as const) }
      : null,
    deadline: values.deadline,
    selfTapeRequired: values.selfTapeRequired ?? false,
  }
}

/** A stored call as the form's starting values (the edit page). */
export function toCallFormDefaults(
  call: Omit<ReturnType<typeof toCallBody>, 'languages'> & { languages: readonly string[] },
) {
  return {
    role: call.role,
    description: call.description,
    talentType: call.talentType,
    gender: call.gender ?? '',
    ageGroup: call.ageGroup ?? '',
    city: call.city ?? '',
    remote: call.remote ? 'on' : '',
    projectType: call.projectType,
    languages: call.languages,
    shootStartDate: call.shootStartDate,
    shootEndDate: call.shootEndDate,
    pay: call.paid ? 'paid' : 'unpaid',
    rateMin: call.rate ? String(call.rate.min) : '',
    rateMax: call.rate ? String(call.rate.max) : '',
    rateUnit: call.rate?.unit ?? 'day',
    deadline: call.deadline,
    selfTapeRequired: call.selfTapeRequired ? 'on' : '',
  }
}

/** The application form: an optional note and, where the call asks, a self-tape link. */
export function applicationFormSchema(selfTapeRequired: boolean) {
  const link = z
    .string()
    .trim()
    .max(SELF_TAPE_URL_MAX_LENGTH, `Keep the link to ${SELF_TAPE_URL_MAX_LENGTH} characters`)
    .refine(isSelfTapeUrl, 'Paste an https link to YouTube, Vimeo, Google Drive, Dropbox or Loom')
  return z.object({
    note: z
      .string()
      .transform((value) => value.replace(/\r\n?/g, '\n').trim())
      .pipe(
        z
          .string()
          .max(APPLICATION_NOTE_MAX_LENGTH, `Keep the note to ${APPLICATION_NOTE_MAX_LENGTH} characters`)
          .refine((value) => !hasControlCharacters(value), 'The note has characters we cannot store'),
      )
      .optional(),
    selfTapeUrl: selfTapeRequired
      ? z.string({ required_error: 'This call asks for a self-tape: paste its link' }).pipe(link)
      : link.optional(),
  })
}
