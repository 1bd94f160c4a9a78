import { Link } from '@remix-run/react'
import * as styles from '~/components/page.css'

/** The not-found page (app/routes/_main.404.tsx), also shown in place by a page that answers 404 (an unknown brand slug). */
export function NotFoundContent() {
  return (
    <section className={styles.centered} aria-labelledby="not-found-title">
      <p className={styles.eyebrow}>Error 404</p>
      <h1 id="not-found-title" className={styles.title}>
        This page is not in the cast
      </h1>
      <p className={styles.lead}>The address may be mistyped, or the page has moved. Let us get you back on set.</p>
      <Link to="/" className={styles.primaryButton}>
        Browse talents
      </Link>
    </section>
  )
}
