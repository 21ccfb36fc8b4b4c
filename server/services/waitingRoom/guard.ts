// The fair-sale rules every hold keeps: a member's tickets for one performance across all their
// purchases, and how often one member may ask for a hold.
import { type Kysely, sql } from 'kysely'
import { DomainError } from '../../../domain/domainError'
import type { DB } from '../../db/schema'
import { ticketsHeld } from '../selling/heldTickets'

/**
 * The fair-sale limit: tickets bought for this performance, held for it and asked for now
 * together at most the event's per-member limit (its maximum per transaction unless set).
 */
export async function requireTicketsLeft(
  db: Kysely<DB>,
  memberId: number,
  performanceId: number,
  asked: number,
  now: Date,
) {
  const { rows } = await sql<{ limit: number; per_transaction: number; bought: number }>`
    select coalesce(e.member_ticket_limit, e.max_tickets_per_transaction) as limit,
      e.max_tickets_per_transaction as per_transaction,
      (select coalesce(sum(t.ticket_count), 0) from transactions t
        where t.member_id = ${memberId} and t.performance_id = ${performanceId})::int as bought
    from performances p join events e on e.id = p.event_id
    where p.id = ${performanceId}
  `.execute(db)
  const row = rows[0]
  // most members have bought nothing, and the per-transaction check covers what they hold
  if (!row || (row.bought === 0 && row.limit >= row.per_transaction)) return
  const held = await ticketsHeld(db, memberId, performanceId, now)
  if (row.bought + held + asked > row.limit)
    throw new DomainError('TICKET_LIMIT_REACHED', { max: row.limit })
}

/** Holds a member asked for in the last minute, on this process. */
export function createHoldRate(perMinute: number) {
  const asked = new Map<number, number[]>()
  return {
    take(memberId: number, now: Date) {
      if (perMinute <= 0) return
      const since = +now - 60_000
      const times = (asked.get(memberId) ?? []).filter((at) => at > since)
      if (times.length >= perMinute) {
        asked.set(memberId, times)
        throw new DomainError('TOO_MANY_REQUESTS')
      }
      times.push(+now)
      if (asked.size > 100_000) asked.clear()
      asked.set(memberId, times)
    },
  }
}
export type HoldRate = ReturnType<typeof createHoldRate>
