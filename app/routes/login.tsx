import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { useAccountForm } from '~/components/use-account-form'
import { FormErrors, SubmitButton, TextField } from '~/components/forms'
import * as forms from '~/components/forms.css'
import { AuthLayout, CardHeader, StandaloneShell } from '~/components/standalone-shell'
import * as shell from '~/components/standalone-shell.css'
import { LoginFormSchema } from '~/services/account-forms'
import { authenticateWithForm, requireAnonymous, safeRedirect, signIn, SignInError } from '~/services/auth.server'
import { ipLimitMessage } from '~/services/rate-limit.server'
import { readForm } from '~/services/form.server'

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAnonymous(request, context)
  const redirectTo = new URL(request.url).searchParams.get('redirectTo')
  return { redirectTo: redirectTo ? safeRedirect(redirectTo, '') : '' }
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAnonymous(request, context)
  // A copy: remix-auth reads the request again (with this form handed over in its context).
  const formData = await readForm(request.clone())
  const submission = parseWithZod(formData, { schema: LoginFormSchema })
  const failed = (status: number, formErrors?: string[]) =>
    data({ result: submission.reply({ formErrors, hideFields: ['password'] }) }, { status })
  if (submission.status !== 'success') return failed(400)

  const limited = ipLimitMessage(context)
  if (limited) return failed(429, [limited])
  const { redirectTo } = submission.value

  try {
    // The API counts the attempt against the account and this address (ADR 015); a 429 is its throttle.
    const user = await authenticateWithForm(request, context, formData)
    return await signIn(request, context, user, {
      redirectTo: safeRedirect(redirectTo),
      toast: { type: 'success', message: `Welcome back, ${user.user.name}!` },
    })
  } catch (error) {
    if (!(error instanceof SignInError)) throw error
    // The same message for an unknown email and a wrong password.
    return failed(error.status, [error.message])
  }
}

export default function LoginPage() {
  const { redirectTo } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  const [form, fields] = useAccountForm('login', LoginFormSchema, actionData?.result)
  const signupLink = redirectTo ? `/signup?${new URLSearchParams({ redirectTo })}` : '/signup'
  return (
    <StandaloneShell>
      <AuthLayout
        pitchTitle="Your next role, or your next star, is a search away."
        points={[
          'Recruiters and brands filter talents by type, city, age group and project.',
          'Talents get discovered for film, ads, music videos and more.',
          'Ask the chat assistant in plain words and see matches instantly.',
        ]}
      >
        <CardHeader
          eyebrow="Welcome back"
          title="Sign in"
          lead="Use the email and password of your Castline account."
        />
        <Form method="post" {...getFormProps(form)} className={forms.form}>
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <FormErrors id={form.errorId} errors={form.errors} />
          <TextField meta={fields.email} label="Email" type="email" autoComplete="email" />
          <TextField meta={fields.password} label="Password" type="password" autoComplete="current-password" />
          <SubmitButton pending={navigation.state === 'submitting'}>Sign in</SubmitButton>
        </Form>
        <p className={shell.altAction}>
          New to Castline? <Link to={signupLink}>Create an account</Link>
        </p>
      </AuthLayout>
    </StandaloneShell>
  )
}

export const meta: MetaFunction = () => [
  { title: 'Sign in | Castline' },
  { name: 'description', content: 'Sign in to Castline to find talents or manage your talent profile.' },
]

export function ErrorBoundary() {
  return (
    <StandaloneShell>
      <GeneralErrorBoundary />
    </StandaloneShell>
  )
}
