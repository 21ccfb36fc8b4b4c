// Reading back a cinema booking, so a reloaded preview step finds the same show, seats and
// charges. Whoever may confirm it may read it: a member's booking its member, a visitor's
// whoever has its number (pay_preview asks the same), and only while its seats are held.
import type { Kysely } from 'kysely'
import type { components } from '../../../contract/schema.gen'
import { inHongKong } from '../../../domain/hongKongTime'
import type { DB } from '../../db/schema'
import { cinemaSchedule } from '../catalogue/cinema'
import { hkd, hongKongTime } from '../format'

type BookingPreview = components['schemas']['CinemaBookingPreview']

/** The live booking `bookingId` of `memberId` (null: a visitor's), or undefined. */
export async function readCinemaBooking(
  db: Kysely<DB>,
  memberId: number | null,
  bookingId: string,
  now: Date,
): Promise<BookingPreview | undefined> {
  const row = await db
    .selectFrom('previews')
    .innerJoin('cinema_shows', 'cinema_shows.id', 'previews.cinema_show_id')
    .select([
      'previews.hold_ids',
      'previews.ticket_classes',
      'previews.service_fee_cents',
      'previews.delivery_fee_cents',
      'previews.grand_total_cents',
      'previews.expires_at',
      'cinema_shows.id as showId',
      'cinema_shows.starts_at',
    ])
    .where('previews.id', '=', bookingId)
    .where('previews.kind', '=', 'cinema')
    .where('previews.txn_no', 'is', null)
    .where('previews.expires_at', '>', now)
    .where('previews.member_id', memberId === null ? 'is' : '=', memberId)
    .executeTakeFirst()
  const [holdId] = row?.hold_ids ?? []
  if (!row || !holdId) return undefined
  const seats = await db
    .selectFrom('cinema_seats')
    .innerJoin('holds', 'holds.id', 'cinema_seats.hold_id')
    .select('cinema_seats.seat_id')
    .where('cinema_seats.hold_id', '=', holdId)
    .where('holds.status', '=', 'held')
    .where('holds.expires_at', '>', now)
    .orderBy('cinema_seats.row_sort')
    .orderBy('cinema_seats.position')
    .execute()
  if (seats.length === 0) return undefined

  const schedule = await cinemaSchedule(db, inHongKong(row.starts_at).isoDate, now)
  const listed = schedule.movies.find((m) => m.shows.some((s) => s.id === row.showId))
  const shown = listed?.shows.find((s) => s.id === row.showId)
  if (!listed || !shown) return undefined
  return {
    bookingId,
    show: shown,
    movie: listed.movie,
    seats: seats.map((seat) => seat.seat_id),
    tickets: (row.ticket_classes ?? []).map((c) => ({
      ticketClass: c.ticketClass,
      quantity: c.quantity,
      price: hkd(c.priceCents),
    })),
    serviceFee: hkd(row.service_fee_cents),
    courierFee: hkd(row.delivery_fee_cents),
    total: hkd(row.grand_total_cents),
    expiresAt: hongKongTime(row.expires_at),
  }
}
