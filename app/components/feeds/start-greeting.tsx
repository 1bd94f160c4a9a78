import type { ReactNode } from 'react'
import * as page from '~/components/page.css'
import * as styles from './start-page.css'

/** The top of a start page: who it is for, one line of what to do, and quick actions (list items). */
export function StartGreeting({ firstName, lead, children }: { firstName: string; lead: string; children: ReactNode }) {
  return (
    <section className={styles.greeting} aria-labelledby="home-title">
      <p className={page.eyebrow}>Your start page</p>
      <h1 id="home-title" className={styles.title}>
        Hello, {firstName}
      </h1>
      <p className={page.lead}>{lead}</p>
      <ul className={styles.actions} aria-label="Quick actions">
        {children}
      </ul>
    </section>
  )
}
