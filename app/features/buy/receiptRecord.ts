import type { ReceiptRecord } from '@design-system/Receipt'
import type { I18n } from '@lingui/core'
import { ticketClassLabels } from '../../../domain/cinema'
import {
  cinemaClassOf,
  isConcession,
  standardTicketType,
  type TicketType,
  ticketTypeLabels,
  ticketTypeLine,
} from '../../../domain/ticketTypes'
import type { Schemas } from '../../api/queries'
import { localizedText } from '../../i18n/localizedText'
import { collectionMethodNames, paymentMethodNames } from './names'

const typeOf = (type: Schemas['TicketType'] | undefined): TicketType => type ?? standardTicketType

/** Whether any ticket of the transaction is a concession: then every ticket says its type. */
function hasConcessions(transaction: Schemas['Transaction']) {
  return transaction.seats.some((seat) => isConcession(typeOf(seat.ticketType)))
}

/** "Zone A · Full-time student"; a cinema class already named as the zone is said once. */
function withType(zone: string, type: Schemas['TicketType'] | undefined, i18n: I18n) {
  const label = i18n._(ticketTypeLabels[typeOf(type)])
  // a cinema ticket's zone is its class's own name
  const cinemaClass = cinemaClassOf(typeOf(type))
  const classLabel = cinemaClass && i18n._(ticketClassLabels[cinemaClass])
  return label === zone || classLabel === zone ? zone : `${zone} · ${label}`
}

/** A transaction as the Receipt part shows it, in the visitor's language. */
export function receiptRecord(transaction: Schemas['Transaction'], i18n: I18n): ReceiptRecord {
  const text = (value: Schemas['LocalizedText']) => localizedText(value, i18n.locale)
  const { charges } = transaction
  const typed = hasConcessions(transaction)
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
      ticketType: typed
        ? withType(text(seat.priceZone), seat.ticketType, i18n)
        : text(seat.priceZone),
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
      ticketType: seat
        ? isConcession(typeOf(seat.ticketType))
          ? `${localizedText(seat.priceZone, i18n.locale)} · ${ticket.ticketTypeLine ?? ticketTypeLine(typeOf(seat.ticketType), (d) => i18n._(d))}`
          : localizedText(seat.priceZone, i18n.locale)
        : '',
    }
  })
}
