import { Link } from '@remix-run/react'
import * as page from './page.css'
import * as styles from './talent-filters.css'

/**
 * What a guest sees where members have the filter form (requirements §5: filtered search runs only when
 * authenticated): what signing in unlocks, and a sign-in link that comes back to this page. Never a form
 * whose submit would be ignored.
 */
export function MembersFilterPrompt({ loginHref, asked }: { loginHref: string; asked: string | null }) {
  return (
    <section className={styles.unlock} aria-labelledby="unlock-title" data-testid="sign-in-to-filter">
      <h2 id="unlock-title" className={styles.unlockTitle}>
        Sign in to narrow the list
      </h2>
      <p className={page.muted}>You are browsing every public talent. Members can also:</p>
      <ul className={styles.unlockList}>
        <li>filter by project, talent type, gender, city and age</li>
        <li>search talents by name</li>
        <li>sort by newest or best rated</li>
      </ul>
      {asked && (
        <p className={page.muted} data-testid="asked-filters">
          This link asks for <strong>{asked}</strong>: sign in to see them.
        </p>
      )}
      <div className={styles.unlockActions}>
        <Link to={loginHref} className={styles.submit}>
          Sign in to filter talents
        </Link>
        <Link to="/signup/recruiter" className={styles.clear}>
          New here? Create a recruiter account
        </Link>
      </div>
    </section>
  )
}
