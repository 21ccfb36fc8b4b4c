// Forgot password, reset password and the member-info password change (spec §5), and the two
// account links' forms: asking for the activation mail again, and activating. Each schema is
// exactly the body of its API operation in openapi.yaml.
import * as v from 'valibot'
import { sameAs } from '../validation/crossCheck'
import {
  confirmation,
  enteredPassword,
  linkTokenField,
  looseEmail,
  newPassword,
} from '../validation/fields'
import { fieldMessages as m } from '../validation/messages'

/** Whether the address is registered is the server's answer (EMAIL_NOT_REGISTERED). */
export const forgotPasswordSchema = v.strictObject({ email: looseEmail })
export type ForgotPasswordInput = v.InferInput<typeof forgotPasswordSchema>

/** The token comes from the emailed link (ResetPassword.html?token=…). */
export const resetPasswordSchema = v.pipe(
  v.strictObject({
    token: linkTokenField(m.linkBroken),
    password: newPassword,
    confirmPassword: confirmation(m.passwordMismatch),
  }),
  sameAs('confirmPassword', 'password', m.passwordMismatch),
)
export type ResetPasswordInput = v.InferInput<typeof resetPasswordSchema>

export const changePasswordSchema = v.pipe(
  v.strictObject({
    oldPassword: enteredPassword(m.oldPasswordRequired),
    newPassword,
    confirmPassword: confirmation(m.passwordMismatch),
  }),
  sameAs('confirmPassword', 'newPassword', m.passwordMismatch),
)
export type ChangePasswordInput = v.InferInput<typeof changePasswordSchema>

/** The activation page's call, with the token of the emailed link (Activation.html?token=…). */
export const activationSchema = v.strictObject({ token: linkTokenField(m.linkBroken) })
export type ActivationInput = v.InferInput<typeof activationSchema>

/** "Send the activation email again": the same answer whether or not the address is known. */
export const resendActivationSchema = v.strictObject({ email: looseEmail })
export type ResendActivationInput = v.InferInput<typeof resendActivationSchema>
