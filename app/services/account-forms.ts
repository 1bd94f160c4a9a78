/**
 * The sign-in and sign-up forms' schemas: the same zod schema validates in the browser (conform) and
 * in the action, and mirrors what the API accepts, so a form that passes here passes there.
 */
import { z } from 'zod'
import { hasInvisibleCharacters, hasVisibleText } from '../../api/display-name'
import { CITIES, GENDERS, TALENT_TYPES } from '../../api/vocabulary'

export const MIN_SIGNUP_AGE = 13
export const MAX_SIGNUP_AGE = 100
export const MIN_PASSWORD_LENGTH = 8
/** The API refuses passwords on its list of common ones (too large to ship to the browser): its answer, in the page's words. */
export const COMMON_PASSWORD_FIELD_MESSAGE =
  'This password is one of the most common ones, which attackers try first. Choose another.'

const emailSchema = z
  .string({ required_error: 'Enter your email address' })
  .trim()
  .toLowerCase()
  .max(254, 'An email address is at most 254 characters')
  .email('Enter an email address like name@example.com')

/** A display name (sign-up and the own-profile forms). */
export const displayNameSchema = z
  .string({ required_error: 'Enter your name' })
  .transform((value) => value.trim().replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(2, 'Your name needs at least 2 characters')
      .max(80, 'Your name can be at most 80 characters')
      .refine((value) => !/[\p{Cc}\p{Cs}]/u.test(value), 'Your name has characters we cannot store')
      .refine(
        (value) => !hasInvisibleCharacters(value),
        'Your name has invisible formatting characters (such as zero-width spaces); type it without them',
      )
      .refine(hasVisibleText, 'Your name needs letters or digits'),
  )

export const newPasswordSchema = z
  .string({ required_error: 'Choose a password' })
  .min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(128, 'Use at most 128 characters')
  .refine((value) => value.trim().length > 0, 'A password cannot be only spaces')

/** Where to go after signing in; checked again with safeRedirect before use. */
const redirectToSchema = z.string().max(2000).optional()

export const LoginFormSchema = z.object({
  email: emailSchema,
  // Only bounded: the rules for new passwords may change, old passwords must still sign in.
  password: z.string({ required_error: 'Enter your password' }).max(128, 'A password is at most 128 characters'),
  redirectTo: redirectToSchema,
})

/** Whole years between a YYYY-MM-DD date and today (UTC). */
function ageOn(birthDate: string, today: Date): number {
  const [year = 0, month = 1, day = 1] = birthDate.split('-').map(Number)
  const hadBirthday =
    today.getUTCMonth() + 1 > month || (today.getUTCMonth() + 1 === month && today.getUTCDate() >= day)
  return today.getUTCFullYear() - year - (hadBirthday ? 0 : 1)
}

/** A date of birth as YYYY-MM-DD, of someone MIN_SIGNUP_AGE to MAX_SIGNUP_AGE (sign-up and the profile form). */
export const birthDateSchema = z.string({ required_error: 'Enter your date of birth' }).superRefine((value, ctx) => {
  const parsed = new Date(`${value}T00:00:00Z`)
  const real = !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || !real) {
    ctx.addIssue({ code: 'custom', message: 'Enter a date as YYYY-MM-DD' })
    return
  }
  const age = ageOn(value, new Date())
  if (age < MIN_SIGNUP_AGE) ctx.addIssue({ code: 'custom', message: `You must be at least ${MIN_SIGNUP_AGE}` })
  if (age > MAX_SIGNUP_AGE) ctx.addIssue({ code: 'custom', message: 'Check the year of your date of birth' })
})

/** One of a vocabulary's values, with the prompt as the message for anything else. */
export const choice = <const T extends readonly [string, ...string[]]>(values: T, prompt: string) =>
  z.enum(values, { errorMap: () => ({ message: prompt }) })

export const TalentSignupFormSchema = z.object({
  name: displayNameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  talentType: choice(TALENT_TYPES, 'Choose what you do'),
  gender: choice(GENDERS, 'Choose a gender'),
  birthDate: birthDateSchema,
  city: z
    .string({ required_error: 'Choose your city' })
    .refine((city) => CITIES.includes(city), 'Choose a city from the list'),
  redirectTo: redirectToSchema,
})

export const RecruiterSignupFormSchema = z.object({
  name: displayNameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  company: z
    .string()
    .trim()
    .max(120, 'A company name is at most 120 characters')
    .refine((value) => !/[\p{Cc}\p{Cs}]/u.test(value), 'The company name has characters we cannot store')
    .optional(),
  redirectTo: redirectToSchema,
})

export { CITIES, GENDERS, TALENT_TYPES }
