import { AppLink } from '~/components/app-link'
import * as styles from './calls.css'

/** What a call card shows: the API's call, or any list's summary of one. */
export interface CallCardData {
  id: number
  url: string
  role: string
  talentType: string
  city: string | null
  remote: boolean
  projectType: string
  paid: boolean
  rate: { min: number; max: number; unit: 'day' | 'project' } | null
  deadline: string
  closed: boolean
  brand: { name: string; logo: string }
  matchesYou?: boolean | null
  myApplication?: { status: ApplicationStatus } | null
}

export type ApplicationStatus = 'submitted' | 'shortlisted' | 'declined' | 'withdrawn'

export const STATUS_WORDS: Record<ApplicationStatus, string> = {
  submitted: 'Applied',
  shortlisted: 'Shortlisted',
  declined: 'Not selected',
  withdrawn: 'Withdrawn',
}

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 })
const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })

/** "₹15,000–₹25,000 a day", or "Unpaid". */
export function payOf(call: Pick<CallCardData, 'paid' | 'rate'>): string {
  if (!call.paid || !call.rate) return 'Unpaid'
  const { min, max, unit } = call.rate
  const range = min === max ? rupees.format(min) : `${rupees.format(min)}–${rupees.format(max)}`
  return `${range} ${unit === 'day' ? 'a day' : 'for the project'}`
}

export const dateOf = (value: string) => day.format(new Date(`${value.slice(0, 10)}T00:00:00Z`))

export const placeOf = (call: Pick<CallCardData, 'city' | 'remote'>) => (call.remote ? 'Remote' : (call.city ?? ''))

export function StatusBadge({ status }: { status: ApplicationStatus }) {
  return <span className={styles.badge[status]}>{STATUS_WORDS[status]}</span>
}

/** A casting call in a list: brand, role (the link to its page), what it asks, pay and deadline. */
export function CallCard({ call, headingLevel = 3 }: { call: CallCardData; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className={styles.callCard} data-call-id={call.id} aria-labelledby={`call-${call.id}-role`}>
      <div className={styles.callTop}>
        <img className={styles.brandLogo} src={call.brand.logo} alt="" width={40} height={40} loading="lazy" />
        <p className={styles.brandName}>{call.brand.name}</p>
      </div>
      <Heading id={`call-${call.id}-role`} className={styles.callRole}>
        <AppLink to={call.url} className={styles.callLink}>
          {call.role}
        </AppLink>
      </Heading>
      {(call.matchesYou || call.myApplication || call.closed) && (
        <div className={styles.badges}>
          {call.matchesYou && <span className={styles.badge.match}>Matches your profile</span>}
          {call.myApplication && <StatusBadge status={call.myApplication.status} />}
          {call.closed && <span className={styles.badge.closed}>Closed</span>}
        </div>
      )}
      <ul className={styles.chips} aria-label="What the call asks for">
        <li className={styles.chip}>{call.talentType}</li>
        <li className={styles.chip}>{placeOf(call)}</li>
        <li className={styles.chip}>{call.projectType}</li>
      </ul>
      <p className={styles.callMeta}>
        {payOf(call)} · Apply by {dateOf(call.deadline)}
      </p>
    </article>
  )
}
