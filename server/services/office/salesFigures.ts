// A performance's sales figures for the box office (issue #35): per price zone and ticket type
// what is sold, held (live holds only: a hold counts while held_until is in the future,
// docs/decisions/0006-selling.md) and still available, the ticket revenue, and the revenue by
// Hong Kong day. Read only from the selling tables; nothing here writes.
import { type Kysely, sql } from 'kysely'
import type { components } from '../../../contract/schema.gen'
import { notFound } from '../../../domain/domainError'
import { standardTicketType, type TicketType, ticketTypes } from '../../../domain/ticketTypes'
import type { DB } from '../../db/schema'
import { hkd, hongKongTime } from '../format'

type PerformanceSales = components['schemas']['OfficePerformanceSales']
type ZoneSales = PerformanceSales['zones'][number]
type TypeSales = ZoneSales['ticketTypes'][number]

/** The Hong Kong calendar day of a timestamptz, as `YYYY-MM-DD` (Hong Kong keeps no summer time). */
const hongKongDay = (column: string) =>
  sql<string>`to_char((${sql.ref(column)} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`

interface ZonePlaces {
  price_zone_id: number
  capacity: number
  sold: number
  held: number
  blocked: number
}

interface TypeCount {
  price_zone_id: number
  ticket_type: TicketType
  tickets: number
  cents: number
}

async function zonePlaces(db: Kysely<DB>, performanceId: number, seating: string, now: Date) {
  if (seating === 'reserved') {
    const { rows } = await sql<ZonePlaces>`
      select price_zone_id, count(*)::int as capacity,
        count(*) filter (where status = 'sold')::int as sold,
        count(*) filter (where status = 'blocked')::int as blocked,
        count(*) filter (where status = 'available' and held_until > ${now}::timestamptz)::int
          as held
      from seats where performance_id = ${performanceId}
      group by price_zone_id
    `.execute(db)
    return rows
  }
  const { rows } = await sql<ZonePlaces>`
    select q.price_zone_id, q.capacity, q.sold, 0 as blocked,
      coalesce((select sum(g.quantity) from ga_holds g
        where g.performance_id = q.performance_id and g.price_zone_id = q.price_zone_id
          and g.held_until > ${now}::timestamptz), 0)::int as held
    from ga_quotas q where q.performance_id = ${performanceId}
  `.execute(db)
  return rows
}

/** Tickets sold per (zone, type), with their revenue; a ticket sold before types is standard. */
async function soldByType(db: Kysely<DB>, performanceId: number) {
  const { rows } = await sql<TypeCount>`
    select s.price_zone_id, coalesce(s.ticket_type, 'standard') as ticket_type,
      count(*)::int as tickets, coalesce(sum(s.price_cents), 0)::int as cents
    from transaction_seats s join transactions t on t.txn_no = s.txn_no
    where t.performance_id = ${performanceId} and s.price_zone_id is not null
    group by 1, 2
  `.execute(db)
  return rows
}

/** Tickets held now per (zone, type): reserved seats and general-admission holds alike. */
async function heldByType(db: Kysely<DB>, performanceId: number, now: Date) {
  const { rows } = await sql<TypeCount>`
    select price_zone_id, ticket_type, sum(tickets)::int as tickets, 0 as cents from (
      select price_zone_id, coalesce(ticket_type, 'standard') as ticket_type, count(*) as tickets
      from seats
      where performance_id = ${performanceId} and status = 'available'
        and held_until > ${now}::timestamptz
      group by 1, 2
      union all
      select price_zone_id, ticket_type, sum(quantity) as tickets
      from ga_holds
      where performance_id = ${performanceId} and held_until > ${now}::timestamptz
      group by 1, 2
    ) held group by 1, 2
  `.execute(db)
  return rows
}

const pairKey = (zoneId: number, type: string) => `${zoneId}:${type}`

export async function performanceSales(
  db: Kysely<DB>,
  performanceId: number,
  now: Date,
): Promise<PerformanceSales> {
  const performance = await db
    .selectFrom('performances as p')
    .innerJoin('events as e', 'e.id', 'p.event_id')
    .select(['p.id', 'p.event_id', 'p.starts_at', 'p.seating', 'e.title'])
    .where('p.id', '=', performanceId)
    .executeTakeFirst()
  if (!performance) throw notFound()

  const [zones, places, sold, held, prices, days] = await Promise.all([
    db
      .selectFrom('price_zones')
      .select(['id', 'name', 'price_cents'])
      .where('event_id', '=', performance.event_id)
      .orderBy('sort')
      .orderBy('id')
      .execute(),
    zonePlaces(db, performanceId, performance.seating, now),
    soldByType(db, performanceId),
    heldByType(db, performanceId, now),
    db
      .selectFrom('ticket_type_prices')
      .select(['price_zone_id', 'ticket_type', 'price_cents', 'quota'])
      .where('performance_id', '=', performanceId)
      .execute(),
    sql<{ day: string; tickets: number; cents: number }>`
      select ${hongKongDay('t.purchased_at')} as day, count(*)::int as tickets,
        coalesce(sum(s.price_cents), 0)::int as cents
      from transaction_seats s join transactions t on t.txn_no = s.txn_no
      where t.performance_id = ${performanceId}
      group by 1 order by 1
    `.execute(db),
  ])

  const soldOf = new Map(sold.map((row) => [pairKey(row.price_zone_id, row.ticket_type), row]))
  const heldOf = new Map(held.map((row) => [pairKey(row.price_zone_id, row.ticket_type), row]))
  const priceOf = new Map(prices.map((row) => [pairKey(row.price_zone_id, row.ticket_type), row]))
  const placesOf = new Map(places.map((row) => [row.price_zone_id, row]))

  const zoneSales: ZoneSales[] = zones
    .filter((zone) => placesOf.has(zone.id))
    .map((zone) => {
      const place = placesOf.get(zone.id) as ZonePlaces
      const types: TypeSales[] = ticketTypes
        .filter((type) => {
          const key = pairKey(zone.id, type)
          return (
            type === standardTicketType || priceOf.has(key) || soldOf.has(key) || heldOf.has(key)
          )
        })
        .map((type) => {
          const key = pairKey(zone.id, type)
          const price = priceOf.get(key)
          const soldTickets = soldOf.get(key)?.tickets ?? 0
          const heldTickets = heldOf.get(key)?.tickets ?? 0
          const priceCents = type === standardTicketType ? zone.price_cents : price?.price_cents
          return {
            ticketType: type,
            ...(priceCents === undefined ? {} : { price: hkd(priceCents) }),
            sold: soldTickets,
            held: heldTickets,
            ...(price && price.quota !== null
              ? {
                  quota: price.quota,
                  quotaLeft: Math.max(0, price.quota - soldTickets - heldTickets),
                }
              : {}),
            revenue: hkd(soldOf.get(key)?.cents ?? 0),
          }
        })
      const revenueCents = types.reduce(
        (sum, type) => sum + (soldOf.get(pairKey(zone.id, type.ticketType))?.cents ?? 0),
        0,
      )
      return {
        priceZoneId: zone.id,
        name: zone.name,
        price: hkd(zone.price_cents),
        capacity: place.capacity,
        sold: place.sold,
        held: place.held,
        blocked: place.blocked,
        available: Math.max(0, place.capacity - place.sold - place.held - place.blocked),
        revenue: hkd(revenueCents),
        ticketTypes: types,
      }
    })

  const sum = (pick: (zone: ZoneSales) => number) =>
    zoneSales.reduce((total, zone) => total + pick(zone), 0)
  const revenueCents = days.rows.reduce((total, day) => total + day.cents, 0)
  return {
    performance: {
      id: performance.id,
      eventId: performance.event_id,
      eventTitle: performance.title,
      startsAt: hongKongTime(performance.starts_at),
      seating: performance.seating,
    },
    totals: {
      capacity: sum((zone) => zone.capacity),
      sold: sum((zone) => zone.sold),
      held: sum((zone) => zone.held),
      blocked: sum((zone) => zone.blocked),
      available: sum((zone) => zone.available),
      revenue: hkd(revenueCents),
    },
    zones: zoneSales,
    revenueByDay: days.rows.map((day) => ({
      date: day.day,
      tickets: day.tickets,
      revenue: hkd(day.cents),
    })),
  }
}

/** Every performance, the latest first, with its tickets sold (to choose one's figures). */
export async function salesPerformances(db: Kysely<DB>) {
  const { rows } = await sql<{
    id: number
    event_id: number
    title: PerformanceSales['performance']['eventTitle']
    starts_at: Date
    seating: 'reserved' | 'generalAdmission'
    sold: number
  }>`
    select p.id, p.event_id, e.title, p.starts_at, p.seating,
      (select count(*) from transaction_seats s join transactions t on t.txn_no = s.txn_no
        where t.performance_id = p.id)::int as sold
    from performances p join events e on e.id = p.event_id
    order by p.starts_at desc, p.id
    limit 500
  `.execute(db)
  return {
    data: rows.map((row) => ({
      id: row.id,
      eventId: row.event_id,
      eventTitle: row.title,
      startsAt: hongKongTime(row.starts_at),
      seating: row.seating,
      sold: row.sold,
    })),
  }
}
