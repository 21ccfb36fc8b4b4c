import type { ReceiptRecord } from '@design-system/Receipt'
import type { I18n } from '@lingui/core'
import type { Schemas } from '../../api/queries'
import { localizedText } from '../../i18n/localizedText'
import { collectionMethodNames, paymentMethodNames } from './names'

/** A transaction as the Receipt part shows it, in the visitor's language. */
export function receiptRecord(transaction: Schemas['Transaction'], i18n: I18n): ReceiptRecord {
  const text = (value: Schemas['LocalizedText']) => localizedText(value, i18n.locale)
  const { charges } = transaction
  return {
    transactionNo: transaction.txnNo,
    confirmationNo: transaction.confirmationNo,
    purchasedAt: transaction.purchasedAt,
    eventName: text(transaction.event),
    showTime: transaction.showStartsAt,
    venue: text(transaction.venue),
    seats: transaction.seats.map((seat) => ({
      // the section's (or cinema house's) name in the page's language, never its id
      section: seat.sectionName ? localizedText(seat.sectionName, i18n.locale) : seat.section,
      row: seat.row,
      seat: seat.seat,
      ticketType: text(seat.priceZone),
      price: seat.price,
    })),
    ticketTotal: charges.ticketTotal,
    handlingFee: charges.handlingFee,
    serviceFee: charges.serviceFee,
    deliveryFee: charges.deliveryFee,
    discount: charges.discount,
    grandTotal: charges.grandTotal,
    paymentMethod: i18n._(paymentMethodNames[transaction.paymentMethod]),
    cardNumber: transaction.cardNumber || undefined,
    deliveryMethod: i18n._(collectionMethodNames[transaction.collectionMethod]),
    deliveryAddress: transaction.deliveryAddress,
    trackingNo: transaction.trackingNo,
  }
}

/** The e-tickets of a receipt, each with its ticket number and the seat it admits to. */
export function eTicketsOf(transaction: Schemas['Transaction'], i18n: I18n) {
  return (transaction.eTickets ?? []).map((ticket, index) => {
    const seat = transaction.seats[index]
    return {
      ticketNo: `${transaction.txnNo}-${index + 1}`,
      payload: ticket.code,
      seat: ticket.seat,
      ticketType: seat ? localizedText(seat.priceZone, i18n.locale) : '',
    }
  })
}
