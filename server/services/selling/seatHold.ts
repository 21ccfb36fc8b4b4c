// A hold of chosen seats (reserved seating, cinema): exactly the asked seats, or nothing, in
// one short transaction. It locks the asked seats and the two either side of each (the
// neighbours the no-orphan rule judges) in seat order, checks them as they are now, and writes
// the hold. A hold counts only while it has not expired, so an expired hold frees its seats
// with no job; the sweeper (sweeper.ts) only tidies rows.
import { type Kysely, sql } from 'kysely'
import { DomainError } from '../../../domain/domainError'
import { standardTicketType, type TicketType } from '../../../domain/ticketTypes'
import type { DB } from '../../db/schema'
import { expiryOf, type HoldOptions } from './holdOptions'
import { betweenCheckAndWrite, forUpdate, inTransaction } from './locking'
import { newHoldId } from './numbers'
import { checkSeatRule, type PlanSeat } from './seatRule'
import {
  cinemaSeats,
  commitWithoutWaiting,
  distinctSorted,
  performanceSeats,
  type SeatTable,
  wholeRowsOf,
} from './seatTables'
import { takeTicketTypes } from './ticketTypeQuota'

/** A hold of seats, with the type of each seat not standard (event seats only). */
export interface SeatHoldRequest {
  memberId: number | null
  showId: number
  seatIds: readonly string[]
  seatTypes?: ReadonlyMap<string, TicketType>
}

/**
 * The seats' hold written, their rows already locked (or, in the control run, unchecked); an
 * event's concessions are checked first, under their own locks (ticketTypeQuota.ts).
 */
export async function writeSeatHold(
  executor: Kysely<DB>,
  seats: SeatTable,
  hold: SeatHoldRequest,
  options: HoldOptions,
): Promise<string> {
  const typed = [...(hold.seatTypes ?? new Map<string, TicketType>())].filter(
    ([seatId, type]) => type !== standardTicketType && hold.seatIds.includes(seatId),
  )
  if (seats.table === 'seats' && typed.length > 0) {
    const zones = await executor
      .selectFrom('seats')
      .select(['seat_id', 'price_zone_id'])
      .where('performance_id', '=', hold.showId)
      .where(
        'seat_id',
        'in',
        typed.map(([seatId]) => seatId),
      )
      .execute()
    const zoneOf = new Map(zones.map((row) => [row.seat_id, row.price_zone_id]))
    await takeTicketTypes(
      executor,
      hold.showId,
      typed.map(([seatId, ticketType]) => ({
        priceZoneId: zoneOf.get(seatId) ?? 0,
        ticketType,
        quantity: 1,
      })),
      options.now,
    )
    await betweenCheckAndWrite()
  }
  const holdId = newHoldId(options.now)
  const expiresAt = expiryOf(options)
  const table = sql.table(seats.table)
  const show = sql.ref(seats.show)
  const performanceId = seats.table === 'seats' ? hold.showId : null
  const cinemaShowId = seats.table === 'cinema_seats' ? hold.showId : null
  await sql`
    with hold as (
      insert into holds (id, member_id, performance_id, cinema_show_id, created_at, expires_at)
      values (${holdId}, ${hold.memberId}::int, ${performanceId}::int, ${cinemaShowId}::int,
        ${options.now}::timestamptz, ${expiresAt}::timestamptz)
    ),
    taken as (
      update ${table} set hold_id = ${holdId}, held_until = ${expiresAt}${
        seats.table === 'seats'
          ? typed.length > 0
            ? sql`, ticket_type = case seat_id ${sql.join(
                typed.map(([seatId, type]) => sql`when ${seatId} then ${type}`),
                sql` `,
              )} else null end`
            : sql`, ticket_type = null`
          : sql``
      }
      where ${show} = ${hold.showId} and seat_id in (${sql.join(distinctSorted(hold.seatIds))})
    )
    select ${commitWithoutWaiting}
  `.execute(executor)
  return holdId
}

function holdSeatsOf(
  db: Kysely<DB>,
  seats: SeatTable,
  hold: SeatHoldRequest,
  options: HoldOptions,
): Promise<string> {
  const ids = distinctSorted(hold.seatIds)
  const table = sql.table(seats.table)
  const show = sql.ref(seats.show)
  const asked = sql.join(ids)
  return inTransaction(db, async (trx) => {
    // One statement: the whole rows of the asked seats, with a lock on each asked seat and the
    // two seats either side of it in row order, every seat whose state decides whether the
    // block strands one. A locked seat's state is the latest committed one even after a wait
    // (READ COMMITTED returns the row it waited for as committed); the rest of the row, which
    // only tells whether another placement would strand nothing, is read as it is.
    const { rows: plan } = await sql<PlanSeat>`
      with plan as (${wholeRowsOf(seats, hold.showId, ids)}),
      locked as materialized (
        select seat_id, status, held_until from ${table}
        where ${show} = ${hold.showId} and seat_id in (
          select p.seat_id from plan p join plan a on a.row_key = p.row_key
          where a.seat_id in (${asked}) and abs(a.n - p.n) <= 2
        )
        order by seat_id ${forUpdate()}
      )
      select p.seat_id, p.row_key, p.seat_number, p.aisle_before,
        coalesce(l.status, p.status) as status,
        case when l.seat_id is null then p.held_until else l.held_until end as held_until
      from plan p left join locked l on l.seat_id = p.seat_id
      order by p.row_key, p.row_sort, p.position
    `.execute(trx)
    const found = new Set(plan.map((seat) => seat.seat_id))
    if (ids.some((id) => !found.has(id))) throw new DomainError('SEAT_UNAVAILABLE')
    checkSeatRule(plan, ids, options.now)
    await betweenCheckAndWrite()
    return writeSeatHold(trx, seats, hold, options)
  })
}

/** Holds reserved seats of a performance; throws SEAT_UNAVAILABLE, SEATS_NOT_CONSECUTIVE, ORPHAN_SEAT. */
export function holdSeats(
  db: Kysely<DB>,
  hold: {
    memberId: number
    performanceId: number
    seatIds: readonly string[]
    seatTypes?: ReadonlyMap<string, TicketType>
  },
  options: HoldOptions,
): Promise<string> {
  return holdSeatsOf(
    db,
    performanceSeats,
    {
      memberId: hold.memberId,
      showId: hold.performanceId,
      seatIds: hold.seatIds,
      ...(hold.seatTypes ? { seatTypes: hold.seatTypes } : {}),
    },
    options,
  )
}

/** Holds consecutive seats of a cinema show, for a member or a visitor (memberId null). */
export function holdCinemaSeats(
  db: Kysely<DB>,
  hold: { memberId: number | null; showId: number; seatIds: readonly string[] },
  options: HoldOptions,
): Promise<string> {
  return holdSeatsOf(db, cinemaSeats, hold, options)
}
