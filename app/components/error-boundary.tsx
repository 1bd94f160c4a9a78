import { Link, isRouteErrorResponse, useRouteError } from '@remix-run/react'
import { SERVICE_UNAVAILABLE_MESSAGE } from '~/constants'
import * as styles from './page.css'

const messages: Record<number, { title: string; body: string }> = {
  400: { title: 'That request did not make sense', body: 'Something in the address or form was not valid.' },
  401: { title: 'Please sign in', body: 'You need to be signed in to see this page.' },
  403: { title: 'Not yours to see', body: 'This page belongs to another account.' },
  404: { title: 'We could not find that', body: 'The page or talent you are looking for does not exist.' },
  503: { title: 'We are briefly unavailable', body: SERVICE_UNAVAILABLE_MESSAGE },
}

/** One error view for every route: a plain sentence per status, never a stack trace. */
export function GeneralErrorBoundary() {
  const error = useRouteError()
  const status = isRouteErrorResponse(error) ? error.status : 500
  const known = messages[status] ?? {
    title: 'Something went wrong',
    body: 'An unexpected error occurred. Please try again in a moment.',
  }
  // A 400 or 403 the app threw with its own message (a post with no form, a page for recruiters only) says why.
  const ownMessage = status === 400 || status === 403 ? badRequestMessage(error) : null
  const message = ownMessage ? { ...known, body: ownMessage } : known
  return (
    <section className={styles.centered} aria-labelledby="error-title">
      <p className={styles.eyebrow}>Error {status}</p>
      <h1 id="error-title" className={styles.title}>
        {message.title}
      </h1>
      <p className={styles.lead}>{message.body}</p>
      <Link to="/" className={styles.primaryButton}>
        Browse talents
      </Link>
    </section>
  )
}

function badRequestMessage(error: unknown): string | null {
  if (!isRouteErrorResponse(error)) return null
  const data: unknown = error.data
  return typeof data === 'object' && data !== null && 'message' in data && typeof data.message === 'string'
    ? data.message
    : null
}
