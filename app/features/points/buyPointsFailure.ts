import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { isApiError } from '../../api/errors'
import { formFailureMessage } from '../forms/formFailure'

/**
 * Why points were not bought. The catalogue's payment messages speak of held seats; buying
 * points holds none, so a declined or unanswered payment is told here in points' own words.
 */
const pointsPaymentMessages = {
  PAYMENT_DECLINED: msg`Your payment was declined. No points were added and you have not been charged: please check your card details or pay another way.`,
  PAYMENT_TIMEOUT: msg`The payment service did not answer in time. No points were added and you have not been charged: please try again.`,
}

export function buyPointsFailure(error: unknown, i18n: I18n): string {
  if (isApiError(error, 'PAYMENT_DECLINED')) return i18n._(pointsPaymentMessages.PAYMENT_DECLINED)
  if (isApiError(error, 'PAYMENT_TIMEOUT')) return i18n._(pointsPaymentMessages.PAYMENT_TIMEOUT)
  return formFailureMessage(error, i18n)
}
