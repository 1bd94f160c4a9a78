import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { useHydrated } from 'remix-utils/use-hydrated'
import { StatusBadge } from '~/components/calls/call-card'
import * as calls from '~/components/calls/calls.css'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import * as forms from '~/components/forms.css'
import * as page from '~/components/page.css'
import { requestFormPathOf } from '~/components/requests/request-path'
import * as styles from '~/components/requests/requests.css'
import { ShortlistChoiceFields, type ListChoice } from '~/components/shortlists/shortlist-choice-fields'
import { TalentCard } from '~/components/talent-card'
import { callPagePath } from '~/components/calls/call-paths'
import { loadApplicants, reviewApplicant, type CallApplication } from './calls.server'

/** The applicants of a recruiter's own call (anyone else's is 404): review, shortlist, decline, request. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadApplicants(request, context, params.id)
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return reviewApplicant(request, context, params.id)
}

const STATUS_FILTERS = [
  ['', 'Every status'],
  ['submitted', 'New'],
  ['shortlisted', 'Shortlisted'],
  ['declined', 'Declined'],
  ['withdrawn', 'Withdrawn'],
] as const

export default function ApplicantsPage() {
  const { call, query, applications, lists } = useLoaderData<typeof loader>()
  return (
    <article className={page.section} aria-labelledby="applicants-title">
      <header className={styles.header}>
        <p className={page.eyebrow}>Applicants</p>
        <h1 id="applicants-title" className={styles.title}>
          {call.role}
        </h1>
        <p>
          <Link to={callPagePath(call.id)} className={styles.backLink}>
            Back to the call
          </Link>
        </p>
      </header>

      <Form method="get" className={calls.filterBar} aria-label="Filter applicants">
        <div className={forms.field}>
          <label htmlFor="filter-match" className={forms.label}>
            Show
          </label>
          <select id="filter-match" name="match" defaultValue={query.match} className={forms.select}>
            <option value="all">All applicants</option>
            <option value="matching">Those who fit the call’s criteria</option>
          </select>
        </div>
        <div className={forms.field}>
          <label htmlFor="filter-status" className={forms.label}>
            Status
          </label>
          <select id="filter-status" name="status" defaultValue={query.status ?? ''} className={forms.select}>
            {STATUS_FILTERS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={styles.secondaryButton}>
          Apply filters
        </button>
      </Form>

      <h2 className={page.sectionTitle}>
        {applications.length} applicant{applications.length === 1 ? '' : 's'}
        {query.match === 'matching' ? ' who fit the call' : ''}
      </h2>
      {applications.length === 0 ? (
        <p className={styles.empty}>
          {query.match === 'all' && !query.status
            ? 'Nobody has applied yet. Talents who fit see your call first on their home page.'
            : 'No applicants match these filters.'}
        </p>
      ) : (
        <ul className={calls.applicantGrid} aria-label="Applicants">
          {applications.map((application) => (
            <li key={application.id} className={calls.applicant} data-application-id={application.id}>
              <TalentCard talent={application.talent} shortlistable={false} />
              <Review application={application} lists={lists} />
            </li>
          ))}
        </ul>
      )}
    </article>
  )
}

function Review({ application, lists }: { application: CallApplication; lists: ListChoice[] }) {
  const hydrated = useHydrated()
  const { talent, media } = application
  const open = application.status !== 'withdrawn'
  return (
    <div className={calls.review}>
      <div className={calls.badges}>
        <StatusBadge status={application.status} />
        {application.matchesCall && <span className={calls.badge.match}>Fits the call</span>}
      </div>
      <p className={styles.muted}>
        {media.photos} photo{media.photos === 1 ? '' : 's'} · {media.voiceDemos} voice demo
        {media.voiceDemos === 1 ? '' : 's'} · {media.showreels} showreel{media.showreels === 1 ? '' : 's'}
      </p>
      {application.note && <p className={calls.note}>“{application.note}”</p>}
      {application.selfTapeUrl && (
        <p className={styles.muted}>
          <a
            href={application.selfTapeUrl}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className={styles.backLink}
          >
            Watch the self-tape<span className="visually-hidden"> of {talent.name} (opens in a new tab)</span>
          </a>
        </p>
      )}
      {open && (
        <>
          <Form method="post" className={forms.form} aria-label={`Shortlist ${talent.name}`}>
            <input type="hidden" name="applicationId" value={application.id} />
            <ShortlistChoiceFields
              lists={lists}
              errors={{}}
              idPrefix={`review-${application.id}`}
              alwaysShowName={!hydrated}
            />
            <button type="submit" name="intent" value="shortlist" className={styles.primaryButton}>
              Shortlist<span className="visually-hidden"> {talent.name}</span>
            </button>
          </Form>
          <div className={styles.actions}>
            <Link to={requestFormPathOf(talent.USERID)} className={styles.secondaryButton}>
              Send a request<span className="visually-hidden"> to {talent.name}</span>
            </Link>
            {application.status !== 'declined' && (
              <Form method="post">
                <input type="hidden" name="applicationId" value={application.id} />
                <button type="submit" name="intent" value="decline" className={styles.quietButton}>
                  Decline<span className="visually-hidden"> {talent.name}</span>
                </button>
              </Form>
            )}
          </div>
        </>
      )}
    </div>
  )
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Applicants: ${data.call.role} | Castline` : 'Applicants | Castline' },
  { name: 'robots', content: 'noindex' },
]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
