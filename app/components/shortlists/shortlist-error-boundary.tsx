import { isRouteErrorResponse, Link, useRouteError } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import * as page from '~/components/page.css'

/** A list that is not there (or not the caller's, or no longer shared) says so kindly; other failures are the shared view's. */
export function ShortlistErrorBoundary({ title, link }: { title: string; link: { to: string; label: string } }) {
  const error = useRouteError()
  if (!isRouteErrorResponse(error) || error.status !== 404) return <GeneralErrorBoundary />
  const data: unknown = error.data
  const message =
    typeof data === 'object' && data !== null && 'message' in data && typeof data.message === 'string'
      ? data.message
      : null
  return (
    <section className={page.centered} aria-labelledby="error-title">
      <p className={page.eyebrow}>Error 404</p>
      <h1 id="error-title" className={page.title}>
        {title}
      </h1>
      {message && <p className={page.lead}>{message}</p>}
      <Link to={link.to} className={page.primaryButton}>
        {link.label}
      </Link>
    </section>
  )
}
