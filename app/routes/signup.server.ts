import type { Submission } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { data, type ActionFunctionArgs, type AppLoadContext } from '@remix-run/node'
import type { z } from 'zod'
import { COMMON_PASSWORD_MESSAGE, SIGNUP_EXISTING_ACCOUNT_MESSAGE } from '../../api/schemas'
import { COMMON_PASSWORD_FIELD_MESSAGE } from '~/services/account-forms'
import {
  createApiClient,
  sessionUserFrom,
  UNEXPECTED_ERROR_MESSAGE,
  type RecruiterSignupInput,
  type TalentSignupInput,
} from '~/services/api.server'
import { safeRedirect, signIn } from '~/services/auth.server'
import { readForm } from '~/services/form.server'
import { ipLimitMessage } from '~/services/rate-limit.server'
import { profilePath } from '~/services/user'

/**
 * The action of both sign-up forms (/signup for talents, /signup/recruiter): reads the form with the form's
 * schema, answers its errors on the form, and otherwise creates the account and signs it in. `toInput` turns
 * the form's fields (redirectTo taken out) into the API's sign-up input. The guard, where there is one, is
 * the route's (requirements §2).
 */
export async function signupAction<Schema extends z.ZodType<{ redirectTo?: string }, z.ZodTypeDef, unknown>>(
  { request, context }: ActionFunctionArgs,
  schema: Schema,
  toInput: (fields: Omit<z.output<Schema>, 'redirectTo'>) => TalentSignupInput | RecruiterSignupInput,
) {
  const submission = parseWithZod(await readForm(request), { schema })
  if (submission.status !== 'success') return signupFailed(submission, 400)
  const { redirectTo, ...fields } = submission.value
  return signUpAndSignIn(request, context, submission, toInput(fields), redirectTo)
}

/** The reply of a signup form that did not create an account: typed values kept, the password not. */
function signupFailed(submission: Submission<unknown>, status: number, errors: FormErrors = {}) {
  return data(
    { result: submission.reply({ formErrors: errors.form, fieldErrors: errors.fields, hideFields: ['password'] }) },
    { status },
  )
}

interface FormErrors {
  form?: string[]
  fields?: Record<string, string[]>
}

/**
 * Creates the account through the API and signs it in (a fresh session), then goes to redirectTo or
 * the new account's own profile. Refusals come back as errors on the form, never as a 500.
 */
async function signUpAndSignIn(
  request: Request,
  context: AppLoadContext,
  submission: Submission<unknown>,
  input: TalentSignupInput | RecruiterSignupInput,
  redirectTo: string | undefined,
) {
  const limited = ipLimitMessage(context)
  if (limited) return signupFailed(submission, 429, { form: [limited] })

  const result = await createApiClient(context).signup(input)
  if (!result.success) {
    // The API's per-email sign-up limit (ADR 015).
    if (result.status === 429) return signupFailed(submission, 429, { form: [result.message] })
    if (result.status === 400 && result.message.includes(`password: ${COMMON_PASSWORD_MESSAGE}`)) {
      return signupFailed(submission, 400, { fields: { password: [COMMON_PASSWORD_FIELD_MESSAGE] } })
    }
    // Other refusals, the neutral one for a registered email among them, go on the form, never on the email field (ADR 019).
    if (result.status === 400) return signupFailed(submission, 400, { form: [result.message] })
    return signupFailed(submission, 503, { form: [UNEXPECTED_ERROR_MESSAGE] })
  }
  const user = sessionUserFrom(result)
  // The owner of a registered email who gave its password is signed in to the account they have.
  const message =
    result.message === SIGNUP_EXISTING_ACCOUNT_MESSAGE
      ? `Welcome back, ${user.user.name}! You already had an account with this email, so we signed you in.`
      : `Welcome to Castline, ${user.user.name}! Your account is ready.`
  return signIn(request, context, user, {
    redirectTo: safeRedirect(redirectTo, profilePath(user.userType)),
    toast: { type: 'success', message },
  })
}
