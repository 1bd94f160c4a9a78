import { Form, Link } from '@remix-run/react'
import { dateLabel, indianGrouping } from '~/components/portfolio/format'
import type { ConnectionRequestView, RequestStatus } from '../../../api/services/connection-requests'
import * as styles from './requests.css'

/** A request as the API answers it to either party (GET /connection-requests/{id}). */
export type RequestSummary = ConnectionRequestView

export { requestFormPathOf } from './request-path'

const STATUS_LABEL: Record<RequestStatus, string> = {
  pending: 'Waiting for an answer',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
}

export function StatusBadge({ status }: { status: RequestStatus }) {
  return (
    <span className={styles.badge[status]} data-testid="request-status">
      {STATUS_LABEL[status]}
    </span>
  )
}

/** "1 Dec 2026", or "1 Dec 2026 – 3 Dec 2026". */
export function datesLabel(start: string, end: string): string {
  return start === end ? dateLabel(start) : `${dateLabel(start)} – ${dateLabel(end)}`
}

/** "₹15,000" for INR (in paise), "USD 150.00" otherwise. */
export function rateLabel(rate: { amountMinor: number; currency: string }): string {
  if (rate.currency === 'INR') return `₹${indianGrouping(rate.amountMinor / 100)}`
  return `${rate.currency} ${(rate.amountMinor / 100).toFixed(2)}`
}

/** The other side of the request, as the viewer sees it. */
function counterpart(request: RequestSummary) {
  if (request.viewerRole === 'recruiter') {
    return {
      name: request.talent.name,
      detail: `${request.talent.talentType} · ${request.talent.city}`,
      email: request.talent.email,
      href: `/recruiter/solo/${request.talent.USERID}`,
    }
  }
  return {
    name: request.recruiter.name,
    detail: request.recruiter.company || 'Recruiter',
    email: request.recruiter.email,
    href: null,
  }
}

/** The top of a request: who it is with, and its status. */
export function RequestHeading({
  request,
  level = 'h2',
  linked = false,
}: {
  request: RequestSummary
  level?: 'h1' | 'h2'
  linked?: boolean
}) {
  const other = counterpart(request)
  const Heading = level
  const name = linked ? (
    <Link to={`/requests/${request.id}`} className={styles.whoLink}>
      {other.name}
    </Link>
  ) : (
    other.name
  )
  return (
    <div className={styles.cardTop}>
      {request.viewerRole === 'recruiter' && (
        <img className={styles.avatar} src={request.talent.photo} alt="" width={56} height={56} />
      )}
      <div className={styles.who}>
        <Heading className={styles.whoName}>{name}</Heading>
        <p className={styles.muted}>{other.detail}</p>
      </div>
      <StatusBadge status={request.status} />
    </div>
  )
}

/** Project, role, dates, place and rate. */
export function RequestFacts({ request }: { request: RequestSummary }) {
  const facts: [string, string][] = [
    ['Project', request.project],
    ['Role', request.role],
    ['Dates', datesLabel(request.startDate, request.endDate)],
    ['Place', request.place],
    ['Rate', request.rate ? rateLabel(request.rate) : 'Not stated'],
  ]
  return (
    <dl className={styles.facts}>
      {facts.map(([term, detail]) => (
        <div key={term} className={styles.fact}>
          <dt className={styles.factTerm}>{term}</dt>
          <dd className={styles.factDetail}>{detail}</dd>
        </div>
      ))}
    </dl>
  )
}

/** A mailto: link with the address percent-encoded part by part (RFC 6068) and a prefilled subject. */
export function mailtoLink(email: string, subject: string): string {
  const at = email.lastIndexOf('@')
  const address = `${encodeURIComponent(email.slice(0, at))}@${encodeURIComponent(email.slice(at + 1))}`
  return `mailto:${address}?subject=${encodeURIComponent(subject)}`
}

/** The other side's email, which the API gives only once the request is accepted. */
export function RequestContact({ request }: { request: RequestSummary }) {
  const other = counterpart(request)
  if (request.status !== 'accepted' || !other.email) return null
  return (
    <div className={styles.contact} data-testid="request-contact">
      <p className={styles.muted}>Contact {other.name}</p>
      <a
        className={styles.contactLink}
        href={mailtoLink(other.email, `${request.project}: ${request.role} (Castline)`)}
      >
        {other.email}
      </a>
    </div>
  )
}

/** The POST forms for what the viewer may do now: the talent answers a pending request, the recruiter withdraws it. */
export function RequestActions({ request, action }: { request: RequestSummary; action?: string }) {
  if (request.status !== 'pending') return null
  const button = (intent: string, label: string, className: string) => (
    <Form method="post" action={action}>
      <input type="hidden" name="id" value={request.id} />
      <button type="submit" name="intent" value={intent} className={className}>
        {label}
      </button>
    </Form>
  )
  if (request.viewerRole === 'recruiter') {
    return <div className={styles.actions}>{button('withdraw', 'Withdraw request', styles.secondaryButton)}</div>
  }
  return (
    <div className={styles.actions}>
      {button('accept', 'Accept', styles.primaryButton)}
      {button('decline', 'Decline', styles.secondaryButton)}
      {button('block', 'Block this recruiter', styles.quietButton)}
    </div>
  )
}

/** One request in a list: who, status, the facts and a link to it. */
export function RequestListItem({ request }: { request: RequestSummary }) {
  return (
    <li className={styles.card} data-testid="request-item">
      <RequestHeading request={request} linked />
      <RequestFacts request={request} />
      <RequestContact request={request} />
      <RequestActions request={request} action="/requests" />
      <p className={styles.muted}>
        <Link to={`/requests/${request.id}`} className={styles.backLink}>
          {request.viewerRole === 'talent' && request.status === 'pending' ? 'Read and answer' : 'Open the request'}
          <span className="visually-hidden">
            {request.viewerRole === 'talent' ? ` from ${request.recruiter.name}` : ` to ${request.talent.name}`}
          </span>
        </Link>
      </p>
    </li>
  )
}
