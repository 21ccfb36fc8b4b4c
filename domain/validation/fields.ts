// Field schemas shared by the forms, each carrying its message (see issueMessages.ts). A field
// left out of the input counts as left empty (valibot would otherwise report the missing key
// with its own English words), so it gets the field's own "please enter" message.
//
// openapi.yaml's form bodies are generated from these (scripts/gen-forms.mjs): a check is a
// function JSON Schema cannot read, so each one JSON Schema can state too carries that statement
// in `v.metadata` beside it. Lengths count code points as `maxLength` does and are measured as
// typed, before trimming; "required" means "has a character that is not a space"
// (`pattern: "\\S"`); text is trimmed only after it has been checked, and a pattern checked
// after the trim is stated with the spaces around it allowed.
import type { MessageDescriptor } from '@lingui/core'
import * as v from 'valibot'
import { issue } from './issueMessages'
import {
  botCheckCodeMax,
  botCheckIdMax,
  emailMax,
  linkToken,
  password as passwordLimits,
} from './limits'
import { fieldMessages as m, tooLong } from './messages'
import { isPhoneNumber, looseEmailPattern, strictEmailPattern } from './patterns'

type Message = MessageDescriptor

/** Characters as people count them, and as JSON Schema does: code points. */
export const characterCount = (text: string) => [...text].length

/** At most `max` characters, as typed. */
export const atMost = (max: number, message: Message = tooLong(max)) =>
  [
    v.check((text: string) => characterCount(text) <= max, issue(message)),
    v.metadata<string, { maxLength: number }>({ maxLength: max }),
  ] as const

/** At least `min` characters, as typed. */
export const atLeast = (min: number, message: Message) =>
  [
    v.check((text: string) => characterCount(text) >= min, issue(message)),
    v.metadata<string, { minLength: number }>({ minLength: min }),
  ] as const

/** Something other than spaces. */
export const hasText = (message: Message) =>
  [
    v.check((text: string) => text.trim() !== '', issue(message)),
    v.metadata<string, { pattern: string }>({ pattern: '\\S' }),
  ] as const

/** A pattern checked on trimmed text, as JSON Schema states it of the text as typed. */
const spacedPattern = (pattern: RegExp) => ({
  pattern: `^\\s*(?:${pattern.source.replace(/^\^/, '').replace(/\$$/, '')})\\s*$`,
})

/** Trimmed text matching `pattern` (an empty field is the required check's to report). */
export const matches = (pattern: RegExp, message: Message) =>
  [
    v.check((text: string) => pattern.test(text), issue(message)),
    v.metadata<string, { pattern: string }>(spacedPattern(pattern)),
  ] as const

/** A required text field: not only spaces, at most `max` characters; trimmed. */
export function requiredText(required: Message, max: number) {
  return v.optional(
    v.pipe(v.string(issue(required)), ...hasText(required), ...atMost(max), v.trim()),
    '',
  )
}

/** An optional text field: at most `max` characters; trimmed, '' when left out. */
export function optionalText(max: number) {
  return v.optional(v.pipe(v.string(), ...atMost(max), v.trim()), '')
}

/** A required email field, at most 100 characters, matching the given pattern. */
function emailField(pattern: RegExp, description: string) {
  return v.optional(
    v.pipe(
      v.string(issue(m.emailRequired)),
      ...hasText(m.emailRequired),
      ...atMost(emailMax, m.emailTooLong),
      v.metadata<string, { description: string }>({ description }),
      v.trim(),
      ...matches(pattern, m.emailInvalid),
    ),
    '',
  )
}

/** An address that will be written to: strict pattern, at most 100 characters. */
export const strictEmail = emailField(
  strictEmailPattern,
  'An address that mail will be sent to (domain/validation/patterns.ts, strict).',
)

/** An existing account's address being looked up: loose pattern. */
export const looseEmail = emailField(
  looseEmailPattern,
  "An existing account's address, looked up (domain/validation/patterns.ts, loose).",
)

/** A new password: 8–20 characters, kept exactly as typed (spaces count). */
export const newPassword = v.optional(
  v.pipe(
    v.string(issue(m.passwordRequired)),
    v.nonEmpty(issue(m.passwordRequired)),
    ...atLeast(passwordLimits.min, m.passwordLength),
    ...atMost(passwordLimits.max, m.passwordLength),
  ),
  '',
)

/** The confirmation of another field; `sameAs` reports a mismatch. */
export const confirmation = (mismatch: Message) => v.optional(v.string(issue(mismatch)), '')

/** The confirmation of an email address, trimmed like the address itself. */
export const emailConfirmation = (mismatch: Message) =>
  v.optional(v.pipe(v.string(issue(mismatch)), v.trim()), '')

/**
 * A password being checked (login, old password): required, and no longer than a password
 * can be (a longer one cannot be right).
 */
export const enteredPassword = (required = m.passwordRequired) =>
  v.optional(
    v.pipe(
      v.string(issue(required)),
      v.nonEmpty(issue(required)),
      ...atMost(passwordLimits.max, m.passwordLength),
    ),
    '',
  )

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
    v.metadata<boolean, { const: true }>({ const: true }),
  )

/** A choice from a list. */
export const choice = <const T extends readonly [string, ...string[]]>(
  options: T,
  message = m.choiceRequired,
) => v.optional(v.picklist(options, issue(message)), '')

/** The token of a mailed link (activation, password reset); `message` when it is broken. */
export const linkTokenField = (message: Message) =>
  v.optional(
    v.pipe(
      v.string(issue(message)),
      ...atLeast(linkToken.min, message),
      ...atMost(linkToken.max, message),
    ),
    '',
  )

/**
 * The bot check's answer (spec §7's bot-check widget): the picture's id and the code typed
 * from it. Optional in every form: whether it is needed is the server's decision (always for
 * registration and one-time passwords, after failed logins, never with BOT_CHECK=off).
 */
export const botCheckEntries = {
  captchaId: v.optional(v.pipe(v.string(issue(m.botCheckCode)), ...atMost(botCheckIdMax))),
  captchaCode: v.optional(
    v.pipe(v.string(issue(m.botCheckCode)), ...atMost(botCheckCodeMax, m.botCheckCode)),
  ),
}
