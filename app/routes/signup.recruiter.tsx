import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import type { ActionFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useNavigation, useSearchParams } from '@remix-run/react'
import { useAccountForm } from '~/components/use-account-form'
import { FormErrors, SubmitButton, TextField } from '~/components/forms'
import * as forms from '~/components/forms.css'
import { CardHeader } from '~/components/standalone-shell'
import * as shell from '~/components/standalone-shell.css'
import { MIN_PASSWORD_LENGTH, RecruiterSignupFormSchema } from '~/services/account-forms'
import { signupFailed, signUpAndSignIn } from './signup.server'
import { readForm } from '~/services/form.server'

// Requirements §2: the recruiter form has no redirect guard, so neither the loader nor the action checks who is signed in.

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await readForm(request), { schema: RecruiterSignupFormSchema })
  if (submission.status !== 'success') return signupFailed(submission, 400)
  const { redirectTo, company, ...fields } = submission.value
  return signUpAndSignIn(
    request,
    context,
    submission,
    { userType: 'recruiter', ...fields, ...(company ? { company } : {}) },
    redirectTo,
  )
}

export default function RecruiterSignup() {
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  const [searchParams] = useSearchParams()
  const redirectTo = searchParams.get('redirectTo') ?? ''
  const [form, fields] = useAccountForm('signup-recruiter', RecruiterSignupFormSchema, actionData?.result)
  return (
    <>
      <CardHeader
        eyebrow="For recruiters and brands"
        title="Start finding talent"
        lead="Search by talent type, city, age group and project, or just ask the assistant."
      />
      <Form method="post" {...getFormProps(form)} className={forms.form}>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <TextField meta={fields.name} label="Full name" autoComplete="name" />
        <TextField meta={fields.email} label="Work email" type="email" autoComplete="email" />
        <TextField
          meta={fields.password}
          label="Password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        />
        <TextField
          meta={fields.company}
          label="Company (optional)"
          autoComplete="organization"
          hint="The studio, agency or brand you cast for."
        />
        <SubmitButton pending={navigation.state === 'submitting'}>Create recruiter account</SubmitButton>
      </Form>
      <p className={shell.altAction}>
        Already on Castline?{' '}
        <Link to={redirectTo ? `/login?${new URLSearchParams({ redirectTo })}` : '/login'}>Sign in</Link>
      </p>
    </>
  )
}

export const meta: MetaFunction = () => [{ title: 'Sign up as a recruiter | Castline' }]
