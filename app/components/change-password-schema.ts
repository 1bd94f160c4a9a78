/**
 * The change-password form on both own-profile pages: one zod schema validates in the browser (conform)
 * and in the action, with the sign-up rules for the new password (app/services/account-forms.ts).
 */
import { z } from 'zod'
import { newPasswordSchema } from '../services/account-forms'

export { CHANGE_PASSWORD_INTENT } from '../constants'
export const PASSWORD_CHANGED_MESSAGE = 'Password changed.'
export const PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const

export const ChangePasswordFormSchema = z
  .object({
    currentPassword: z
      .string({ required_error: 'Enter your current password' })
      .max(128, 'A password is at most 128 characters'),
    newPassword: newPasswordSchema,
    confirmPassword: z.string({ required_error: 'Type the new password again' }),
  })
  .superRefine(({ currentPassword, newPassword, confirmPassword }, ctx) => {
    if (confirmPassword !== newPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'The two new passwords differ' })
    }
    if (newPassword === currentPassword) {
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: 'Choose a password you do not use now' })
    }
  })
