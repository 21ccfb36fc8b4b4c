import type { ReceiptRecord } from '@design-system/Receipt'
import type { I18n } from '@lingui/core'
import type { Schemas } from '../../api/queries'
import { localizedText } from '../../i18n/localizedText'
import { collectionMethodNames, paymentMethodNames } from '../member/labels'

/** A transaction of the API as the Receipt part shows it, in the visitor's language. */
export function transactionRecord(txn: Schemas['Transaction'], i18n: I18n): ReceiptRecord {
  const locale = i18n.locale
  const { charges } = txn
  return {
    transactionNo: txn.txnNo,
    confirmationNo: txn.confirmationNo,
    waybillNo: txn.waybillNo,
    ppsIsn: txn.ppsIsn,
    purchasedAt: txn.purchasedAt,
    eventName: localizedText(txn.event, locale),
    showTime: txn.showStartsAt,
    venue: localizedText(txn.venue, locale),
    seats: txn.seats.map((seat) => ({
      // the section's (or cinema house's) name in the page's language, never its id
      section: seat.sectionName ? localizedText(seat.sectionName, locale) : seat.section,
      row: seat.row,
      seat: seat.seat,
      ticketType: localizedText(seat.priceZone, locale),
      price: seat.price,
    })),
    ticketTotal: charges.ticketTotal,
    handlingFee: charges.handlingFee,
    serviceFee: charges.serviceFee,
    deliveryFee: charges.deliveryFee,
    discount: charges.discount,
    refundableTicketCharge: charges.refundableTicketCharge,
    grandTotal: charges.grandTotal,
    paymentMethod: i18n._(paymentMethodNames[txn.paymentMethod]),
    // wallets and points have no card
    cardNumber: txn.cardNumber || undefined,
    deliveryMethod: i18n._(collectionMethodNames[txn.collectionMethod]),
    deliveryAddress: txn.deliveryAddress,
    trackingNo: txn.trackingNo,
    contactName: txn.name,
    contactPhone: txn.contactPhone,
  }
}
