// The box office's sign-in (issue #35): a staff member's email, password and the 6-digit code
// of their authenticator app (TOTP), with the bot check's answer where the server asks for one
// (the same limits as a member's login, docs/decisions/0008-sign-in-limits.md). The schema is
// exactly the body of `staffSignIn` (openapi.yaml `StaffSignInRequest`).

import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { otpLength } from '../otp'
import { botCheckEntries, enteredPassword, looseEmail } from '../validation/fields'
import { issue } from '../validation/issueMessages'

const staffCodeRequired = msg`Please enter the 6-digit code from your authenticator app.`

export const staffSignInSchema = v.strictObject({
  email: looseEmail,
  password: enteredPassword(),
  /** The authenticator app's code: six digits. */
  code: v.optional(
    v.pipe(
      v.string(issue(staffCodeRequired)),
      v.regex(new RegExp(`^\\d{${otpLength}}$`), issue(staffCodeRequired)),
    ),
    '',
  ),
  ...botCheckEntries,
})
export type StaffSignInInput = v.InferInput<typeof staffSignInSchema>
export type StaffSignIn = v.InferOutput<typeof staffSignInSchema>
