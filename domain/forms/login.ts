// Login (spec §4, §5): email/login ID and password, or a one-time password sent by email with
// the terms ticked first. Each schema is exactly the body of its API operation (openapi.yaml
// `LoginRequest`, `OtpRequest`, `OtpLoginRequest`); the bot check's answer rides along where
// the server may ask for it.
import * as v from 'valibot'
import { otpLength } from '../otp'
import {
  botCheckEntries,
  enteredPassword,
  looseEmail,
  mustBeTicked,
  requiredText,
} from '../validation/fields'
import { issue } from '../validation/issueMessages'
import { loginIdMax } from '../validation/limits'
import { fieldMessages as m } from '../validation/messages'

export const passwordLoginSchema = v.strictObject({
  /** A login ID need not be an email address, so only its presence is checked. */
  loginId: requiredText(m.loginIdRequired, loginIdMax),
  password: enteredPassword(),
  ...botCheckEntries,
})
export type PasswordLoginInput = v.InferInput<typeof passwordLoginSchema>
export type PasswordLogin = v.InferOutput<typeof passwordLoginSchema>

/** Asking for a code: the address and the terms, which must be ticked before anything is sent. */
export const otpRequestSchema = v.strictObject({
  email: looseEmail,
  acceptTerms: mustBeTicked(),
  ...botCheckEntries,
})
export type OtpRequestInput = v.InferInput<typeof otpRequestSchema>

/** The code as the six boxes give it: digits only. */
const otpCode = v.optional(
  v.pipe(
    v.string(issue(m.otpRequired)),
    v.regex(new RegExp(`^\\d{${otpLength}}$`), issue(m.otpRequired)),
  ),
  '',
)

export const otpLoginSchema = v.strictObject({
  email: looseEmail,
  otp: otpCode,
  acceptTerms: mustBeTicked(),
})
export type OtpLoginInput = v.InferInput<typeof otpLoginSchema>
