// A hold's concessions (domain/ticketTypes.ts, migration 0021), checked inside the hold's own
// transaction after its seat or quota rows are locked (docs/decisions/0006-selling.md): the
// asked (price zone, type) rows of `ticket_type_prices` are locked in that order, then what is
// left of each quota is counted (quota − sold − live holds of the type) in a statement of its
// own, which sees every hold that committed while this one waited for the lock. A type the
// event does not allow, or that has no price in the zone, is refused.
import { type Kysely, sql } from 'kysely'
import { DomainError } from '../../../domain/domainError'
import { standardTicketType, type TicketType, ticketsWanted } from '../../../domain/ticketTypes'
import type { DB } from '../../db/schema'
import { forUpdate } from './locking'

export interface WantedTickets {
  priceZoneId: number
  ticketType: TicketType
  quantity: number
}

/** Throws TICKET_TYPE_NOT_OFFERED or TICKET_TYPE_SOLD_OUT; standard tickets pass untouched. */
export async function takeTicketTypes(
  executor: Kysely<DB>,
  performanceId: number,
  tickets: readonly WantedTickets[],
  now: Date,
): Promise<void> {
  const wanted = [...ticketsWanted(tickets).values()]
    .filter((ticket) => ticket.ticketType !== standardTicketType)
    .sort((a, b) =>
      a.priceZoneId === b.priceZoneId
        ? a.ticketType < b.ticketType
          ? -1
          : 1
        : a.priceZoneId - b.priceZoneId,
    )
  if (wanted.length === 0) return
  const pairs = sql.join(wanted.map((t) => sql`(${t.priceZoneId}::int, ${t.ticketType}::text)`))
  const { rows: offered } = await sql<{
    price_zone_id: number
    ticket_type: TicketType
    quota: number | null
  }>`
    select t.price_zone_id, t.ticket_type, t.quota from ticket_type_prices t
    where t.performance_id = ${performanceId} and (t.price_zone_id, t.ticket_type) in (${pairs})
      and exists (
        select 1 from performances p
        join event_ticket_types a on a.event_id = p.event_id and a.ticket_type = t.ticket_type
        where p.id = t.performance_id
      )
    order by t.price_zone_id, t.ticket_type ${forUpdate()}
  `.execute(executor)
  if (offered.length !== wanted.length) throw new DomainError('TICKET_TYPE_NOT_OFFERED')
  const limited = offered.filter((row) => row.quota !== null)
  if (limited.length === 0) return
  const limitedPairs = sql.join(
    limited.map((t) => sql`(${t.price_zone_id}::int, ${t.ticket_type}::text)`),
  )
  // counted after the locks, in a statement of its own (see the note at the top)
  const { rows: left } = await sql<{ price_zone_id: number; ticket_type: string; left: number }>`
    select t.price_zone_id, t.ticket_type, (t.quota - t.sold
      - (select count(*) from seats s
          where s.performance_id = t.performance_id and s.price_zone_id = t.price_zone_id
            and s.ticket_type = t.ticket_type and s.status = 'available'
            and s.held_until > ${now}::timestamptz)
      - coalesce((select sum(g.quantity) from ga_holds g
          where g.performance_id = t.performance_id and g.price_zone_id = t.price_zone_id
            and g.ticket_type = t.ticket_type and g.held_until > ${now}::timestamptz), 0))::int
        as left
    from ticket_type_prices t
    where t.performance_id = ${performanceId} and (t.price_zone_id, t.ticket_type) in (${limitedPairs})
  `.execute(executor)
  for (const row of left) {
    const asked = wanted.find(
      (t) => t.priceZoneId === row.price_zone_id && t.ticketType === row.ticket_type,
    )
    if (asked && asked.quantity > row.left) throw new DomainError('TICKET_TYPE_SOLD_OUT')
  }
}
