// What a member holds now: the per-transaction and per-member limits count it.
import { type Kysely, sql } from 'kysely'
import type { DB } from '../../db/schema'

/** Tickets the member holds now for a performance (the per-transaction limit counts them). */
export async function ticketsHeld(
  db: Kysely<DB>,
  memberId: number,
  performanceId: number,
  now: Date,
): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select (
      (select count(*) from seats s join holds h on h.id = s.hold_id
        where h.member_id = ${memberId} and h.performance_id = ${performanceId}
          and h.status = 'held' and h.expires_at > ${now} and s.status = 'available')
      + (select coalesce(sum(g.quantity), 0) from ga_holds g join holds h on h.id = g.hold_id
        where h.member_id = ${memberId} and h.performance_id = ${performanceId}
          and h.status = 'held' and h.expires_at > ${now})
    )::int as n
  `.execute(db)
  return rows[0]?.n ?? 0
}
