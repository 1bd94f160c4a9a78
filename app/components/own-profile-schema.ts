/**
 * The own-profile forms' schemas: one zod schema validates in the browser (conform) and in the action,
 * and mirrors what the API's PATCH accepts (api/routes/profiles.ts, api/fields.ts), so a form that
 * passes here passes there. The messages are the page's own, written for people.
 */
import { z } from 'zod'
import { CITIES, GENDERS, PROJECT_TYPES, TALENT_TYPES } from '../../api/vocabulary'
import { birthDateSchema, choice, displayNameSchema as nameSchema } from '../services/account-forms'

/** Which form of the page an action answered: the profile, or the password form beside it. */
export const PROFILE_INTENT = 'profile'
export const BIO_MAX_LENGTH = 1000
export const MAX_LANGUAGES = 10
export const MAX_SKILLS = 20
const LABEL_MAX_LENGTH = 40
const COMPANY_MAX_LENGTH = 120

const hasControlCharacters = (value: string) => /[\p{Cc}\p{Cs}]/u.test(value)

const citySchema = z
  .string({ required_error: 'Choose your city' })
  .refine((city) => CITIES.includes(city), 'Choose a city from the list')

// conform sends an empty field as undefined: the defaults below make it an empty value (it clears what
// was there), and the checks run in transforms because a pipe after them would see undefined again.

/** One line of optional text. */
const optionalLine = (max: number, what: string) =>
  z
    .string()
    .trim()
    .max(max, `${what} can be at most ${max} characters`)
    .refine((value) => !hasControlCharacters(value), `${what} has characters we cannot store`)
    .default('')

const bioSchema = z
  .string()
  .default('')
  .transform((value, ctx) => {
    // Browsers send a textarea's line breaks as CRLF; the API counts them as one character.
    const bio = value.replace(/\r\n?/g, '\n').trim()
    if (bio.length > BIO_MAX_LENGTH) {
      ctx.addIssue({ code: 'custom', message: `Keep your bio to ${BIO_MAX_LENGTH} characters` })
    }
    if (hasControlCharacters(bio.replace(/[\n\t]/g, ''))) {
      ctx.addIssue({ code: 'custom', message: 'Your bio has characters we cannot store' })
    }
    return bio
  })

/** A comma-separated list in one field ("Hindi, English"), sent as an array without duplicates. */
export const commaList = (max: number, minLength: number, what: string) =>
  z
    .string()
    .default('')
    .transform((value, ctx) => {
      const items = [
        ...new Set(
          value
            .split(/[,\n]/)
            .map((item) => item.trim().replace(/\s+/g, ' '))
            .filter(Boolean),
        ),
      ]
      const problem =
        items.length > max
          ? `List at most ${max} ${what}`
          : items.some((item) => item.length < minLength)
            ? `Each of your ${what} needs at least ${minLength} characters`
            : items.some((item) => item.length > LABEL_MAX_LENGTH)
              ? `Each of your ${what} can be at most ${LABEL_MAX_LENGTH} characters`
              : items.some(hasControlCharacters)
                ? `Your ${what} have characters we cannot store`
                : null
      if (problem) ctx.addIssue({ code: 'custom', message: problem })
      return items
    })

export const TalentProfileFormSchema = z.object({
  name: nameSchema,
  talentType: choice(TALENT_TYPES, 'Choose what you do'),
  gender: choice(GENDERS, 'Choose a gender'),
  birthDate: birthDateSchema,
  city: citySchema,
  projectTypes: z
    .array(choice(PROJECT_TYPES, 'Choose project types from the list'))
    .default([])
    .transform((items) => [...new Set(items)]),
  languages: commaList(MAX_LANGUAGES, 2, 'languages'),
  skills: commaList(MAX_SKILLS, 1, 'skills'),
  bio: bioSchema,
  isPublic: z.boolean().default(false),
  callDigest: z.boolean().default(false),
})

export const RecruiterProfileFormSchema = z.object({
  name: nameSchema,
  company: optionalLine(COMPANY_MAX_LENGTH, 'The company name'),
  brand: optionalLine(COMPANY_MAX_LENGTH, 'The brand name'),
  // A recruiter's city may be unset; leaving the choice empty keeps it as it is.
  city: citySchema.optional(),
  bio: bioSchema,
})

export { CITIES, GENDERS, PROJECT_TYPES, TALENT_TYPES }
