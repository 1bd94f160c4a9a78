import { AppLink } from '~/components/app-link'
import { Photo } from '~/components/portfolio/photo'
import { RequestButton } from '~/components/requests/request-button'
import { AddToShortlist } from '~/components/shortlists/add-to-shortlist'
import type { TalentCard as TalentCardData } from '~/services/api.server'
import * as styles from './talent-card.css'

/**
 * The width a card's photo is drawn at: half a phone's width (two columns), at most 240 px beside
 * others. A phone at 1x takes the 320-px WebP; `srcset` lets denser screens take the 640.
 */
const CARD_PHOTO_SIZES = '(max-width: 719px) calc(50vw - 24px), 240px'

/** The talent's own page. */
export const talentPath = (USERID: string) => `/recruiter/solo/${encodeURIComponent(USERID)}`

/**
 * A talent in a list: `<article data-talent-id>` with name, type, city and photo; the name links to the talent.
 * Recruiters also get "Add to shortlist" and "Request" (`shortlistable`, on by default).
 */
export function TalentCard({ talent, shortlistable = true }: { talent: TalentCardData; shortlistable?: boolean }) {
  return (
    <article className={styles.card} data-talent-id={talent.USERID} aria-labelledby={`talent-${talent.USERID}`}>
      <Photo
        className={styles.photo}
        src={talent.photo}
        srcSet={talent.photoSrcset}
        sizes={CARD_PHOTO_SIZES}
        placeholder={talent.photoPlaceholder}
        alt={`Portrait of ${talent.name}`}
        width={240}
        height={240}
      />
      <div className={styles.body}>
        <h3 id={`talent-${talent.USERID}`} className={styles.name}>
          <AppLink to={talentPath(talent.USERID)} className={styles.link}>
            {talent.name}
          </AppLink>
        </h3>
        <div className={styles.typeRow}>
          <p className={styles.meta}>{talent.talentType}</p>
          <span className={styles.rating} aria-label={`Rated ${talent.rating.toFixed(1)} out of 5`}>
            ★ {talent.rating.toFixed(1)}
          </span>
        </div>
        <p className={styles.meta}>
          {talent.city} · {talent.ageGroup} yrs
        </p>
        {talent.projectTypes.length > 0 && (
          <ul className={styles.chips} aria-label="Project types">
            {talent.projectTypes.slice(0, 2).map((project) => (
              <li key={project} className={styles.chip}>
                {project}
              </li>
            ))}
          </ul>
        )}
        {shortlistable && (
          <div className={styles.recruiterActions}>
            <AddToShortlist talent={talent} label="Shortlist" />
            <RequestButton talent={talent} />
          </div>
        )}
      </div>
    </article>
  )
}

export function TalentGrid({ talents, label }: { talents: TalentCardData[]; label?: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {talents.map((talent) => (
        <li key={talent.USERID}>
          <TalentCard talent={talent} />
        </li>
      ))}
    </ul>
  )
}
