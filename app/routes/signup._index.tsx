import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { RadioGroup, SelectField, TextField } from '~/components/forms'
import * as forms from '~/components/forms.css'
import { SignupForm, useSignupForm } from '~/components/signup-form'
import { CITIES, GENDERS, TALENT_TYPES, TalentSignupFormSchema } from '~/services/account-forms'
import { requireAnonymous } from '~/services/auth.server'
import { signupAction } from './signup.server'

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAnonymous(request, context)
  return null
}

export async function action(args: ActionFunctionArgs) {
  await requireAnonymous(args.request, args.context)
  return signupAction(args, TalentSignupFormSchema, (fields) => ({ userType: 'talent', ...fields }))
}

/** Requirements §2: /signup's child page, the talent sign-up form. */
export default function TalentSignup() {
  const [form, fields] = useSignupForm('talent', TalentSignupFormSchema)
  return (
    <SignupForm userType="talent" form={form} fields={fields}>
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
    </SignupForm>
  )
}

export const meta: MetaFunction = () => [{ title: 'Sign up as a talent | Castline' }]
