import { isRouteErrorResponse, Link, useRouteError } from '@remix-run/react'
import type { ReactNode } from 'react'
import { GeneralErrorBoundary } from './error-boundary'
import * as page from './page.css'
import * as styles from './talent-profile.css'

export interface TalentPageData {
  USERID: string
  name: string
  talentType: string
  city: string
  ageGroup: string
  photo: string
  rating: number
  languages: string[]
  skills: string[]
  bio: string
  projectTypes: string[]
  isPublic: boolean
}

/** The photo card of a talent's page: who they are at a glance, and what a visitor can do. */
export function TalentSummaryCard({ talent, children }: { talent: TalentPageData; children: ReactNode }) {
  return (
    <section className={styles.card} aria-labelledby="talent-name">
      <img
        className={styles.photo}
        src={talent.photo}
        alt={`Portrait of ${talent.name}`}
        width={280}
        height={280}
        decoding="async"
      />
      <div className={styles.heading}>
        <p className={page.eyebrow}>{talent.talentType}</p>
        <h1 id="talent-name" className={styles.name}>
          {talent.name}
        </h1>
        <p className={styles.summary}>
          {talent.city} · {talent.ageGroup} yrs
        </p>
        <p className={styles.rating}>
          <span aria-hidden="true">★ </span>
          {talent.rating.toFixed(1)} <span className={styles.hint}>out of 5</span>
        </p>
        {!talent.isPublic && <p className={styles.badge}>Hidden from search: only you can see this page</p>}
      </div>
      {children}
    </section>
  )
}

function Chips({ items, label, empty }: { items: string[]; label: string; empty: string }) {
  if (items.length === 0) return <p className={styles.empty}>{empty}</p>
  return (
    <ul className={styles.chips} aria-label={label}>
      {items.map((item) => (
        <li key={item} className={styles.chip}>
          {item}
        </li>
      ))}
    </ul>
  )
}

/** Everything else about the talent: bio, facts, skills, languages and the kinds of work they take. */
export function TalentDetails({ talent }: { talent: TalentPageData }) {
  const firstName = talent.name.split(' ')[0] ?? talent.name
  return (
    <div className={styles.content}>
      <section className={styles.section} aria-labelledby="about-title">
        <h2 id="about-title" className={page.sectionTitle}>
          About {firstName}
        </h2>
        {talent.bio ? (
          <p className={styles.bio}>{talent.bio}</p>
        ) : (
          <p className={styles.empty}>{firstName} has not written a bio yet.</p>
        )}
      </section>
      <section className={styles.section} aria-labelledby="facts-title">
        <h2 id="facts-title" className={page.sectionTitle}>
          At a glance
        </h2>
        <dl className={styles.facts}>
          {[
            ['Talent type', talent.talentType],
            ['City', talent.city],
            ['Age group', `${talent.ageGroup} years`],
            ['Languages', talent.languages.join(', ') || 'Not listed'],
          ].map(([term, detail]) => (
            <div key={term} className={styles.fact}>
              <dt className={styles.factTerm}>{term}</dt>
              <dd className={styles.factDetail}>{detail}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className={styles.section} aria-labelledby="skills-title">
        <h2 id="skills-title" className={page.sectionTitle}>
          Skills
        </h2>
        <Chips items={talent.skills} label="Skills" empty="No skills listed yet." />
      </section>
      <section className={styles.section} aria-labelledby="projects-title">
        <h2 id="projects-title" className={page.sectionTitle}>
          Open to
        </h2>
        <Chips items={talent.projectTypes} label="Project types" empty="Any kind of project." />
      </section>
    </div>
  )
}

/** The address to pass on, ready to copy: what sharing shows without JavaScript (or a clipboard). */
export function ShareLink({ url }: { url: string }) {
  return (
    <div className={styles.notice} role="status">
      <label htmlFor="share-url" className={styles.label}>
        Copy this link to share the profile
      </label>
      <input
        id="share-url"
        className={styles.linkField}
        readOnly
        value={url}
        onFocus={(event) => event.currentTarget.select()}
      />
    </div>
  )
}

export function ConnectLink({ url, name }: { url: string; name: string }) {
  return (
    <p className={styles.notice} role="status">
      <span>Your request is noted. Write to {name} directly:</span>
      <a className={styles.contactLink} href={url}>
        Email {name}
      </a>
    </p>
  )
}

export function ActionError({ message }: { message: string }) {
  return (
    <p className={`${styles.notice} ${styles.noticeError}`} role="alert">
      {message}
    </p>
  )
}

/** 404 and 400 say what is wrong with the talent link; every other failure is the shared boundary's. */
export function TalentErrorBoundary() {
  const error = useRouteError()
  if (!isRouteErrorResponse(error) || (error.status !== 404 && error.status !== 400)) return <GeneralErrorBoundary />
  const message = typeof error.data?.message === 'string' ? error.data.message : null
  const notFound = error.status === 404
  return (
    <section className={page.centered} aria-labelledby="error-title">
      <p className={page.eyebrow}>Error {error.status}</p>
      <h1 id="error-title" className={page.title}>
        {notFound ? 'This talent is not in the cast' : 'That talent link is broken'}
      </h1>
      <p className={page.lead}>{message ?? 'The talent you are looking for does not exist.'}</p>
      <Link to="/" className={page.primaryButton}>
        Browse talents
      </Link>
    </section>
  )
}
