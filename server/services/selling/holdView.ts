// Live event holds as the contract shows them (`Hold`): the event, performance, venue, each
// ticket with its seat (reserved) or only its price zone (general admission), the subtotal and
// when the hold lapses. The basket is the member's live holds. One statement reads the holds
// with their seats and quantities (as JSON arrays), one database round trip per view.
import { type Kysely, type RawBuilder, sql } from 'kysely'
import type { components } from '../../../contract/schema.gen'
import { standardTicketType, type TicketType, ticketTypes } from '../../../domain/ticketTypes'
import type { DB, LocalizedText } from '../../db/schema'
import { hkd, hongKongTime } from '../format'

type Hold = components['schemas']['Hold']
type HeldTicket = components['schemas']['HeldTicket']

interface HeldSeat {
  seatId: string
  section: string
  row: string
  seat: string
  priceZoneId?: number
  priceZone: LocalizedText
  priceCents: number
  /** the zone's own (standard) price */
  zonePriceCents?: number
  ticketType?: TicketType
}
interface HeldQuantity {
  quantity: number
  priceZone: LocalizedText
  priceCents: number
  ticketType?: TicketType
}

/** The seats `where` picks (an alias `s` of seats), as a hold's tickets show them, in plan order. */
export function heldSeatsJson(where: RawBuilder<unknown>) {
  return sql<HeldSeat[]>`(
    select coalesce(json_agg(json_build_object('seatId', s.seat_id, 'section', s.section_id,
      'row', s.row_name, 'seat', s.seat_number, 'priceZoneId', s.price_zone_id,
      'priceZone', z.name, 'priceCents', coalesce(t.price_cents, z.price_cents),
      'zonePriceCents', z.price_cents,
      'ticketType', coalesce(s.ticket_type, 'standard'))
      order by s.section_id, s.row_sort, s.position), '[]')
    from seats s join price_zones z on z.id = s.price_zone_id
    left join ticket_type_prices t on t.performance_id = s.performance_id
      and t.price_zone_id = s.price_zone_id and t.ticket_type = s.ticket_type
    where ${where}
  )`
}

/** General-admission tickets come in the event's price-zone order (the alias `z` of price_zones). */
const zoneOrder = sql`order by z.sort, z.id`
/** Within a zone, the types in the model's order. */
export const typeOrder = sql`array[${sql.join(ticketTypes.map((type) => sql.lit(type)))}]::text[]`

/** A price zone with what a hold's tickets show of it. */
export interface ZonePrice {
  id: number
  priceZone: LocalizedText
  priceCents: number
}

/** The price zones `ids`, in the order a hold's general-admission tickets come. */
export function zonePricesJson(ids: readonly number[]) {
  if (ids.length === 0) return sql<ZonePrice[] | null>`null::json`
  return sql<ZonePrice[] | null>`(
    select coalesce(json_agg(json_build_object('id', z.id, 'priceZone', z.name,
      'priceCents', z.price_cents) ${zoneOrder}), '[]')
    from price_zones z where z.id in (${sql.join(ids)})
  )`
}

/** A hold's rows as the contract shows it. */
export function holdOf(row: {
  id: string
  performance_id: number | null
  expires_at: Date
  title: LocalizedText
  starts_at: Date
  venue_id: string
  venue_name: LocalizedText
  seats: HeldSeat[]
  quantities: HeldQuantity[]
}): Hold {
  const tickets: HeldTicket[] = [
    ...row.seats.map((seat) => ({
      seatId: seat.seatId,
      section: seat.section,
      row: seat.row,
      seat: seat.seat,
      priceZone: seat.priceZone,
      price: hkd(seat.priceCents),
      ticketType: seat.ticketType ?? standardTicketType,
    })),
    ...row.quantities.flatMap((zone) =>
      Array.from({ length: zone.quantity }, () => ({
        priceZone: zone.priceZone,
        price: hkd(zone.priceCents),
        ticketType: zone.ticketType ?? standardTicketType,
      })),
    ),
  ]
  const subtotalCents =
    row.seats.reduce((sum, seat) => sum + seat.priceCents, 0) +
    row.quantities.reduce((sum, zone) => sum + zone.priceCents * zone.quantity, 0)
  return {
    id: row.id,
    performanceId: row.performance_id as number,
    event: row.title,
    performanceStartsAt: hongKongTime(row.starts_at),
    venue: { id: row.venue_id, name: row.venue_name },
    tickets,
    subtotal: hkd(subtotalCents),
    expiresAt: hongKongTime(row.expires_at),
  }
}

/** A live hold with what checkout needs of its performance's event. */
export interface LiveHold {
  hold: Hold
  startsAt: Date
  maxTicketsPerTransaction: number
  serviceFeeCents: number
  handlingFeeCents: number
}

/** The member's live event holds, oldest first. */
export async function liveHolds(
  db: Kysely<DB>,
  filter: { memberId: number },
  now: Date,
): Promise<LiveHold[]> {
  const rows = await db
    .selectFrom('holds as h')
    .innerJoin('performances as p', 'p.id', 'h.performance_id')
    .innerJoin('events as e', 'e.id', 'p.event_id')
    .innerJoin('venues as v', 'v.id', 'e.venue_id')
    .select([
      'h.id',
      'h.performance_id',
      'h.expires_at',
      'e.title',
      'p.starts_at',
      'v.id as venue_id',
      'v.name as venue_name',
      'e.max_tickets_per_transaction',
      'e.service_fee_cents',
      'e.handling_fee_cents',
      heldSeatsJson(sql`s.hold_id = h.id and s.status = 'available'`).as('seats'),
      sql<HeldQuantity[]>`(
        select coalesce(json_agg(json_build_object('quantity', g.quantity, 'priceZone', z.name,
          'priceCents', coalesce(t.price_cents, z.price_cents), 'ticketType', g.ticket_type)
          ${zoneOrder}, array_position(${typeOrder}, g.ticket_type)), '[]')
        from ga_holds g join price_zones z on z.id = g.price_zone_id
        left join ticket_type_prices t on t.performance_id = g.performance_id
          and t.price_zone_id = g.price_zone_id and t.ticket_type = g.ticket_type
        where g.hold_id = h.id
      )`.as('quantities'),
    ])
    .where('h.member_id', '=', filter.memberId)
    .where('h.status', '=', 'held')
    .where('h.expires_at', '>', now)
    .orderBy('h.created_at')
    .orderBy('h.id')
    .execute()
  return rows.map((row) => ({
    hold: holdOf(row),
    startsAt: row.starts_at,
    maxTicketsPerTransaction: row.max_tickets_per_transaction,
    serviceFeeCents: row.service_fee_cents,
    handlingFeeCents: row.handling_fee_cents,
  }))
}

/** The member's live event holds, oldest first. */
export async function holdViews(
  db: Kysely<DB>,
  filter: { memberId: number },
  now: Date,
): Promise<Hold[]> {
  return (await liveHolds(db, filter, now)).map((live) => live.hold)
}
