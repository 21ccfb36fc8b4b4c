// The API's one error body (openapi.yaml `Error`): a catalogue code, its message in the
// request's language and, for VALIDATION_FAILED, a message per invalid field. The server builds
// it with these; the app can build the same shape from a local parse.
import type { I18n } from '@lingui/core'
import type { BaseIssue } from 'valibot'
import type { ErrorCode } from './errorCodes'
import { errorMessage } from './errors'
import { issueMessages } from './validation/issueMessages'

export interface ErrorBody {
  code: ErrorCode
  message: string
  fields?: Record<string, string>
}

export function errorBody(
  code: ErrorCode,
  i18n: I18n,
  values?: Record<string, string | number>,
): ErrorBody {
  return { code, message: i18n._(errorMessage(code, values)) }
}

/** VALIDATION_FAILED with the first problem of each field, all in the I18n's language. */
export function validationErrorBody(issues: readonly BaseIssue<unknown>[], i18n: I18n): ErrorBody {
  return { ...errorBody('VALIDATION_FAILED', i18n), fields: issueMessages(issues, i18n) }
}
