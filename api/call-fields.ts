/**
 * The limits and date rules of a casting call and of an application (ADR 026), shared by the API's schemas
 * (api/routes/casting-call-schemas.ts) and the web forms, which run in the browser too: only pure imports.
 */
import { earliestToday, isCalendarDate } from './request-fields'
import { LANGUAGES } from './vocabulary'

export { isCalendarDate }

export const CALL_ROLE_MAX_LENGTH = 120
export const CALL_DESCRIPTION_MAX_LENGTH = 4000
export const CALL_MAX_LANGUAGES = 10
export const APPLICATION_NOTE_MAX_LENGTH = 1000
export const SELF_TAPE_URL_MAX_LENGTH = 500
/** A rate in whole rupees at most (a crore). */
export const CALL_RATE_MAX_INR = 10_000_000
export const RATE_UNITS = ['day', 'project'] as const
export type RateUnit = (typeof RATE_UNITS)[number]
/** How far ahead (days) a deadline or a shoot may be. */
export const CALL_MAX_DAYS_AHEAD = 2 * 366

/** Hosts a self-tape link may point at: video sites and file shares a recruiter can open without an account. */
export const SELF_TAPE_HOSTS = [
  'youtube.com',
  'youtu.be',
  'vimeo.com',
  'drive.google.com',
  'dropbox.com',
  'loom.com',
  'onedrive.live.com',
  '1drv.ms',
  'wetransfer.com',
  'we.tl',
] as const

const languageByName = new Map(LANGUAGES.map((language) => [language.toLowerCase(), language]))

/** The canonical name of a language, any case ("tamil" → Tamil), or null. */
export function canonicalLanguage(name: string): string | null {
  return languageByName.get(name.trim().toLowerCase()) ?? null
}

/** Whether a URL is an https link to a video site or file share (a subdomain such as www. or m. too). */
export function isSelfTapeUrl(value: string): boolean {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false
  const host = url.hostname.toLowerCase()
  return SELF_TAPE_HOSTS.some((allowed) => host === allowed || host.endsWith(`.${allowed}`))
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}

/**
 * When a call stops taking applications: the end of its deadline day anywhere on Earth (UTC−12), so a
 * talent anywhere can apply through the whole of the day the call names.
 */
export function closesAtOf(deadline: string): Date {
  return new Date(Date.parse(`${deadline}T00:00:00Z`) + 36 * 3_600_000)
}

export type CallDateField = 'deadline' | 'shootStartDate' | 'shootEndDate'
export interface CallDateProblem {
  field: CallDateField
  code: 'past' | 'order' | 'far'
  /** The API's words, after the field's name. */
  message: string
}

/** What is wrong with a call's dates, by field; empty when they are fine. All three must be calendar dates. */
export function callDateProblems(
  dates: { deadline: string; shootStartDate: string; shootEndDate: string },
  now = new Date(),
): CallDateProblem[] {
  const today = earliestToday(now)
  const latest = addDays(today, CALL_MAX_DAYS_AHEAD)
  const problems: CallDateProblem[] = []
  if (dates.deadline < today) problems.push({ field: 'deadline', code: 'past', message: 'must not be in the past' })
  else if (dates.deadline > latest)
    problems.push({ field: 'deadline', code: 'far', message: 'must be within two years from today' })
  if (dates.shootStartDate < today) {
    problems.push({ field: 'shootStartDate', code: 'past', message: 'must not be in the past' })
  }
  if (dates.shootEndDate < dates.shootStartDate) {
    problems.push({ field: 'shootEndDate', code: 'order', message: 'must be on or after the shoot start date' })
  } else if (dates.shootEndDate > latest) {
    problems.push({ field: 'shootEndDate', code: 'far', message: 'must be within two years from today' })
  }
  return problems
}
