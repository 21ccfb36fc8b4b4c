// A member's transactions as the contract shows them: the summary for the history list and the
// whole record (spec §3) for the detail and the receipt.
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'
import { hkd, hongKongTime } from './format'

function summaries(db: Kysely<DB>) {
  return db
    .selectFrom('transactions as t')
    .innerJoin('performances as p', 'p.id', 't.performance_id')
    .innerJoin('events as e', 'e.id', 'p.event_id')
    .innerJoin('venues as v', 'v.id', 'e.venue_id')
}

function summary(row: {
  txn_no: string
  purchased_at: Date
  event: { en: string; 'zh-Hans': string; 'zh-Hant': string }
  show_starts_at: Date
  venue: { en: string; 'zh-Hans': string; 'zh-Hant': string }
  ticket_count: number
  grand_total_cents: number
  status: 'complete'
}) {
  return {
    txnNo: row.txn_no,
    purchasedAt: hongKongTime(row.purchased_at),
    event: row.event,
    showStartsAt: hongKongTime(row.show_starts_at),
    venue: row.venue,
    ticketCount: row.ticket_count,
    grandTotal: hkd(row.grand_total_cents),
    status: row.status,
  }
}

const summaryColumns = [
  't.txn_no',
  't.purchased_at',
  'e.title as event',
  'p.starts_at as show_starts_at',
  'v.name as venue',
  't.ticket_count',
  't.grand_total_cents',
  't.status',
] as const

/** The member's transactions bought in [from, to), newest first. */
export async function listTransactions(db: Kysely<DB>, memberId: number, from: Date, to: Date) {
  const rows = await summaries(db)
    .select(summaryColumns)
    .where('t.member_id', '=', memberId)
    .where('t.purchased_at', '>=', from)
    .where('t.purchased_at', '<', to)
    .orderBy('t.purchased_at', 'desc')
    .execute()
  return rows.map(summary)
}

/** One transaction of the member's, or undefined (another member's reads as none). */
export async function findTransaction(db: Kysely<DB>, memberId: number, txnNo: string) {
  const row = await summaries(db)
    .select([
      ...summaryColumns,
      't.confirmation_no',
      't.waybill_no',
      't.pps_isn',
      't.ticket_total_cents',
      't.service_fee_cents',
      't.handling_fee_cents',
      't.delivery_fee_cents',
      't.discount_cents',
      't.refundable_ticket_charge_cents',
      't.collection_method',
      't.delivery_address',
      't.tracking_no',
      't.payment_method',
      't.card_number',
      't.name',
      't.contact_phone',
    ])
    .where('t.member_id', '=', memberId)
    .where('t.txn_no', '=', txnNo)
    .executeTakeFirst()
  if (!row) return undefined
  const seats = await db
    .selectFrom('transaction_seats as s')
    .innerJoin('price_zones as z', 'z.id', 's.price_zone_id')
    .select(['s.section', 's.row_name', 's.seat', 'z.name as price_zone', 's.price_cents'])
    .where('s.txn_no', '=', txnNo)
    .orderBy('s.seq')
    .execute()
  return {
    ...summary(row),
    confirmationNo: row.confirmation_no,
    ...(row.waybill_no ? { waybillNo: row.waybill_no } : {}),
    ...(row.pps_isn ? { ppsIsn: row.pps_isn } : {}),
    seats: seats.map((seat) => ({
      section: seat.section,
      row: seat.row_name,
      seat: seat.seat,
      priceZone: seat.price_zone,
      price: hkd(seat.price_cents),
    })),
    charges: {
      ticketTotal: hkd(row.ticket_total_cents),
      serviceFee: hkd(row.service_fee_cents),
      handlingFee: hkd(row.handling_fee_cents),
      deliveryFee: hkd(row.delivery_fee_cents),
      discount: hkd(row.discount_cents),
      ...(row.refundable_ticket_charge_cents !== null
        ? { refundableTicketCharge: hkd(row.refundable_ticket_charge_cents) }
        : {}),
      grandTotal: hkd(row.grand_total_cents),
    },
    collectionMethod: row.collection_method,
    ...(row.delivery_address ? { deliveryAddress: row.delivery_address } : {}),
    ...(row.tracking_no ? { trackingNo: row.tracking_no } : {}),
    paymentMethod: row.payment_method as never,
    cardNumber: row.card_number,
    name: row.name,
    contactPhone: row.contact_phone,
  }
}
