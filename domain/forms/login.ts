// Login (spec §4, §5): email/login ID and password, or a one-time password sent by email with
// the terms ticked first.
import * as v from 'valibot'
import { otpLength } from '../otp'
import { enteredPassword, looseEmail, mustBeTicked, requiredText } from '../validation/fields'
import { issue } from '../validation/issueMessages'
import { emailMax } from '../validation/limits'
import { fieldMessages as m } from '../validation/messages'

export const passwordLoginSchema = v.object({
  /** A login ID need not be an email address, so only its presence is checked. */
  loginId: requiredText(m.loginIdRequired, emailMax),
  password: enteredPassword(),
})
export type PasswordLoginInput = v.InferInput<typeof passwordLoginSchema>

/** Asking for a code: the address and the terms, which must be ticked before anything is sent. */
export const otpRequestSchema = v.object({
  email: looseEmail,
  acceptTerms: mustBeTicked(),
})
export type OtpRequestInput = v.InferInput<typeof otpRequestSchema>

const otpCode = v.optional(
  v.pipe(
    v.string(issue(m.otpRequired)),
    v.trim(),
    v.regex(new RegExp(`^\\d{${otpLength}}$`), issue(m.otpRequired)),
  ),
  '',
)

export const otpLoginSchema = v.object({
  email: looseEmail,
  otp: otpCode,
  acceptTerms: mustBeTicked(),
})
export type OtpLoginInput = v.InferInput<typeof otpLoginSchema>
