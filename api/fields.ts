import { z } from '@hono/zod-openapi'
import { hasInvisibleCharacters, hasVisibleText } from './display-name'
import { canonicalLanguage, CITIES, CITY_ALIASES, PROJECT_TYPES } from './vocabulary'

/**
 * Field schemas for what users write about themselves (profile edits). Text is stored as given, only
 * trimmed: pages escape it when they render it. Control characters are refused because they have no
 * place in a name or a bio and some (NUL) PostgreSQL cannot store at all.
 */

export const MIN_AGE = 13
export const MAX_AGE = 100

const CONTROL_OR_BROKEN = /[\p{Cc}\p{Cs}]/u
const isPlainText = (value: string) => !CONTROL_OR_BROKEN.test(value)
/** A bio may keep its line breaks and tabs; every other control character is refused. */
const isPlainMultilineText = (value: string) => isPlainText(value.replace(/[\n\t]/g, ''))

const typed = { required_error: 'is required', invalid_type_error: 'must be a string' }

/** One line of text, trimmed, at most `max` characters. */
export const plainText = (max: number) =>
  z
    .string(typed)
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine(isPlainText, 'must not contain control characters')

/** Text that may span lines (a bio): trimmed, CRLF normalised to LF, at most `max` characters. */
export const multilineText = (max: number) =>
  z
    .string(typed)
    .transform((value) => value.replace(/\r\n?/g, '\n').trim())
    .pipe(
      z
        .string()
        .max(max, `must be at most ${max} characters`)
        .refine(isPlainMultilineText, 'must not contain control characters'),
    )

/** A person's display name: spaces collapsed, 2 to 80 characters. */
export const nameSchema = z
  .string(typed)
  .transform((value) => value.trim().replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(2, 'must be at least 2 characters')
      .max(80, 'must be at most 80 characters')
      .refine(isPlainText, 'must not contain control characters')
      .refine((name) => !hasInvisibleCharacters(name), 'must not contain invisible formatting characters')
      .refine(hasVisibleText, 'must contain letters or digits'),
  )
  .openapi({ type: 'string', minLength: 2, maxLength: 80, example: 'Aanya Kapoor' })

/** One of a vocabulary's canonical values. */
export function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, {
    errorMap: (_issue, ctx) => ({
      message: ctx.data === undefined ? 'is required' : `must be one of: ${values.join(', ')}`,
    }),
  })
}

const cityByName = new Map<string, string>([
  ...CITIES.map((city): [string, string] => [city.toLowerCase(), city]),
  ...Object.entries(CITY_ALIASES).map(([alias, city]): [string, string] => [alias.toLowerCase(), city]),
])

/** The canonical name of a listed city or of a common alias (Bombay → Mumbai), any case; else null. */
export function canonicalCity(name: string): string | null {
  return cityByName.get(name.trim().replace(/\s+/g, ' ').toLowerCase()) ?? null
}

/** A listed city or a common alias, stored under its canonical name. */
export const citySchema = z
  .string(typed)
  .transform((value, ctx) => {
    const city = canonicalCity(value)
    if (city) return city
    ctx.addIssue({ code: 'custom', message: `must be a listed city, e.g. ${CITIES.slice(0, 3).join(', ')}` })
    return z.NEVER
  })
  .openapi({ type: 'string', example: 'Mumbai', description: 'A listed city or a common alias (Bombay → Mumbai)' })

/** Whole years between a YYYY-MM-DD birth date and `today` (UTC). */
export function ageOn(birthDate: string, today: Date): number {
  const [year = 0, month = 1, day = 1] = birthDate.split('-').map(Number)
  const hadBirthday =
    today.getUTCMonth() + 1 > month || (today.getUTCMonth() + 1 === month && today.getUTCDate() >= day)
  return today.getUTCFullYear() - year - (hadBirthday ? 0 : 1)
}

/** Why a birth date is refused, or null: a real YYYY-MM-DD date of someone aged 13 to 100 today. */
export function birthDateProblem(value: string, today: Date): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return 'must be a date as YYYY-MM-DD'
  const parsed = new Date(`${value}T00:00:00Z`)
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value) return 'is not a real date'
  const age = ageOn(value, today)
  if (age < MIN_AGE) return `must make you at least ${MIN_AGE} years old`
  if (age > MAX_AGE) return `must make you at most ${MAX_AGE} years old`
  return null
}

export const birthDateSchema = z
  .string(typed)
  .superRefine((value, ctx) => {
    const problem = birthDateProblem(value, new Date())
    if (problem) ctx.addIssue({ code: 'custom', message: problem })
  })
  .openapi({ type: 'string', format: 'date', example: '2000-04-15' })

/** A list of short labels (languages, skills): each 1 to 40 characters, duplicates dropped. */
export const shortList = (max: number, minLength = 1) =>
  z
    .array(
      plainText(40).pipe(
        z.string().min(minLength, minLength === 1 ? 'must not be empty' : `must be at least ${minLength} characters`),
      ),
    )
    .max(max, `must list at most ${max} items`)
    .transform((items) => [...new Set(items)])

/**
 * The languages a talent speaks: a language of the vocabulary is stored by its canonical name whatever the
 * case or spacing ("tamil " → "Tamil"), so the languages filter finds them; another is kept as typed.
 */
export const profileLanguagesSchema = (minLength = 1) =>
  shortList(10, minLength).transform((items) => [...new Set(items.map((item) => canonicalLanguage(item) ?? item))])

/** Project types a talent works on: canonical values, duplicates dropped ('All Projects' is a filter, not a type). */
export const projectTypesSchema = z
  .array(oneOf(PROJECT_TYPES))
  .max(PROJECT_TYPES.length, `must list at most ${PROJECT_TYPES.length} items`)
  .transform((items) => [...new Set(items)])
