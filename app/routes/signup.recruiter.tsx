import type { ActionFunctionArgs, MetaFunction } from '@remix-run/node'
import { TextField } from '~/components/forms'
import { SignupForm, useSignupForm } from '~/components/signup-form'
import { RecruiterSignupFormSchema } from '~/services/account-forms'
import { signupAction } from './signup.server'

// Requirements §2: the recruiter form has no redirect guard, so neither the loader nor the action checks who is signed in.

export function action(args: ActionFunctionArgs) {
  return signupAction(args, RecruiterSignupFormSchema, ({ company, ...fields }) => ({
    userType: 'recruiter',
    ...fields,
    ...(company ? { company } : {}),
  }))
}

export default function RecruiterSignup() {
  const [form, fields] = useSignupForm('recruiter', RecruiterSignupFormSchema)
  return (
    <SignupForm userType="recruiter" form={form} fields={fields}>
      <TextField
        meta={fields.company}
        label="Company (optional)"
        autoComplete="organization"
        hint="The studio, agency or brand you cast for."
      />
    </SignupForm>
  )
}

export const meta: MetaFunction = () => [{ title: 'Sign up as a recruiter | Castline' }]
