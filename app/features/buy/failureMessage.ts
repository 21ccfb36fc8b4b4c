import type { I18n } from '@lingui/core'
import { errorMessage, errorMessages } from '../../../domain/errors'
import { isApiError } from '../../api/errors'

/**
 * What a buyer is told when a purchase call fails, in their language: the catalogue's words
 * for the code (TICKET_LIMIT with the limit the screen knows), "Server is busy" for anything
 * that is not the contract's answer.
 */
export function failureMessage(i18n: I18n, error: unknown, maxTickets?: number): string {
  if (!isApiError(error)) return i18n._(errorMessages.SERVER_BUSY)
  if (error.code === 'TICKET_LIMIT' && maxTickets !== undefined) {
    return i18n._(errorMessage('TICKET_LIMIT', { max: maxTickets }))
  }
  // the server's own words carry values the catalogue leaves as placeholders
  if (error.code === 'TICKET_LIMIT') return error.message
  return i18n._(errorMessages[error.code])
}
