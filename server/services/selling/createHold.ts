// A buyer's hold: seats chosen on the plan, a number of the best seats of one price zone, or
// general-admission quantities. It checks the sale and the per-transaction limit, gives back the
// member's holds on another performance (a basket is for one performance), holds, and answers
// the hold as the basket shows it, made from the first read: no read after the write.
import { type Kysely, sql } from 'kysely'
import type { components } from '../../../contract/schema.gen'
import { DomainError } from '../../../domain/domainError'
import {
  standardTicketType,
  type TicketType,
  ticketsWanted,
  ticketTypes as ticketTypeIds,
} from '../../../domain/ticketTypes'
import type { DB } from '../../db/schema'
import { holdBestSeats, type PickedSeat } from './bestSeatHold'
import { ticketsHeld } from './heldTickets'
import { expiryOf, type HoldOptions } from './holdOptions'
import { releaseOtherPerformances } from './holdRelease'
import { heldSeatsJson, holdOf, type ZonePrice, zonePricesJson } from './holdView'
import { holdQuantities, zonesWanted } from './quantityHold'
import { holdSeats } from './seatHold'

type HoldRequest = components['schemas']['HoldRequest']

const ticketTypeOrder = (type: TicketType) => ticketTypeIds.indexOf(type)

export interface CreatedHold {
  hold: ReturnType<typeof holdOf>
  /** seats changed on the performance's plan */
  reserved: boolean
  /** the member's holds on another performance were given back */
  freedOthers: boolean
}

export async function createHold(
  db: Kysely<DB>,
  memberId: number,
  body: HoldRequest,
  /** `invalid`: the message of a field asked wrongly, in the request's language */
  options: HoldOptions & { invalid: string },
): Promise<CreatedHold> {
  const wanted = zonesWanted(body.quantities ?? [])
  const performance = await db
    .selectFrom('performances as p')
    .innerJoin('events as e', 'e.id', 'p.event_id')
    .innerJoin('venues as v', 'v.id', 'e.venue_id')
    .select([
      'p.seating',
      'p.on_sale',
      'p.starts_at',
      // the performance's own sale window (office, migration 0025), else the event's opening
      'p.sales_open_at',
      'p.sales_close_at',
      'e.on_sale_at',
      'e.max_tickets_per_transaction',
      // what the answer shows of a hold of these seats, so it needs no read after the write
      'e.title',
      'v.id as venue_id',
      'v.name as venue_name',
      body.seatIds?.length
        ? heldSeatsJson(
            sql`s.performance_id = ${body.performanceId} and s.seat_id in (${sql.join(body.seatIds)})`,
          ).as('asked_tickets')
        : sql<null>`null`.as('asked_tickets'),
      // the asked price zones' names and prices (general admission, or the best seats)
      zonePricesJson([...wanted.keys()]).as('asked_zones'),
      // the concessions' prices at this performance, to price the answer's tickets by type
      sql<{ z: number; t: TicketType; c: number }[]>`(
        select coalesce(json_agg(json_build_object('z', t.price_zone_id, 't', t.ticket_type,
          'c', t.price_cents)), '[]')
        from ticket_type_prices t where t.performance_id = ${body.performanceId}
      )`.as('type_prices'),
      // whether the member holds anything now: most buyers don't, and skip the basket's reads
      sql<boolean>`exists (
        select 1 from holds h where h.member_id = ${memberId} and h.status = 'held'
          and h.expires_at > ${options.now} and h.performance_id is not null
      )`.as('holds_some'),
    ])
    .where('p.id', '=', body.performanceId)
    // a draft's performances are not for sale (migration 0022)
    .where('e.status', '=', 'published')
    .executeTakeFirst()
  if (!performance) throw new DomainError('NOT_FOUND')
  const onSale =
    performance.on_sale &&
    +performance.starts_at > +options.now &&
    (!performance.on_sale_at ||
      performance.sales_open_at ||
      +performance.on_sale_at <= +options.now) &&
    (!performance.sales_open_at || +performance.sales_open_at <= +options.now) &&
    (!performance.sales_close_at || +performance.sales_close_at > +options.now)
  if (!onSale) throw new DomainError('SEAT_UNAVAILABLE')
  const reserved = performance.seating === 'reserved'
  const max = performance.max_tickets_per_transaction
  const invalidQuantities = () =>
    new DomainError('VALIDATION_FAILED', undefined, { quantities: options.invalid })
  // seats are picked on a plan, or a number in one price zone for the best available ones
  // (bestFor); general admission is a quantity per price zone
  const [bestFor] = reserved && !body.seatIds ? wanted : []
  if (reserved && !body.seatIds && wanted.size !== 1) throw invalidQuantities()
  if (!reserved && !body.quantities) throw invalidQuantities()
  // the ticket types: per seat on the plan, per quantity otherwise; standard unless named
  if (
    body.ticketTypes &&
    (!body.seatIds || body.ticketTypes.some((t) => !body.seatIds?.includes(t.seatId)))
  ) {
    throw new DomainError('VALIDATION_FAILED', undefined, { ticketTypes: options.invalid })
  }
  const seatTypes = new Map<string, TicketType>(
    (body.ticketTypes ?? []).map((t) => [t.seatId, t.ticketType]),
  )
  const typedQuantities = (body.quantities ?? []).map((q) => ({
    priceZoneId: q.priceZoneId,
    quantity: q.quantity,
    ticketType: q.ticketType ?? standardTicketType,
  }))
  const asked = body.seatIds
    ? new Set(body.seatIds).size
    : (body.quantities ?? []).reduce((sum, zone) => sum + zone.quantity, 0)
  if (asked > max) throw new DomainError('TICKET_LIMIT', { max })
  // one performance per basket: a transaction is for one performance
  const holdsSome =
    performance.holds_some &&
    (await releaseOtherPerformances(db, memberId, body.performanceId, options))
  const held = holdsSome ? await ticketsHeld(db, memberId, body.performanceId, options.now) : 0
  if (held + asked > max) throw new DomainError('TICKET_LIMIT', { max })
  let picked: PickedSeat[] = []
  let holdId: string
  if (bestFor) {
    const [priceZoneId, count] = bestFor
    // the picked seats take the asked types in turn, standard first
    const ticketTypes = [...typedQuantities]
      .sort((a, b) => ticketTypeOrder(a.ticketType) - ticketTypeOrder(b.ticketType))
      .flatMap((q) => Array.from({ length: q.quantity }, () => q.ticketType))
    ;({ holdId, seats: picked } = await holdBestSeats(
      db,
      { memberId, performanceId: body.performanceId, priceZoneId, count, ticketTypes },
      options,
    ))
  } else if (reserved) {
    holdId = await holdSeats(
      db,
      { memberId, performanceId: body.performanceId, seatIds: body.seatIds ?? [], seatTypes },
      options,
    )
  } else {
    holdId = await holdQuantities(
      db,
      { memberId, performanceId: body.performanceId, quantities: typedQuantities },
      options,
    )
  }
  // the seats picked on the plan as read with the performance; the best seats as the pick
  // placed them, at their zone's price; general admission at its zones' prices
  const zones = new Map((performance.asked_zones ?? []).map((zone) => [zone.id, zone]))
  const priceOf = (id: number): ZonePrice => {
    const zone = zones.get(id)
    // a hold was granted, so the zone exists: this cannot happen
    if (!zone) throw new Error(`price zone ${id} of a granted hold not read`)
    return zone
  }
  const typePrices = new Map(
    (performance.type_prices ?? []).map((price) => [`${price.z}:${price.t}`, price.c]),
  )
  const priced = (zoneId: number, zoneCents: number, type: TicketType) =>
    type === standardTicketType ? zoneCents : (typePrices.get(`${zoneId}:${type}`) ?? zoneCents)
  const hold = holdOf({
    ...performance,
    id: holdId,
    performance_id: body.performanceId,
    expires_at: expiryOf(options),
    seats: bestFor
      ? picked.map((seat) => {
          const zone = priceOf(bestFor[0])
          return {
            ...seat,
            priceZone: zone.priceZone,
            priceCents: priced(zone.id, zone.priceCents, seat.ticketType),
          }
        })
      : reserved
        ? (performance.asked_tickets ?? []).map((seat) => {
            const ticketType = seatTypes.get(seat.seatId) ?? standardTicketType
            const zoneCents = seat.zonePriceCents ?? seat.priceCents
            return {
              ...seat,
              ticketType,
              priceCents: priced(seat.priceZoneId ?? 0, zoneCents, ticketType),
            }
          })
        : [],
    quantities: reserved
      ? []
      : [...zones.values()].flatMap((zone) =>
          [...ticketsWanted(typedQuantities).values()]
            .filter((q) => q.priceZoneId === zone.id)
            .sort((a, b) => ticketTypeOrder(a.ticketType) - ticketTypeOrder(b.ticketType))
            .map((q) => ({
              priceZone: zone.priceZone,
              priceCents: priced(zone.id, zone.priceCents, q.ticketType),
              ticketType: q.ticketType,
              quantity: q.quantity,
            })),
        ),
  })
  return { hold, reserved, freedOthers: performance.holds_some }
}
