import type { I18n } from '@lingui/core'
import { errorMessages } from '../../../domain/errors'
import { ApiError } from '../../api/errors'

/**
 * What a form says when the server refused it without naming a field: the catalogue's message
 * for the code (spec §8), in the visitor's language; "Server is busy" for anything unexpected.
 */
export function formFailureMessage(error: unknown, i18n: I18n): string {
  if (error instanceof ApiError) return i18n._(errorMessages[error.code])
  return i18n._(errorMessages.SERVER_BUSY)
}

/** The server's field messages, when it named fields. */
export function failedFields(error: unknown): Record<string, string> | undefined {
  return error instanceof ApiError && error.fields && Object.keys(error.fields).length > 0
    ? error.fields
    : undefined
}

/** What a form says above its button after a refused send: nothing when fields are to blame. */
export function formRefusal(error: unknown, i18n: I18n): string | undefined {
  return error && !failedFields(error) ? formFailureMessage(error, i18n) : undefined
}
