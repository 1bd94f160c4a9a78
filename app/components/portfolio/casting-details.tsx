import { dayRateLabel, followersLabel, heightLabel, measurementsLabel } from './format'
import * as styles from './casting-details.css'

export interface Casting {
  heightCm: number | null
  measurements: { chestCm?: number; waistCm?: number; hipsCm?: number } | null
  shoeSizeEu: number | null
  accents: string[]
  credits: Credit[]
  bookedUntil: string | null
  dayRate: { min: number | null; max: number | null } | null
  socialHandles: SocialHandle[]
}

interface Credit {
  title: string
  role: string
  year: number
  projectType?: string
  url?: string
}

interface SocialHandle {
  platform: string
  handle: string
  followers?: number
}

export interface CastingFact {
  term: string
  detail: string
  /** Long values (measurements, a rate range) take two columns, so they break less. */
  wide: boolean
}

/**
 * The casting facts a talent has given, in a fixed order (the short ones first, so two share a phone's
 * row): empty when they have given none.
 */
export function castingFacts(casting: Casting): CastingFact[] {
  const facts: Array<[string, string | null, boolean?]> = [
    ['Height', casting.heightCm === null ? null : heightLabel(casting.heightCm)],
    ['Shoe size', casting.shoeSizeEu === null ? null : `EU ${casting.shoeSizeEu}`],
    ['Measurements', measurementsLabel(casting.measurements), true],
    ['Day rate', casting.dayRate ? dayRateLabel(casting.dayRate) : null, true],
    ['Accents', casting.accents.length > 0 ? casting.accents.join(', ') : null],
  ]
  return facts.flatMap(([term, detail, wide = false]) => (detail ? [{ term, detail, wide }] : []))
}

/** Height, measurements, shoe size, accents and (for recruiters) the day rate: only those given. */
export function CastingFacts({ facts }: { facts: CastingFact[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map(({ term, detail, wide }) => (
        <div key={term} className={wide ? `${styles.fact} ${styles.wideFact}` : styles.fact}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.detail}>{detail}</dd>
        </div>
      ))}
    </dl>
  )
}

const isWebLink = (url: string | undefined): url is string => typeof url === 'string' && /^https?:\/\//i.test(url)

/** Credits as the talent lists them: title (linked when they gave a link), role, year and kind of project. */
export function Credits({ credits }: { credits: Credit[] }) {
  return (
    <ol className={styles.credits}>
      {credits.map((credit, index) => (
        <li key={`${credit.title}-${credit.year}-${index}`} className={styles.credit}>
          <span className={styles.year}>{credit.year}</span>
          <span className={styles.creditBody}>
            <span className={styles.creditTitle}>
              {isWebLink(credit.url) ? (
                <a className={styles.link} href={credit.url} rel="noopener noreferrer nofollow">
                  {credit.title}
                </a>
              ) : (
                credit.title
              )}
            </span>
            <span className={styles.creditMeta}>
              {credit.role}
              {credit.projectType && ` · ${credit.projectType}`}
            </span>
          </span>
        </li>
      ))}
    </ol>
  )
}

/** Handles with the follower counts the talent declares: nobody has checked them, and the page says so. */
export function SocialHandles({ handles }: { handles: SocialHandle[] }) {
  return (
    <ul className={styles.handles}>
      {handles.map((social) => (
        <li key={`${social.platform}-${social.handle}`} className={styles.handle}>
          <span className={styles.platform}>{social.platform}</span>
          <span className={styles.handleName}>{social.handle}</span>
          {social.followers !== undefined && (
            <span className={styles.followers}>
              {followersLabel(social.followers)} <span className={styles.selfDeclared}>(self-declared)</span>
            </span>
          )}
        </li>
      ))}
    </ul>
  )
}
