import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import {
  Form,
  Link,
  isRouteErrorResponse,
  useActionData,
  useLoaderData,
  useNavigation,
  useRouteError,
} from '@remix-run/react'
import { APPLICATION_NOTE_MAX_LENGTH, applicationFormSchema } from '~/components/calls/call-form-schema'
import { dateOf, payOf, placeOf, StatusBadge } from '~/components/calls/call-card'
import * as calls from '~/components/calls/calls.css'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { NotFoundContent } from '~/components/feeds/not-found'
import { openGraphMeta } from '~/components/open-graph'
import { FieldErrors, FormErrors, SubmitButton } from '~/components/forms'
import * as forms from '~/components/forms.css'
import * as profile from '~/components/own-profile.css'
import * as page from '~/components/page.css'
import * as styles from '~/components/requests/requests.css'
import { applicantsPagePath, APPLICATIONS_PAGE_PATH } from '~/components/calls/call-paths'
import { actOnCall, loadCallPage, type CastingCall } from './calls.server'

/** A casting call's page (ADR 026): for anyone, signed out and without JavaScript too, with Open Graph tags. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadCallPage(request, context, params.id)
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return actOnCall(request, context, params.id)
}

export default function CallPage() {
  const { call, viewer } = useLoaderData<typeof loader>()
  const ages = call.ageGroup ? `${call.ageGroup} years` : 'Any age'
  return (
    <article className={styles.page} aria-labelledby="call-title">
      <header className={styles.header}>
        <div className={calls.callTop}>
          <img className={calls.brandLogo} src={call.brand.logo} alt="" width={40} height={40} />
          <Link to={`/brand/${call.brand.slug}`} className={styles.backLink}>
            {call.brand.name}
          </Link>
        </div>
        <p className={page.eyebrow}>Casting call · {call.projectType}</p>
        <h1 id="call-title" className={styles.title}>
          {call.role}
        </h1>
        <div className={calls.badges}>
          {call.closed && <span className={calls.badge.closed}>Closed</span>}
          {call.matchesYou && <span className={calls.badge.match}>Matches your profile</span>}
          {call.myApplication && <StatusBadge status={call.myApplication.status} />}
        </div>
      </header>

      <section className={styles.card} aria-label="What the call asks for">
        <dl className={styles.facts}>
          <Fact term="Talent">{call.talentType}</Fact>
          <Fact term="Gender">{call.gender ?? 'Any'}</Fact>
          <Fact term="Age">{ages}</Fact>
          <Fact term="Where">{placeOf(call)}</Fact>
          <Fact term="Languages">{call.languages.length ? call.languages.join(', ') : 'Any'}</Fact>
          <Fact term="Shoot">
            {call.shootStartDate === call.shootEndDate
              ? dateOf(call.shootStartDate)
              : `${dateOf(call.shootStartDate)} – ${dateOf(call.shootEndDate)}`}
          </Fact>
          <Fact term="Pay">{payOf(call)}</Fact>
          <Fact term="Apply by">{dateOf(call.deadline)}</Fact>
          {call.selfTapeRequired && <Fact term="Self-tape">Asked for</Fact>}
        </dl>
        <p className={calls.description}>{call.description}</p>
      </section>

      <CallActions call={call} viewer={viewer} />
    </article>
  )
}

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.factTerm}>{term}</dt>
      <dd className={styles.factDetail}>{children}</dd>
    </div>
  )
}

/** What the viewer can do here: apply or follow their application (a talent), manage (the owner), sign in (a guest). */
function CallActions({ call, viewer }: { call: CastingCall; viewer: 'talent' | 'recruiter' | null }) {
  const actionData = useActionData<typeof action>()
  const closedNote = (
    <p className={styles.muted}>This call is closed: it took applications until {dateOf(call.deadline)}.</p>
  )
  if (call.isOwner) {
    return (
      <section className={styles.card} aria-labelledby="owner-title">
        <h2 id="owner-title" className={page.sectionTitle}>
          Your call
        </h2>
        {call.applicants && (
          <p className={styles.muted}>
            {call.applicants.total} applied · {call.applicants.shortlisted} shortlisted · {call.applicants.declined}{' '}
            declined
          </p>
        )}
        {call.closed && closedNote}
        <div className={styles.actions}>
          <Link to={applicantsPagePath(call.id)} className={styles.primaryButton}>
            See applicants
          </Link>
          <Link to={`/calls/${call.id}/edit`} className={styles.secondaryButton}>
            Edit
          </Link>
          {!call.closed && (
            <Form method="post">
              <button type="submit" name="intent" value="close" className={styles.quietButton}>
                Close the call
              </button>
            </Form>
          )}
        </div>
      </section>
    )
  }
  if (viewer === null) {
    const back = new URLSearchParams({ redirectTo: call.url })
    return (
      <section className={styles.card} aria-label="Apply">
        {call.closed ? (
          closedNote
        ) : (
          <>
            <p className={styles.muted}>Sign in with your talent account to apply with your portfolio.</p>
            <div className={styles.actions}>
              <Link to={`/login?${back}`} className={styles.primaryButton}>
                Sign in to apply
              </Link>
              <Link to="/signup" className={styles.secondaryButton}>
                Create a talent profile
              </Link>
            </div>
          </>
        )}
      </section>
    )
  }
  if (viewer === 'recruiter') return call.closed ? <section className={styles.card}>{closedNote}</section> : null
  if (call.myApplication) {
    const { status, id } = call.myApplication
    return (
      <section className={styles.card} aria-labelledby="mine-title">
        <h2 id="mine-title" className={page.sectionTitle}>
          Your application
        </h2>
        <p className={styles.muted}>
          Status: <StatusBadge status={status} />
        </p>
        <div className={styles.actions}>
          <Link to={APPLICATIONS_PAGE_PATH} className={styles.secondaryButton}>
            All your applications
          </Link>
          {status !== 'withdrawn' && (
            <Form method="post">
              <input type="hidden" name="applicationId" value={id} />
              <button type="submit" name="intent" value="withdraw" className={styles.quietButton}>
                Withdraw
              </button>
            </Form>
          )}
        </div>
      </section>
    )
  }
  if (call.closed) return <section className={styles.card}>{closedNote}</section>
  return <ApplyForm selfTapeRequired={call.selfTapeRequired} lastResult={actionData?.result} />
}

function ApplyForm({
  selfTapeRequired,
  lastResult,
}: {
  selfTapeRequired: boolean
  lastResult: SubmissionResult<string[]> | undefined
}) {
  const navigation = useNavigation()
  const schema = applicationFormSchema(selfTapeRequired)
  const [form, fields] = useForm({
    id: 'apply',
    lastResult,
    constraint: getZodConstraint(schema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  })
  const noteHint = `${fields.note.id}-hint`
  const tapeHint = `${fields.selfTapeUrl.id}-hint`
  return (
    <section className={styles.card} aria-labelledby="apply-title">
      <h2 id="apply-title" className={page.sectionTitle}>
        Apply
      </h2>
      <p className={styles.muted}>
        The recruiter sees your profile as it is now: your headshot, photos, voice demos and showreels.
      </p>
      <Form method="post" {...getFormProps(form)} className={forms.form}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <div className={forms.field}>
          <label htmlFor={fields.note.id} className={forms.label}>
            Note to the recruiter (optional)
          </label>
          <textarea
            {...getTextareaProps(fields.note, { ariaDescribedBy: noteHint })}
            key={fields.note.key}
            rows={4}
            className={profile.textarea}
          />
          <p id={noteHint} className={forms.hint}>
            Why you fit, when you are free. Up to {APPLICATION_NOTE_MAX_LENGTH} characters.
          </p>
          <FieldErrors id={fields.note.errorId} errors={fields.note.errors} />
        </div>
        <div className={forms.field}>
          <label htmlFor={fields.selfTapeUrl.id} className={forms.label}>
            Self-tape link{selfTapeRequired ? '' : ' (optional)'}
          </label>
          <input
            {...getInputProps(fields.selfTapeUrl, { type: 'url', ariaDescribedBy: tapeHint })}
            key={fields.selfTapeUrl.key}
            className={forms.input}
            placeholder="https://youtu.be/…"
          />
          <p id={tapeHint} className={forms.hint}>
            {selfTapeRequired ? 'This call asks for a self-tape: ' : ''}a YouTube, Vimeo, Google Drive, Dropbox or Loom
            link the recruiter can open.
          </p>
          <FieldErrors id={fields.selfTapeUrl.errorId} errors={fields.selfTapeUrl.errors} />
        </div>
        <input type="hidden" name="intent" value="apply" />
        <div>
          <SubmitButton pending={navigation.state === 'submitting'}>Apply with my profile</SubmitButton>
        </div>
      </Form>
    </section>
  )
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => {
  if (!loaded) return [{ title: 'Casting call not found | Castline' }, { name: 'robots', content: 'noindex' }]
  const { call, pageUrl, logoUrl } = loaded
  const title = `${call.role} · ${call.brand.name} | Castline casting call`
  const description = `${call.talentType}, ${placeOf(call)}, ${call.projectType}. ${payOf(call)}. Apply by ${dateOf(call.deadline)}.`
  return openGraphMeta({ title, description, image: logoUrl, url: pageUrl })
}

export function ErrorBoundary() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />
  return <GeneralErrorBoundary />
}
