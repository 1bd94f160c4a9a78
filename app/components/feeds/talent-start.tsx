import { AppLink } from '~/components/app-link'
import { CompletenessMeter, fixLinkFor } from '~/components/own-profile-completeness'
import * as page from '~/components/page.css'
import { talentPath } from '~/components/talent-card'
import type { TalentStart as TalentStartData } from '~/routes/start-page.server'
import { StartGreeting } from './start-greeting'
import { StatRow } from './stat-row'
import * as feeds from './feeds.css'
import * as styles from './start-page.css'
import { ownNumbers } from '../own-numbers'

const OWN_PROFILE = '/my-profile/talent'

/** A signed-in talent's start page: how complete the profile is and what to add next, numbers, links. */
export function TalentStart({ start }: { start: TalentStartData }) {
  const { profile } = start
  const next = profile?.completeness.missing[0]
  const nextHref = next ? `${OWN_PROFILE}${fixLinkFor(next) ?? ''}` : null
  return (
    <div className={styles.start} data-testid="talent-start">
      <StartGreeting
        firstName={start.firstName}
        lead={
          profile && profile.completeness.percent < 100
            ? 'Talent lists and searches show the fullest portfolios first: every item you add helps recruiters find you.'
            : 'Your profile has everything a casting director looks for. Keep it current as you book new work.'
        }
      >
        <li>
          <AppLink to={OWN_PROFILE} className={page.primaryButton}>
            Edit your profile
          </AppLink>
        </li>
        {profile && (
          <li>
            <AppLink to={talentPath(profile.USERID)} className={styles.secondaryButton}>
              See your public page
            </AppLink>
          </li>
        )}
        <li>
          <AppLink to="/applications" className={styles.secondaryButton}>
            Your applications
          </AppLink>
        </li>
      </StartGreeting>

      {start.error || !profile ? (
        <p className={feeds.notice} role="alert">
          Your profile could not be loaded just now: {start.error ?? 'An unexpected error occurred.'}
        </p>
      ) : (
        <div className={styles.columns}>
          <section className={styles.completeness} aria-labelledby="completeness-title" data-testid="completeness">
            <div className={styles.profileRow}>
              <img className={styles.profilePhoto} src={profile.photo} alt="" width={64} height={64} />
              <div>
                <h2 id="completeness-title" className={styles.panelTitle}>
                  Your profile
                </h2>
                <p className={styles.percent} id="completeness-label">
                  {profile.completeness.percent}% complete
                </p>
              </div>
            </div>
            <CompletenessMeter percent={profile.completeness.percent} labelledBy="completeness-label" />
            {next && nextHref ? (
              <p className={styles.nextStep}>
                Next to add:{' '}
                <AppLink to={nextHref} className={styles.nextLink}>
                  {next}
                </AppLink>
                {profile.completeness.missing.length > 1 && ` and ${profile.completeness.missing.length - 1} more`}
              </p>
            ) : (
              <p className={styles.nextStep}>Nothing is missing.</p>
            )}
            {!profile.isPublic && (
              <p className={styles.warning}>
                Your profile is hidden: recruiters cannot find it.{' '}
                <AppLink to={OWN_PROFILE} className={styles.nextLink}>
                  Make it public
                </AppLink>
              </p>
            )}
          </section>

          <StatRow title="Your numbers" stats={ownNumbers('talent', profile)} />
        </div>
      )}
    </div>
  )
}
