// What the server answers under a change request's transaction number when the form itself is
// fine: the transaction cannot be found with the details given (the same words whether it
// does not exist, is someone else's or the card or email do not match, so nothing about it is
// told), or the show is too close for a delivery change (domain/delivery.ts).
import { msg } from '@lingui/core/macro'
import { deliveryChangeWorkingDays } from '../delivery'

export const changeRequestMessages = {
  transactionNotFound: msg`We cannot find this transaction with the details you gave. Please check them and try again.`,
  deliveryChangeTooLate: msg`Delivery can only be changed up to ${deliveryChangeWorkingDays} working days before the show.`,
}
