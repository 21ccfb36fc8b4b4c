// A hold of general-admission tickets, a quantity per price zone.
import { type Kysely, sql } from 'kysely'
import { DomainError } from '../../../domain/domainError'
import { standardTicketType, type TicketType, ticketsWanted } from '../../../domain/ticketTypes'
import type { DB } from '../../db/schema'
import { expiryOf, type HoldOptions } from './holdOptions'
import { betweenCheckAndWrite, rowLocks } from './locking'
import { newHoldId } from './numbers'
import { commitWithoutWaiting } from './seatTables'
import { takeTicketTypes } from './ticketTypeQuota'

/** General-admission quantities by price zone, a zone named twice summed. */
export function zonesWanted(quantities: readonly { priceZoneId: number; quantity: number }[]) {
  const wanted = new Map<number, number>()
  for (const { priceZoneId, quantity } of quantities) {
    wanted.set(priceZoneId, (wanted.get(priceZoneId) ?? 0) + quantity)
  }
  return wanted
}

/**
 * Holds general-admission tickets: under a lock on each quota row (in price-zone order), then on
 * each asked concession's row (in zone and type order), what is left is capacity − sold − live
 * holds, and of a concession quota − sold − live holds of its type; throws SEAT_UNAVAILABLE when
 * a zone has too few, TICKET_TYPE_NOT_OFFERED or TICKET_TYPE_SOLD_OUT for a concession, and
 * NOT_FOUND for a zone the performance does not sell. With locks, one call of the database's
 * `hold_tickets` does it all (migration 0021_ticket_types_selling); without (the control run),
 * the same steps run here one by one.
 */
export async function holdQuantities(
  db: Kysely<DB>,
  hold: {
    memberId: number
    performanceId: number
    quantities: readonly { priceZoneId: number; quantity: number; ticketType?: TicketType }[]
  },
  options: HoldOptions,
): Promise<string> {
  const wanted = zonesWanted(hold.quantities)
  const zones = [...wanted.keys()].sort((a, b) => a - b)
  const tickets = [
    ...ticketsWanted(
      hold.quantities.map((q) => ({ ...q, ticketType: q.ticketType ?? standardTicketType })),
    ).values(),
  ]
  const holdId = newHoldId(options.now)
  const expiresAt = expiryOf(options)
  if (rowLocks()) {
    // one round trip: lock, count and write in a function (migration 0021), atomic by itself
    const { rows } = await sql<{ outcome: string }>`
      select hold_tickets(${holdId}, ${hold.memberId}::int, ${hold.performanceId}::int,
        array[${sql.join(tickets.map((t) => t.priceZoneId))}]::int[],
        array[${sql.join(tickets.map((t) => t.ticketType))}]::text[],
        array[${sql.join(tickets.map((t) => t.quantity))}]::int[],
        ${options.now}::timestamptz, ${expiresAt}::timestamptz) as outcome, ${commitWithoutWaiting}
    `.execute(db)
    const outcome = rows[0]?.outcome
    if (outcome === 'NOT_FOUND') throw new DomainError('NOT_FOUND')
    if (outcome === 'TICKET_TYPE_NOT_OFFERED' || outcome === 'TICKET_TYPE_SOLD_OUT') {
      throw new DomainError(outcome)
    }
    if (outcome !== 'held') throw new DomainError('SEAT_UNAVAILABLE')
    return holdId
  }
  // the control run: the same steps one by one, with no transaction and no lock
  const quotas = await db
    .selectFrom('ga_quotas')
    .select(['price_zone_id', 'capacity', 'sold'])
    .where('performance_id', '=', hold.performanceId)
    .where('price_zone_id', 'in', zones)
    .orderBy('price_zone_id')
    .execute()
  if (quotas.length !== zones.length) throw new DomainError('NOT_FOUND')
  const held = await db
    .selectFrom('ga_holds')
    .select(['price_zone_id', sql<number>`sum(quantity)::int`.as('quantity')])
    .where('performance_id', '=', hold.performanceId)
    .where('price_zone_id', 'in', zones)
    .where('held_until', '>', options.now)
    .groupBy('price_zone_id')
    .execute()
  for (const quota of quotas) {
    const heldNow = held.find((h) => h.price_zone_id === quota.price_zone_id)?.quantity ?? 0
    const left = quota.capacity - quota.sold - heldNow
    if ((wanted.get(quota.price_zone_id) ?? 0) > left) {
      throw new DomainError('SEAT_UNAVAILABLE')
    }
  }
  await takeTicketTypes(db, hold.performanceId, tickets, options.now)
  await betweenCheckAndWrite()
  await sql`
    with hold as (
      insert into holds (id, member_id, performance_id, created_at, expires_at)
      values (${holdId}, ${hold.memberId}, ${hold.performanceId}, ${options.now}, ${expiresAt})
    )
    insert into ga_holds (hold_id, performance_id, price_zone_id, ticket_type, quantity, held_until)
    values ${sql.join(
      tickets.map(
        (t) =>
          sql`(${holdId}, ${hold.performanceId}, ${t.priceZoneId}, ${t.ticketType}, ${t.quantity}, ${expiresAt})`,
      ),
    )}
  `.execute(db)
  return holdId
}
