import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useNavigation, useSearchParams } from '@remix-run/react'
import { useAccountForm } from '~/components/use-account-form'
import { FormErrors, RadioGroup, SelectField, SubmitButton, TextField } from '~/components/forms'
import * as forms from '~/components/forms.css'
import { CardHeader } from '~/components/standalone-shell'
import * as shell from '~/components/standalone-shell.css'
import { CITIES, GENDERS, MIN_PASSWORD_LENGTH, TALENT_TYPES, TalentSignupFormSchema } from '~/services/account-forms'
import { requireAnonymous } from '~/services/auth.server'
import { signupFailed, signUpAndSignIn } from './signup.server'
import { readForm } from '~/services/form.server'

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAnonymous(request, context)
  return null
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAnonymous(request, context)
  const submission = parseWithZod(await readForm(request), { schema: TalentSignupFormSchema })
  if (submission.status !== 'success') return signupFailed(submission, 400)
  const { redirectTo, ...fields } = submission.value
  return signUpAndSignIn(request, context, submission, { userType: 'talent', ...fields }, redirectTo)
}

/** Requirements §2: /signup's child page, the talent sign-up form. */
export default function TalentSignup() {
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  const [searchParams] = useSearchParams()
  const redirectTo = searchParams.get('redirectTo') ?? ''
  const [form, fields] = useAccountForm('signup-talent', TalentSignupFormSchema, actionData?.result)
  return (
    <>
      <CardHeader
        eyebrow="For talents"
        title="Create your talent profile"
        lead="Recruiters find you by what you do, where you are and your age group."
      />
      <Form method="post" {...getFormProps(form)} className={forms.form}>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <TextField meta={fields.name} label="Full name" autoComplete="name" />
        <TextField meta={fields.email} label="Email" type="email" autoComplete="email" />
        <TextField
          meta={fields.password}
          label="Password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        />
        <div className={forms.row}>
          <SelectField meta={fields.talentType} label="I am a" placeholder="Choose one" options={TALENT_TYPES} />
          <SelectField
            meta={fields.city}
            label="City"
            placeholder="Choose your city"
            options={CITIES}
            autoComplete="address-level2"
          />
        </div>
        <RadioGroup meta={fields.gender} legend="Gender" options={GENDERS} />
        <TextField meta={fields.birthDate} label="Date of birth" type="date" autoComplete="bday" />
        <SubmitButton pending={navigation.state === 'submitting'}>Create talent account</SubmitButton>
      </Form>
      <p className={shell.altAction}>
        Already on Castline?{' '}
        <Link to={redirectTo ? `/login?${new URLSearchParams({ redirectTo })}` : '/login'}>Sign in</Link>
      </p>
    </>
  )
}

export const meta: MetaFunction = () => [{ title: 'Sign up as a talent | Castline' }]
