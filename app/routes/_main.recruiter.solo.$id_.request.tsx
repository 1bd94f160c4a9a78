import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod'
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { FieldErrors, FormErrors, SubmitButton, TextField } from '~/components/forms'
import * as forms from '~/components/forms.css'
import * as page from '~/components/page.css'
import { REQUEST_MESSAGE_MAX_LENGTH, RequestFormSchema } from '~/components/requests/request-form-schema'
import * as styles from '~/components/requests/requests.css'
import { loadRequestForm, sendRequestForm } from './requests.server'

/** The connection request form (ADR 024), reached from a talent's Connect button; an open request is shown instead. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadRequestForm(request, context, params.id)
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return sendRequestForm(request, context, params.id)
}

export default function RequestFormPage() {
  const { talent, previous } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <article className={styles.page} aria-labelledby="request-title">
      <header className={styles.header}>
        <p className={page.eyebrow}>Connection request</p>
        <h1 id="request-title" className={styles.title}>
          Ask {talent.name} to work with you
        </h1>
        <p className={page.lead}>
          Say what the job is. {talent.name} sees your name and company and answers; you see their email once they
          accept.
        </p>
        {(previous === 'declined' || previous === 'withdrawn') && (
          <p className={styles.muted}>
            Your last request to {talent.name} was {previous}. You can send a new one.
          </p>
        )}
        <p>
          <Link to={`/recruiter/solo/${talent.USERID}`} className={styles.backLink}>
            Back to {talent.name}’s profile
          </Link>
        </p>
      </header>
      <RequestForm lastResult={actionData?.result} />
    </article>
  )
}

function RequestForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const navigation = useNavigation()
  const [form, fields] = useForm({
    id: 'connection-request',
    lastResult,
    constraint: getZodConstraint(RequestFormSchema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: RequestFormSchema }),
  })
  const today = new Date().toISOString().slice(0, 10)
  const messageHint = `${fields.message.id}-hint`
  return (
    <Form method="post" {...getFormProps(form)} className={`${forms.form} ${styles.card}`}>
      <FormErrors id={form.errorId} errors={form.errors} />
      <div className={forms.row}>
        <TextField meta={fields.project} label="Project" autoComplete="off" hint="For example: Biscuit ad – kids" />
        <TextField meta={fields.role} label="Role" autoComplete="off" hint="For example: Young mother, lead" />
      </div>
      <div className={forms.row}>
        <TextField meta={fields.startDate} label="First day" type="date" autoComplete="off" min={today} />
        <TextField meta={fields.endDate} label="Last day" type="date" autoComplete="off" min={today} />
      </div>
      <div className={forms.row}>
        <TextField meta={fields.place} label="Place" autoComplete="off" hint="Studio, city or “Remote”" />
        <TextField
          meta={fields.rate}
          label="Rate in rupees (optional)"
          autoComplete="off"
          inputMode="numeric"
          hint="The fee you offer for the job, in whole rupees"
        />
      </div>
      <div className={forms.field}>
        <label htmlFor={fields.message.id} className={forms.label}>
          Message
        </label>
        <textarea
          {...getTextareaProps(fields.message, { ariaDescribedBy: messageHint })}
          key={fields.message.key}
          rows={6}
          className={styles.textarea}
        />
        <p id={messageHint} className={forms.hint}>
          What should they know about the job? Up to {REQUEST_MESSAGE_MAX_LENGTH} characters. Your email is shared with
          them when they accept.
        </p>
        <FieldErrors id={fields.message.errorId} errors={fields.message.errors} />
      </div>
      <div className={styles.actions}>
        <SubmitButton pending={navigation.state === 'submitting'}>Send request</SubmitButton>
      </div>
    </Form>
  )
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Request ${data.talent.name} | Castline` : 'Connection request | Castline' },
  { name: 'robots', content: 'noindex' },
]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
