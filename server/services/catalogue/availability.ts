// How many tickets a performance still has, as SQL: the one place that knows what counts as
// taken. Reserved seating counts seats that are available and not under a live hold (an expired
// hold simply no longer counts); general admission counts what its quotas have left after sales
// and live holds (ga_holds rows whose held_until is still ahead).
import { type RawBuilder, sql } from 'kysely'

/** Tickets left for the performance aliased `p`, at `now`. */
export function ticketsLeft(now: Date): RawBuilder<number> {
  return sql<number>`(case when p.seating = 'reserved' then (
      select count(*) from seats s
      where s.performance_id = p.id and s.status = 'available'
        and (s.hold_id is null or s.held_until <= ${now})
    ) else (
      select coalesce(sum(q.capacity - q.sold), 0) from ga_quotas q where q.performance_id = p.id
    ) - (
      select coalesce(sum(h.quantity), 0) from ga_holds h
      where h.performance_id = p.id and h.held_until > ${now}
    ) end)::int`
}

/** Tickets a performance aliased `p` has in all (sold, held and free; not blocked seats). */
export const ticketsInAll: RawBuilder<number> = sql<number>`(case when p.seating = 'reserved' then (
    select count(*) from seats s where s.performance_id = p.id and s.status <> 'blocked'
  ) else (
    select coalesce(sum(q.capacity), 0) from ga_quotas q where q.performance_id = p.id
  ) end)::int`

/** Below this share of tickets left a performance shows as "limited". */
export const limitedShare = 0.1
