import type { Submission } from '@conform-to/react'
import { data, type AppLoadContext } from '@remix-run/node'
import {
  createApiClient,
  sessionUserFrom,
  UNEXPECTED_ERROR_MESSAGE,
  type RecruiterSignupInput,
  type TalentSignupInput,
} from '~/services/api.server'
import { safeRedirect, signIn } from '~/services/auth.server'
import {
  accountLockMessage,
  clearAccountFailures,
  ipLimitMessage,
  recordAccountFailure,
} from '~/services/rate-limit.server'
import { profilePath } from '~/services/user'

/** The reply of a signup form that did not create an account: typed values kept, the password not. */
export function signupFailed(submission: Submission<unknown>, status: number, errors: FormErrors = {}) {
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
export async function signUpAndSignIn(
  request: Request,
  context: AppLoadContext,
  submission: Submission<unknown>,
  input: TalentSignupInput | RecruiterSignupInput,
  redirectTo: string | undefined,
) {
  const limited = ipLimitMessage(context)
  if (limited) return signupFailed(submission, 429, { form: [limited] })
  const locked = await accountLockMessage('sign-up', input.email)
  if (locked) return signupFailed(submission, 429, { form: [locked] })

  const result = await createApiClient(context).signup(input)
  if (!result.success) {
    await recordAccountFailure('sign-up', input.email)
    if (result.status === 409) return signupFailed(submission, 409, { fields: { email: [result.message] } })
    if (result.status === 400) return signupFailed(submission, 400, { form: [result.message] })
    return signupFailed(submission, 503, { form: [UNEXPECTED_ERROR_MESSAGE] })
  }
  await clearAccountFailures('sign-up', input.email)
  const user = sessionUserFrom(result)
  return signIn(request, context, user, {
    redirectTo: safeRedirect(redirectTo, profilePath(user.userType)),
    toast: { type: 'success', message: `Welcome to Castline, ${user.user.name}! Your account is ready.` },
  })
}
