import { parseWithZod } from '@conform-to/zod'
import { data, redirect, type AppLoadContext } from '@remix-run/node'
import { COMMON_PASSWORD_MESSAGE } from '../../api/schemas'
import { COMMON_PASSWORD_FIELD_MESSAGE } from '~/services/account-forms'
import { createUserApiClient } from '~/services/api.server'
import { ipLimitMessage } from '~/services/rate-limit.server'
import { startUserSession, type SessionUser } from '~/services/session.server'
import { createToastHeaders } from '~/services/toast.server'
import { profilePath } from '~/services/user'
import {
  CHANGE_PASSWORD_INTENT,
  ChangePasswordFormSchema,
  PASSWORD_CHANGED_MESSAGE,
  PASSWORD_FIELDS,
} from '~/components/change-password-schema'
import { readForm } from '~/services/form.server'

/** Whether this post is the password form's (its action URL carries the intent; see change-password-schema.ts). */
export function isChangePasswordPost(request: Request): boolean {
  return new URL(request.url).searchParams.get('intent') === CHANGE_PASSWORD_INTENT
}

/**
 * The own-profile pages' password form: checked with the form's schema, then by the API, which ends every
 * sign-in and web session of the user. This browser goes on in a new session (a new id) holding the new
 * sign-in's tokens; every chat socket of the user was disconnected by the API's notice.
 */
export async function changeOwnPassword(request: Request, context: AppLoadContext, user: SessionUser) {
  const submission = parseWithZod(await readForm(request), { schema: ChangePasswordFormSchema })
  const reply = (status: number, errors: { formErrors?: string[]; fieldErrors?: Record<string, string[]> } = {}) =>
    data(
      { intent: CHANGE_PASSWORD_INTENT, result: submission.reply({ ...errors, hideFields: [...PASSWORD_FIELDS] }) },
      { status },
    )
  if (submission.status !== 'success') return reply(400)
  const limited = ipLimitMessage(context)
  if (limited) return reply(429, { formErrors: [limited] })

  const { currentPassword, newPassword } = submission.value
  const client = await createUserApiClient(request, context)
  const changed = await client.request((api) =>
    api['app-user-authentication']['change-password'].$post({ json: { currentPassword, newPassword } }),
  )
  if (!changed.success) {
    // The API throttles wrong current passwords per account and address (ADR 015).
    if (changed.status === 429) return reply(429, { formErrors: [changed.message] })
    if (changed.status === 400 && changed.message.includes('currentPassword')) {
      return reply(400, { fieldErrors: { currentPassword: ['This is not your current password'] } })
    }
    if (changed.status === 400) {
      const common = changed.message.includes(`newPassword: ${COMMON_PASSWORD_MESSAGE}`)
      return reply(400, { fieldErrors: { newPassword: [common ? COMMON_PASSWORD_FIELD_MESSAGE : changed.message] } })
    }
    return reply(503, { formErrors: [`Your password was not changed: ${changed.message} Please try again.`] })
  }
  const renewed: SessionUser = {
    ...client.user,
    accessToken: changed.accessToken,
    refreshToken: changed.refreshToken,
    tokenIssuedAt: Date.now(),
  }
  const headers = await createToastHeaders({ type: 'success', message: PASSWORD_CHANGED_MESSAGE })
  headers.append('set-cookie', await startUserSession(request, context, renewed))
  return redirect(profilePath(user.userType), { headers })
}
