import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useSearchParams } from '@remix-run/react'
import { useEffect } from 'react'
import { StandaloneShell } from '~/components/standalone-shell'
import { requireAnonymous } from '~/services/auth.server'
import * as styles from './welcome.css'

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAnonymous(request, context)
  return null
}

/** Requirements §2: the landing page, reached after logout; signed-out users only. */
export default function Welcome() {
  useClearStorageAfterLogout()
  return (
    <StandaloneShell>
      <section className={styles.hero} aria-labelledby="welcome-title">
        <p className={styles.eyebrow}>Welcome to Castline</p>
        <h1 id="welcome-title" className={styles.title}>
          Where casting calls meet <span className={styles.highlight}>the right talent</span>.
        </h1>
        <p className={styles.lead}>
          Actors, models, voiceover artists, dancers and content creators, and the recruiters and brands who hire them.
          Browse without an account, or sign in to filter by type, city, age group and project, and to connect.
        </p>
        <div className={styles.actions}>
          <Link to="/login" className={styles.primary}>
            Sign in
          </Link>
          <Link to="/signup" className={styles.secondary}>
            Create an account
          </Link>
        </div>
        <Link to="/" className={styles.browse}>
          Or browse talents without an account →
        </Link>
      </section>

      <ul className={styles.features} aria-label="What you can do">
        <li className={styles.feature}>
          <h2 className={styles.featureTitle}>For talents</h2>
          <p className={styles.featureText}>One profile with your work, city and languages, seen by people who cast.</p>
          <Link to="/signup">Join as a talent</Link>
        </li>
        <li className={styles.feature}>
          <h2 className={styles.featureTitle}>For recruiters</h2>
          <p className={styles.featureText}>Filter by talent type, gender, city, age group and project type.</p>
          <Link to="/signup/recruiter">Join as a recruiter</Link>
        </li>
        <li className={styles.feature}>
          <h2 className={styles.featureTitle}>Ask in plain words</h2>
          <p className={styles.featureText}>
            “Female dancers in Mumbai for a music video”: the assistant turns it into a search.
          </p>
          <Link to="/">Start browsing</Link>
        </li>
      </ul>
    </StandaloneShell>
  )
}

/**
 * Requirements §4: logout clears all local storage. Logout lands here with `?loggedOut=1`; the marker is
 * dropped from the address once the storage is cleared, so a reload does not repeat it.
 */
function useClearStorageAfterLogout() {
  const [searchParams, setSearchParams] = useSearchParams()
  const loggedOut = searchParams.has('loggedOut')
  useEffect(() => {
    if (!loggedOut) return
    try {
      window.localStorage.clear()
    } catch {
      // Storage can be unavailable (privacy modes); there is nothing to clear then.
    }
    setSearchParams({}, { replace: true, preventScrollReset: true })
  }, [loggedOut, setSearchParams])
}

export const meta: MetaFunction = () => [
  { title: 'Welcome | Castline' },
  {
    name: 'description',
    content: 'Castline: the talent-discovery marketplace for actors, models, dancers, voiceover artists and creators.',
  },
]
