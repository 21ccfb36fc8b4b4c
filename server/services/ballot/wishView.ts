// Wishes as the contract shows them (`WishListEntry`): the event, venue, show time, the price
// zone as ticket type, the seats once matched, and the total a payment takes: tickets, the
// event's service fee per ticket and handling fee, and the delivery fee.
import { type Kysely, sql } from 'kysely'
import type { components } from '../../../contract/schema.gen'
import { eventCharges } from '../../../domain/charges'
import type { DB } from '../../db/schema'
import { hkd, hongKongTime } from '../format'

type WishListEntry = components['schemas']['WishListEntry']
type SeatPlace = components['schemas']['SeatPlace']

export function wishRows(db: Kysely<DB>) {
  return db
    .selectFrom('wish_list_entries as w')
    .innerJoin('performances as p', 'p.id', 'w.performance_id')
    .innerJoin('events as e', 'e.id', 'p.event_id')
    .innerJoin('venues as v', 'v.id', 'e.venue_id')
    .innerJoin('price_zones as z', 'z.id', 'w.price_zone_id')
    .select([
      'w.id',
      'w.member_id',
      'w.sequence',
      'w.performance_id',
      'w.price_zone_id',
      'w.quantity',
      'w.delivery_method',
      'w.delivery_fee_cents',
      'w.status',
      'w.seat_info',
      'w.points_paid',
      'w.result',
      'w.hold_id',
      'w.txn_no',
      'w.pay_by',
      'p.starts_at',
      'p.seating',
      'e.title',
      'e.service_fee_cents',
      'e.handling_fee_cents',
      'v.id as venue_id',
      'v.name as venue_name',
      'z.name as zone_name',
      'z.price_cents',
      // the allotted seats by name (seat_info lists their ids)
      sql<SeatPlace[] | null>`(
        select json_agg(json_build_object('sectionName', vs.name, 'row', s.row_name,
          'seat', s.seat_number) order by s.row_sort, s.position)
        from seats s left join venue_sections vs
          on vs.venue_id = e.venue_id and vs.section_id = s.section_id
        where s.performance_id = w.performance_id
          and s.seat_id = any(string_to_array(replace(w.seat_info, ' ', ''), ','))
      )`.as('seats'),
    ])
}

export type WishRow = Awaited<ReturnType<ReturnType<typeof wishRows>['executeTakeFirstOrThrow']>>

/** What paying for the wish costs, in cents, itemised as a transaction is. */
export function wishCharges(wish: WishRow) {
  const charges = eventCharges({
    ticketPricesCents: Array.from({ length: wish.quantity }, () => wish.price_cents),
    serviceFeePerTicketCents: wish.service_fee_cents,
    handlingFeeCents: wish.handling_fee_cents,
  })
  // the delivery fee was fixed when the wish was added, for the member's own region
  return {
    ...charges,
    deliveryFeeCents: wish.delivery_fee_cents,
    grandTotalCents: charges.grandTotalCents + wish.delivery_fee_cents,
  }
}

export function wishView(wish: WishRow): WishListEntry {
  return {
    id: wish.id,
    sequence: wish.sequence,
    ticketType: wish.zone_name,
    event: wish.title,
    venue: { id: wish.venue_id, name: wish.venue_name },
    performanceStartsAt: hongKongTime(wish.starts_at),
    quantity: wish.quantity,
    ...(wish.seat_info ? { seatInfo: wish.seat_info } : {}),
    ...(wish.seats?.length
      ? {
          seats: wish.seats.map((seat) => ({
            ...(seat.sectionName ? { sectionName: seat.sectionName } : {}),
            row: seat.row,
            seat: seat.seat,
          })),
        }
      : {}),
    unitPrice: hkd(wish.price_cents),
    deliveryFee: hkd(wish.delivery_fee_cents),
    total: hkd(wishCharges(wish).grandTotalCents),
    pointsPaid: wish.points_paid,
    status: wish.status,
    ...(wish.result ? { result: wish.result } : {}),
  }
}
