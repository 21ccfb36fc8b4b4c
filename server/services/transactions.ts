// A member's transactions as the contract shows them: the summary for the history list and the
// whole record (spec §3) for the detail and the receipt. An event transaction is for a
// performance; a cinema one for a show (movie title as the event, the cinema as the venue, the
// house as the section, named as a section is, and the ticket class where an event has its price zone).
import { type Kysely, sql } from 'kysely'
import { ticketClassLabels } from '../../domain/cinema'
import type { CinemaTicketClass } from '../../domain/cinemaTicketClasses'
import type { locales } from '../../domain/preferences'
import { standardTicketType, type TicketType } from '../../domain/ticketTypes'
import type { DB, LocalizedText } from '../db/schema'
import { i18nFor } from '../i18n'
import { hkd, hongKongTime } from './format'

function summaries(db: Kysely<DB>) {
  return db
    .selectFrom('transactions as t')
    .leftJoin('performances as p', 'p.id', 't.performance_id')
    .leftJoin('events as e', 'e.id', 'p.event_id')
    .leftJoin('venues as v', 'v.id', 'e.venue_id')
    .leftJoin('cinema_shows as cs', 'cs.id', 't.cinema_show_id')
    .leftJoin('movies as m', 'm.id', 'cs.movie_id')
    .leftJoin('cinema_houses as ch', 'ch.id', 'cs.house_id')
    .leftJoin('venues as cv', 'cv.id', 'ch.venue_id')
}

function summary(row: {
  txn_no: string
  purchased_at: Date
  event: LocalizedText
  show_starts_at: Date
  venue: LocalizedText
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
  sql<LocalizedText>`coalesce(e.title, m.title)`.as('event'),
  sql<Date>`coalesce(p.starts_at, cs.starts_at)`.as('show_starts_at'),
  sql<LocalizedText>`coalesce(v.name, cv.name)`.as('venue'),
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

interface TicketRow {
  section: string
  section_name: LocalizedText | null
  row_name: string
  seat: string
  price_zone: LocalizedText | null
  ticket_class: string | null
  ticket_type: TicketType | null
  price_cents: number
}

/** A ticket class's name in the three languages, where an event ticket names its price zone. */
function ticketClassName(ticketClass: CinemaTicketClass): LocalizedText {
  const name = (locale: (typeof locales)[number]) =>
    i18nFor(locale)._(ticketClassLabels[ticketClass])
  return { en: name('en'), 'zh-Hans': name('zh-Hans'), 'zh-Hant': name('zh-Hant') }
}

const sectionName = (name: LocalizedText | null) => (name ? { sectionName: name } : {})

/**
 * One transaction of the member's, or undefined (another member's reads as none). With
 * `memberId` null, any transaction by its number (a visitor's cinema receipt, answered only
 * to the request that paid it).
 */
export async function findTransaction(db: Kysely<DB>, memberId: number | null, txnNo: string) {
  return (await findTransactionAndShow(db, memberId, txnNo))?.transaction
}

/** findTransaction, with where and how long its show is (the receipt's codes and calendar). */
export async function findTransactionAndShow(
  db: Kysely<DB>,
  memberId: number | null,
  txnNo: string,
) {
  // the record and its seats in one statement (the seats as a JSON array)
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
      'ch.name as house',
      't.performance_id',
      't.cinema_show_id',
      'm.duration_minutes',
      'v.address as venue_address',
      'cv.address as cinema_address',
      sql<TicketRow[]>`(
        select coalesce(json_agg(json_build_object('section', s.section,
          'section_name', vs.name, 'row_name', s.row_name, 'seat', s.seat, 'price_zone', z.name,
          'ticket_class', s.ticket_class, 'ticket_type', s.ticket_type,
          'price_cents', s.price_cents) order by s.seq), '[]')
        from transaction_seats s left join price_zones z on z.id = s.price_zone_id
          left join venue_sections vs on vs.venue_id = e.venue_id and vs.section_id = s.section
        where s.txn_no = t.txn_no
      )`.as('seats'),
    ])
    .$if(memberId !== null, (q) => q.where('t.member_id', '=', memberId as number))
    .where('t.txn_no', '=', txnNo)
    .executeTakeFirst()
  if (!row) return undefined
  const show = {
    performanceId: row.performance_id,
    cinemaShowId: row.cinema_show_id,
    durationMinutes: row.duration_minutes,
    address: row.venue_address ?? row.cinema_address,
  }
  const transaction = {
    ...summary(row),
    confirmationNo: row.confirmation_no,
    ...(row.waybill_no ? { waybillNo: row.waybill_no } : {}),
    ...(row.pps_isn ? { ppsIsn: row.pps_isn } : {}),
    seats: row.seats.map((seat) => ({
      // a cinema seat's section is its house
      section: row.house ? row.house.en : seat.section,
      ...sectionName(row.house ?? seat.section_name),
      row: seat.row_name,
      seat: seat.seat,
      priceZone:
        seat.price_zone ?? ticketClassName((seat.ticket_class ?? 'regular') as CinemaTicketClass),
      price: hkd(seat.price_cents),
      ticketType: seat.ticket_type ?? standardTicketType,
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
  return { transaction, show }
}
