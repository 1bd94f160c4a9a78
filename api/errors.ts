import type { ZodError } from 'zod'

/** The one error envelope of the API: `{ success: false, message }`. */
export interface ErrorBody {
  success: false
  message: string
}

export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred.'
/** While the database cannot be reached: 503 with this message and Retry-After. */
export const SERVICE_UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again shortly.'
export const RETRY_AFTER_SECONDS = 5

/** An error whose message is safe to show to the caller, with its HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503,
    message: string,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

/** One readable sentence naming each bad field, e.g. `excludeIds: at most 50 ids`. */
export function describeValidationError(error: ZodError): string {
  const issues = error.issues.slice(0, 5).map((issue) => {
    const field = issue.path.join('.')
    return field ? `${field}: ${issue.message}` : issue.message
  })
  return `Invalid input. ${issues.join('; ')}`
}
