// Where a refused account call's message goes (spec §8: every error of the login catalogue in
// place, next to its field): the field it is about when that field is on the
// form, else the top of the form. Messages are the catalogue's (domain/errors.ts) in the
// visitor's language; the server's field messages (VALIDATION_FAILED) go to their fields.
import type { I18n } from '@lingui/core'
import type { ErrorCode } from '../../../domain/errorCodes'
import { errorMessages } from '../../../domain/errors'
import { ApiError } from '../../api/errors'

/** The fields each code is about, first choice first. */
const fieldsOf: Partial<Record<ErrorCode, readonly string[]>> = {
  INVALID_EMAIL: ['loginId', 'email'],
  EMAIL_MISSING: ['loginId', 'email'],
  EMAIL_NOT_REGISTERED: ['email'],
  EMAIL_ALREADY_REGISTERED: ['email'],
  WRONG_PASSWORD: ['password', 'otp'],
  CREDENTIALS_MISSING: ['password', 'otp', 'loginId', 'email'],
  TERMS_NOT_ACCEPTED: ['acceptTerms'],
  BOT_CHECK_REQUIRED: ['captchaCode'],
  BOT_CHECK_FAILED: ['captchaCode'],
  OLD_PASSWORD_INCORRECT: ['oldPassword'],
}

export interface PlacedFailure {
  /** Messages by field path. */
  fields: Record<string, string>
  /** A message for the whole form, when it is about no field on it. */
  form?: string
  /** The server asked for the bot check (show a picture). */
  botCheck: boolean
  code?: ErrorCode
}

/** Places a failed call's message on a form that has `fieldsOnForm`. */
export function placeFailure(
  error: unknown,
  fieldsOnForm: readonly string[],
  i18n: I18n,
): PlacedFailure {
  if (!(error instanceof ApiError)) {
    return { fields: {}, form: i18n._(errorMessages.SERVER_BUSY), botCheck: false }
  }
  const { code } = error
  const botCheck = code === 'BOT_CHECK_REQUIRED' || code === 'BOT_CHECK_FAILED'
  const message = i18n._(errorMessages[code])
  if (error.fields && Object.keys(error.fields).length > 0) {
    const fields: Record<string, string> = {}
    let unplaced = false
    for (const [path, text] of Object.entries(error.fields)) {
      if (fieldsOnForm.some((f) => path === f || path.startsWith(`${f}.`))) fields[path] = text
      else unplaced = true
    }
    return { fields, form: unplaced ? message : undefined, botCheck, code }
  }
  const field = fieldsOf[code]?.find((name) => fieldsOnForm.includes(name))
  return field
    ? { fields: { [field]: message }, botCheck, code }
    : { fields: {}, form: message, botCheck, code }
}
