import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { Form, useNavigation } from '@remix-run/react'
import { FormErrors, SubmitButton, TextField } from './forms'
import * as forms from './forms.css'
import * as page from './page.css'
import * as styles from './own-profile.css'
import { useAccountForm } from './use-account-form'
import { CHANGE_PASSWORD_INTENT, ChangePasswordFormSchema } from './change-password-schema'
import { MIN_PASSWORD_LENGTH } from '~/services/account-forms'

/**
 * The own-profile pages' password form. It posts to its page with `?intent=change-password` (so the
 * page's action and the per-IP limit tell it from the profile form) and works without JavaScript.
 */
export function ChangePasswordForm({
  action,
  lastResult,
}: {
  /** The page's own path. */
  action: string
  lastResult: SubmissionResult<string[]> | undefined
}) {
  const [form, fields] = useAccountForm('change-password', ChangePasswordFormSchema, lastResult)
  const navigation = useNavigation()
  const target = `${action}?intent=${CHANGE_PASSWORD_INTENT}`
  const pending = navigation.state === 'submitting' && navigation.formAction === target
  return (
    <section aria-labelledby="password-title" className={styles.section}>
      <h2 id="password-title" className={page.sectionTitle}>
        Change password
      </h2>
      <Form method="post" action={target} {...getFormProps(form)} className={`${forms.form} ${styles.formCard}`}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <TextField
          meta={fields.currentPassword}
          label="Current password"
          type="password"
          autoComplete="current-password"
        />
        <div className={forms.row}>
          <TextField
            meta={fields.newPassword}
            label="New password"
            type="password"
            autoComplete="new-password"
            hint={`At least ${MIN_PASSWORD_LENGTH} characters. You stay signed in here; every other device is signed out.`}
          />
          <TextField
            meta={fields.confirmPassword}
            label="New password, again"
            type="password"
            autoComplete="new-password"
          />
        </div>
        <div className={styles.submitRow}>
          <SubmitButton pending={pending}>Change password</SubmitButton>
        </div>
      </Form>
    </section>
  )
}
