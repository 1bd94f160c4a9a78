import type { MouseEvent } from 'react'
import * as page from './page.css'
import * as styles from './own-profile.css'

/**
 * Where on the talent page each item of the API's checklist is fixed (api/services/casting.ts's
 * completenessOf words them). Matched by a word each, so rewording an item keeps its link; an item no
 * rule knows is listed without one.
 */
const FIXED_AT: [RegExp, string][] = [
  [/headshot|photo/i, '#photos'],
  [/voice demo/i, '#voice-demos'],
  [/bio/i, '#talent-profile-bio'],
  [/skill/i, '#talent-profile-skills'],
  [/language/i, '#talent-profile-languages'],
  [/height/i, '#casting-details-heightCm'],
  [/credit/i, '#credits'],
  [/showreel/i, '#showreels'],
]

export function fixLinkFor(item: string): string | null {
  return FIXED_AT.find(([pattern]) => pattern.test(item))?.[1] ?? null
}

/** The jump moves focus to the field too (a fragment alone only scrolls to it in some browsers). */
function focusTarget(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById(event.currentTarget.hash.slice(1))
  target?.focus({ preventScroll: true })
}

/** The share of the checklist done, as a bar; `labelledBy` names the element that says the percentage. */
export function CompletenessMeter({ percent, labelledBy }: { percent: number; labelledBy: string }) {
  return (
    <div
      className={styles.meter}
      role="progressbar"
      aria-labelledby={labelledBy}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <div className={styles.meterFill} style={{ width: `${percent}%` }} />
    </div>
  )
}

/** What a casting director would still miss on the profile, as a bar and a list of links to fix each. */
export function ProfileCompleteness({ percent, missing }: { percent: number; missing: string[] }) {
  return (
    <section aria-labelledby="completeness-title" className={styles.section}>
      <h2 id="completeness-title" className={page.sectionTitle}>
        Profile checklist
      </h2>
      <div className={styles.formCard}>
        <p className={styles.completenessLine} id="completeness-label">
          Your profile is <strong>{percent}%</strong> complete
        </p>
        <CompletenessMeter percent={percent} labelledBy="completeness-label" />
        {missing.length > 0 ? (
          <>
            <p className={styles.numbersNote}>What casting directors look for that your profile does not have yet:</p>
            <ul className={styles.checklist}>
              {missing.map((item) => {
                const href = fixLinkFor(item)
                return (
                  <li key={item}>
                    {href ? (
                      <a href={href} onClick={focusTarget}>
                        {item}
                      </a>
                    ) : (
                      item
                    )}
                  </li>
                )
              })}
            </ul>
          </>
        ) : (
          <p className={styles.numbersNote}>Everything a casting director looks for is on your profile.</p>
        )}
      </div>
    </section>
  )
}
