import { getFormProps, type FormMetadata, type SubmissionResult } from '@conform-to/react'
import { Form, Link, useActionData, useNavigation, useSearchParams } from '@remix-run/react'
import type { ComponentProps, ReactNode } from 'react'
import type { z } from 'zod'
import { FormErrors, SubmitButton, TextField } from '~/components/forms'
import * as forms from '~/components/forms.css'
import { CardHeader } from '~/components/standalone-shell'
import * as shell from '~/components/standalone-shell.css'
import { useAccountForm } from '~/components/use-account-form'
import { MIN_PASSWORD_LENGTH } from '~/services/account-forms'

/** What differs between the two sign-up pages' frames, by the user type each one creates. */
const SIGNUP_PAGES = {
  talent: {
    header: {
      eyebrow: 'For talents',
      title: 'Create your talent profile',
      lead: 'Recruiters find you by what you do, where you are and your age group.',
    },
    email: 'Email',
    submit: 'Create talent account',
  },
  recruiter: {
    header: {
      eyebrow: 'For recruiters and brands',
      title: 'Start finding talent',
      lead: 'Search by talent type, city, age group and project, or just ask the assistant.',
    },
    email: 'Work email',
    submit: 'Create recruiter account',
  },
} satisfies Record<string, { header: ComponentProps<typeof CardHeader>; email: string; submit: string }>

type UserType = keyof typeof SIGNUP_PAGES

/** A sign-up form's conform form and fields, fed by its action's reply (app/routes/signup.server.ts). */
export function useSignupForm<Schema extends z.ZodTypeAny>(userType: UserType, schema: Schema) {
  const actionData = useActionData<{ result?: SubmissionResult<string[]> }>()
  return useAccountForm(`signup-${userType}`, schema, actionData?.result)
}

type FieldMeta = ComponentProps<typeof TextField>['meta']

interface SignupFormProps<FormSchema extends Record<string, unknown>> {
  userType: UserType
  form: FormMetadata<FormSchema, string[]>
  fields: { name: FieldMeta; email: FieldMeta; password: FieldMeta }
  /** The form's own fields, after name, email and password. */
  children: ReactNode
}

/**
 * The frame both sign-up pages share (/signup and /signup/recruiter): header, name, email and password,
 * the page's own fields, the submit button and the way to sign in instead, keeping `redirectTo`.
 */
export function SignupForm<FormSchema extends Record<string, unknown>>({
  userType,
  form,
  fields,
  children,
}: SignupFormProps<FormSchema>) {
  const page = SIGNUP_PAGES[userType]
  const navigation = useNavigation()
  const [searchParams] = useSearchParams()
  const redirectTo = searchParams.get('redirectTo') ?? ''
  return (
    <>
      <CardHeader {...page.header} />
      <Form method="post" {...getFormProps(form)} className={forms.form}>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <TextField meta={fields.name} label="Full name" autoComplete="name" />
        <TextField meta={fields.email} label={page.email} type="email" autoComplete="email" />
        <TextField
          meta={fields.password}
          label="Password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        />
        {children}
        <SubmitButton pending={navigation.state === 'submitting'}>{page.submit}</SubmitButton>
      </Form>
      <p className={shell.altAction}>
        Already on Castline?{' '}
        <Link to={redirectTo ? `/login?${new URLSearchParams({ redirectTo })}` : '/login'}>Sign in</Link>
      </p>
    </>
  )
}
