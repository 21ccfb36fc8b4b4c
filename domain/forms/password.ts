// Forgot password, reset password and the member-info password change (spec §5).
import * as v from 'valibot'
import { sameAs } from '../validation/crossCheck'
import { confirmation, enteredPassword, looseEmail, newPassword } from '../validation/fields'
import { fieldMessages as m } from '../validation/messages'

/** Whether the address is registered is the server's answer (EMAIL_NOT_REGISTERED). */
export const forgotPasswordSchema = v.object({ email: looseEmail })
export type ForgotPasswordInput = v.InferInput<typeof forgotPasswordSchema>

export const resetPasswordSchema = v.pipe(
  v.object({
    password: newPassword,
    confirmPassword: confirmation(m.passwordMismatch),
  }),
  sameAs('confirmPassword', 'password', m.passwordMismatch),
)
export type ResetPasswordInput = v.InferInput<typeof resetPasswordSchema>

export const changePasswordSchema = v.pipe(
  v.object({
    oldPassword: enteredPassword(m.oldPasswordRequired),
    newPassword,
    confirmPassword: confirmation(m.passwordMismatch),
  }),
  sameAs('confirmPassword', 'newPassword', m.passwordMismatch),
)
export type ChangePasswordInput = v.InferInput<typeof changePasswordSchema>
