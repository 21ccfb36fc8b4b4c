// Field schemas shared by the forms, each carrying its message (see issueMessages.ts). A field
// left out of the input counts as left empty (valibot would otherwise report the missing key
// with its own English words), so it gets the field's own "please enter" message.
import * as v from 'valibot'
import { issue } from './issueMessages'
import { emailMax, password as passwordLimits } from './limits'
import { fieldMessages as m, tooLong } from './messages'
import { isLooseEmail, isPhoneNumber, isStrictEmail } from './patterns'

/** A required text field: trimmed, not empty, at most `max` characters. */
export function requiredText(required: Parameters<typeof issue>[0], max: number) {
  return v.optional(
    v.pipe(
      v.string(issue(required)),
      v.trim(),
      v.nonEmpty(issue(required)),
      v.maxLength(max, issue(tooLong(max))),
    ),
    '',
  )
}

/** An optional text field: trimmed, at most `max` characters, '' when left out. */
export function optionalText(max: number) {
  return v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, issue(tooLong(max)))), '')
}

/** A required email field, at most 100 characters, checked by the given pattern. */
function emailField(isValid: (email: string) => boolean) {
  return v.optional(
    v.pipe(
      v.string(issue(m.emailRequired)),
      v.trim(),
      v.nonEmpty(issue(m.emailRequired)),
      v.maxLength(emailMax, issue(m.emailTooLong)),
      v.check(isValid, issue(m.emailInvalid)),
    ),
    '',
  )
}

/** An address that will be written to: strict pattern, at most 100 characters. */
export const strictEmail = emailField(isStrictEmail)

/** An existing account's address being looked up: loose pattern. */
export const looseEmail = emailField(isLooseEmail)

/** A new password: 8–20 characters, kept exactly as typed (spaces count). */
export const newPassword = v.optional(
  v.pipe(
    v.string(issue(m.passwordRequired)),
    v.nonEmpty(issue(m.passwordRequired)),
    v.minLength(passwordLimits.min, issue(m.passwordLength)),
    v.maxLength(passwordLimits.max, issue(m.passwordLength)),
  ),
  '',
)

/** The confirmation of another field; `sameAs` reports a mismatch. */
export const confirmation = (mismatch: Parameters<typeof issue>[0]) =>
  v.optional(v.string(issue(mismatch)), '')

/** The confirmation of an email address, trimmed like the address itself. */
export const emailConfirmation = (mismatch: Parameters<typeof issue>[0]) =>
  v.optional(v.pipe(v.string(issue(mismatch)), v.trim()), '')

/** A password being checked (login, old password): only required. */
export const enteredPassword = (required = m.passwordRequired) =>
  v.optional(v.pipe(v.string(issue(required)), v.nonEmpty(issue(required))), '')

/** A contact number as typed: optional +, digits, brackets, dashes, spaces; 8–15 digits. */
export const phone = v.optional(
  v.pipe(
    v.string(issue(m.phoneRequired)),
    v.trim(),
    v.nonEmpty(issue(m.phoneRequired)),
    v.check(isPhoneNumber, issue(m.phoneInvalid)),
  ),
  '',
)

/** A ticked box that must be ticked (terms). */
export const mustBeTicked = (message = m.termsRequired) =>
  v.pipe(
    v.optional(v.boolean(issue(message)), false),
    v.check((ticked) => ticked, issue(message)),
  )

/** A choice from a list. */
export const choice = <const T extends readonly [string, ...string[]]>(
  options: T,
  message = m.choiceRequired,
) => v.optional(v.picklist(options, issue(message)), '')
