/**
 * The limits of a connection request's fields and its date rules, shared by the API's schema
 * (api/routes/connection-request-schemas.ts) and the web form (which runs in the browser too: no imports).
 */

export const REQUEST_TEXT_MAX_LENGTH = 120
export const REQUEST_MESSAGE_MAX_LENGTH = 2000
/** How far ahead (days) a job may end. */
export const REQUEST_MAX_DAYS_AHEAD = 2 * 366
export const RATE_CURRENCIES = ['INR', 'USD', 'EUR', 'GBP'] as const
export type RateCurrency = (typeof RATE_CURRENCIES)[number]
/** A rate in major units (rupees) at most; minor units are 100 times it. */
export const RATE_MAX_MAJOR = 100_000_000

export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  if (!ISO_DATE_PATTERN.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/**
 * Today as the earliest time zone on Earth sees it (UTC−12, "anywhere on Earth"): a date is in the past only
 * once it has ended everywhere, so a recruiter in India just after midnight can still choose today.
 */
export function earliestToday(now = new Date()): string {
  return new Date(now.getTime() - 12 * 3_600_000).toISOString().slice(0, 10)
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}

export interface DateProblem {
  field: 'startDate' | 'endDate'
  code: 'past' | 'order' | 'far'
  /** The API's words, after the field's name. */
  message: string
}

/** What is wrong with a job's dates, by field; empty when they are fine. Both must be calendar dates. */
export function requestDateProblems(startDate: string, endDate: string, now = new Date()): DateProblem[] {
  const today = earliestToday(now)
  const latest = addDays(today, REQUEST_MAX_DAYS_AHEAD)
  const problems: DateProblem[] = []
  if (startDate < today) problems.push({ field: 'startDate', code: 'past', message: 'must not be in the past' })
  if (endDate < startDate) {
    problems.push({ field: 'endDate', code: 'order', message: 'must be on or after the start date' })
  } else if (endDate > latest) {
    problems.push({ field: 'endDate', code: 'far', message: 'must be within two years from today' })
  }
  return problems
}
