import type { I18n } from '@lingui/core'
import { describeFailure } from '../../api/failures'
import { type PlacedFailure, placeFailure } from './failurePlace'

/**
 * A member form's refused call, placed on the form unless the app already tells it: an
 * expired session (log in again, with the input kept), a 403 or a busy server (a
 * notification). Member calls are not quiet, so those reach the app's handler.
 */
export function placeMemberFailure(
  error: unknown,
  fieldsOnForm: readonly string[],
  i18n: I18n,
): PlacedFailure {
  if (describeFailure(error)) return { fields: {}, botCheck: false }
  return placeFailure(error, fieldsOnForm, i18n)
}
