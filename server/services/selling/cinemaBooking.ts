// A cinema booking (spec §4: choose a show, optional login, consecutive seats, confirm, preview,
// confirm again): the seats are held like an event's, each ticket priced by its class, a
// service fee per ticket and the courier once per transaction (domain/charges.ts). The preview
// is the booking; confirming it pays it (payment.ts).
import type { Kysely } from 'kysely'
import type { components } from '../../../contract/schema.gen'
import { cinemaCharges } from '../../../domain/charges'
import { cinemaMaxTicketsPerBooking } from '../../../domain/cinema'
import { DomainError } from '../../../domain/domainError'
import { inHongKong } from '../../../domain/hongKongTime'
import type { DB } from '../../db/schema'
import { cinemaSchedule } from '../catalogue/cinema'
import { hkd, hongKongTime } from '../format'
import type { HoldOptions } from './holdOptions'
import { newBookingId } from './numbers'
import { holdCinemaSeats } from './seatHold'

type BookingRequest = components['schemas']['CinemaBookingRequest']
type BookingPreview = components['schemas']['CinemaBookingPreview']

/** Tickets one booking may take (domain/cinema.ts; the screens say the same number). */
export const cinemaMaxTickets = cinemaMaxTicketsPerBooking

function invalid(fields: Record<string, string>) {
  return new DomainError('VALIDATION_FAILED', undefined, fields)
}

export async function bookCinemaSeats(
  db: Kysely<DB>,
  memberId: number | null,
  request: BookingRequest,
  options: HoldOptions & { invalid: string },
): Promise<BookingPreview> {
  const { now } = options
  const show = await db
    .selectFrom('cinema_shows')
    .select(['id', 'starts_at', 'service_fee_cents'])
    .where('id', '=', request.showId)
    .executeTakeFirst()
  if (!show || +show.starts_at <= +now) throw new DomainError('NOT_FOUND')
  const seatIds = [...new Set(request.seatIds)]
  const count = request.tickets.reduce((sum, ticket) => sum + ticket.quantity, 0)
  if (seatIds.length > cinemaMaxTickets) {
    throw new DomainError('TICKET_LIMIT', { max: cinemaMaxTickets })
  }
  // a visitor leaves a name, phone and email for the receipt; the courier needs an address
  const problems: Record<string, string> = {}
  if (count !== seatIds.length) problems.tickets = options.invalid
  if (memberId === null && !request.contact) problems.contact = options.invalid
  if (request.courier && !request.deliveryAddress?.address.trim()) {
    problems.deliveryAddress = options.invalid
  }
  const prices = await db
    .selectFrom('cinema_show_prices')
    .select(['ticket_class', 'price_cents'])
    .where('show_id', '=', show.id)
    .execute()
  const priceOf = new Map(prices.map((price) => [price.ticket_class, price.price_cents]))
  if (request.tickets.some((ticket) => !priceOf.has(ticket.ticketClass))) {
    problems.tickets = options.invalid
  }
  if (Object.keys(problems).length > 0) throw invalid(problems)

  const holdId = await holdCinemaSeats(db, { memberId, showId: show.id, seatIds }, options)
  const classes = request.tickets.map((ticket) => ({
    ticketClass: ticket.ticketClass,
    quantity: ticket.quantity,
    priceCents: priceOf.get(ticket.ticketClass) ?? 0,
  }))
  const charges = cinemaCharges({
    ticketPricesCents: classes.flatMap((c) => Array(c.quantity).fill(c.priceCents)),
    serviceFeePerTicketCents: show.service_fee_cents,
    courier: request.courier,
  })
  const hold = await db
    .selectFrom('holds')
    .select('expires_at')
    .where('id', '=', holdId)
    .executeTakeFirstOrThrow()
  const bookingId = newBookingId(now)
  await db
    .insertInto('previews')
    .values({
      id: bookingId,
      kind: 'cinema',
      member_id: memberId,
      performance_id: null,
      cinema_show_id: show.id,
      hold_ids: JSON.stringify([holdId]),
      ticket_count: count,
      collection_method: request.courier ? 'delivery' : 'eTicket',
      delivery_region: request.courier ? (request.deliveryAddress?.region ?? null) : null,
      delivery_address: request.courier ? (request.deliveryAddress?.address.trim() ?? null) : null,
      payment_method: null,
      contact: request.contact ? JSON.stringify(request.contact) : null,
      ticket_classes: JSON.stringify(classes),
      ticket_total_cents: charges.ticketTotalCents,
      service_fee_cents: charges.serviceFeeCents,
      handling_fee_cents: charges.handlingFeeCents,
      delivery_fee_cents: charges.deliveryFeeCents,
      discount_cents: charges.discountCents,
      grand_total_cents: charges.grandTotalCents,
      created_at: now,
      expires_at: hold.expires_at,
    })
    .execute()

  // the show and movie as the schedule shows them, with the seats just held counted
  const schedule = await cinemaSchedule(db, inHongKong(show.starts_at).isoDate, now)
  const listed = schedule.movies.find((m) => m.shows.some((s) => s.id === show.id))
  const shown = listed?.shows.find((s) => s.id === show.id)
  if (!listed || !shown) throw new DomainError('NOT_FOUND')
  return {
    bookingId,
    show: shown,
    movie: listed.movie,
    seats: seatIds,
    tickets: classes.map((c) => ({
      ticketClass: c.ticketClass,
      quantity: c.quantity,
      price: hkd(c.priceCents),
    })),
    serviceFee: hkd(charges.serviceFeeCents),
    courierFee: hkd(charges.deliveryFeeCents),
    total: hkd(charges.grandTotalCents),
    expiresAt: hongKongTime(hold.expires_at),
  }
}
