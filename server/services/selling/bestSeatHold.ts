// A hold of the best available seats of one price zone (domain/bestSeats.ts), chosen from the
// plan as it is now under the same row locks as a choice on the plan: the candidate rows'
// seats locked in seat order, read again as locked, the block chosen and written, in one short
// transaction. Pickers asking at once for the same rows queue on those locks.
import { type Kysely, sql } from 'kysely'
import { bestSeats } from '../../../domain/bestSeats'
import { DomainError } from '../../../domain/domainError'
import { standardTicketType, type TicketType } from '../../../domain/ticketTypes'
import type { DB } from '../../db/schema'
import type { HoldOptions } from './holdOptions'
import { forUpdate, inTransaction } from './locking'
import { writeSeatHold } from './seatHold'
import { checkSeatRule, type PlanSeat, planRows } from './seatRule'
import { performanceSeats } from './seatTables'

/** How many of the first rows with enough free seats a pick reads before reading them all. */
const firstRows = 4

/** A seat of a row a best-seat pick reads: where it is, for the hold's answer, and its zone. */
interface CandidateSeat extends PlanSeat {
  price_zone_id: number
  section_id: string
  row_name: string
}

/** A seat a best-seat pick held, as the hold's tickets name it. */
export interface PickedSeat {
  seatId: string
  section: string
  row: string
  seat: string
  ticketType: TicketType
}

/**
 * The whole rows of a performance that have `count` or more free seats of the zone, in the
 * plan's order (the venue's sections in turn, front ones first; front row first), the first
 * `rows` of them, or all with none: the only rows the best block can be in.
 */
function candidateRows(
  executor: Kysely<DB>,
  hold: { performanceId: number; priceZoneId: number; count: number },
  now: Date,
  rows: number | null,
) {
  return sql<CandidateSeat>`
    with candidate as (
      select s.section_id, s.row_name,
        row_number() over (order by v.sort nulls last, s.section_id, min(s.row_sort), s.row_name)
          as rank
      from seats s
      join performances p on p.id = s.performance_id
      join events e on e.id = p.event_id
      left join venue_sections v on v.venue_id = e.venue_id and v.section_id = s.section_id
      where s.performance_id = ${hold.performanceId}
      group by s.section_id, s.row_name, v.sort
      having count(*) filter (where s.price_zone_id = ${hold.priceZoneId}
        and seat_status(s.status, s.held_until, ${now}::timestamptz) = 'available') >= ${hold.count}
      order by rank
      limit ${rows}
    )
    select s.seat_id, s.status, s.held_until, s.section_id || '/' || s.row_name as row_key,
      s.seat_number, s.aisle_before, s.price_zone_id, s.section_id, s.row_name
    from seats s join candidate c on c.section_id = s.section_id and c.row_name = s.row_name
    where s.performance_id = ${hold.performanceId}
    order by c.rank, s.position
  `.execute(executor)
}

/**
 * Whether any row of the performance still has `count` free seats of the zone: the question
 * `candidateRows` answers first, without placing or ordering the rows (0.4 ms of PostgreSQL on
 * a thousand seats, against 1 ms).
 */
async function anyRowWithRoom(
  executor: Kysely<DB>,
  hold: { performanceId: number; priceZoneId: number; count: number },
  now: Date,
) {
  const { rows } = await sql<{ room: boolean }>`
    select exists (
      select from seats s
      where s.performance_id = ${hold.performanceId} and s.price_zone_id = ${hold.priceZoneId}
        and seat_status(s.status, s.held_until, ${now}::timestamptz) = 'available'
      group by s.section_id, s.row_name
      having count(*) >= ${hold.count}
    ) as room
  `.execute(executor)
  return rows[0]?.room === true
}

/** The best block in the rows read, if any (`plan` in the plan's order, with price zones). */
function bestOf(plan: readonly CandidateSeat[], priceZoneId: number, count: number, now: Date) {
  const zones = new Map(plan.map((seat) => [seat.seat_id, seat.price_zone_id]))
  return bestSeats(planRows(plan, now), count, (seat) => zones.get(seat.id) === priceZoneId)
}

/**
 * The candidate rows' seats locked in seat order, and `plan` with their states as locked (the
 * latest committed ones, even after a wait).
 */
async function locked(trx: Kysely<DB>, performanceId: number, plan: CandidateSeat[]) {
  if (plan.length === 0) return plan
  const ids = [...new Set(plan.map((seat) => seat.seat_id))].sort()
  const { rows } = await sql<Pick<PlanSeat, 'seat_id' | 'status' | 'held_until'>>`
    select seat_id, status, held_until from seats
    where performance_id = ${performanceId} and seat_id in (${sql.join(ids)})
    order by seat_id ${forUpdate()}
  `.execute(trx)
  const now = new Map(rows.map((row) => [row.seat_id, row]))
  return plan.map((seat) => ({ ...seat, ...now.get(seat.seat_id) }))
}

/**
 * Holds the best available seats of one price zone of a performance. It reads only the first
 * rows with enough free seats of the zone, all of them if those have no block, and none when no
 * row has enough: then it refuses before taking any lock.
 */
export async function holdBestSeats(
  db: Kysely<DB>,
  hold: {
    memberId: number
    performanceId: number
    priceZoneId: number
    count: number
    /** the types of the seats picked, in the plan's order (standard for the rest) */
    ticketTypes?: readonly TicketType[]
  },
  options: HoldOptions,
): Promise<{ holdId: string; seats: PickedSeat[] }> {
  const gone = () => new DomainError('SEAT_UNAVAILABLE')
  // sold out (in this zone, for this many): nothing to lock
  if (!(await anyRowWithRoom(db, hold, options.now))) throw gone()
  return inTransaction(db, async (trx) => {
    const pick = async (rows: number | null) => {
      const plan = await locked(
        trx,
        hold.performanceId,
        (await candidateRows(trx, hold, options.now, rows)).rows,
      )
      return { plan, seatIds: bestOf(plan, hold.priceZoneId, hold.count, options.now) }
    }
    let { plan, seatIds } = await pick(firstRows)
    if (!seatIds && plan.length > 0) ({ plan, seatIds } = await pick(null))
    if (!seatIds) throw gone()
    checkSeatRule(plan, seatIds, options.now)
    // in the plan's order, as the basket lists them (a block is in one row)
    const picked = new Set(seatIds)
    const inOrder = plan.filter((seat) => picked.has(seat.seat_id))
    const seatTypes = new Map(
      inOrder.map((seat, i) => [seat.seat_id, hold.ticketTypes?.[i] ?? standardTicketType]),
    )
    const block = { memberId: hold.memberId, showId: hold.performanceId, seatIds, seatTypes }
    const holdId = await writeSeatHold(trx, performanceSeats, block, options)
    const seats = inOrder.map((seat) => ({
      seatId: seat.seat_id,
      section: seat.section_id,
      row: seat.row_name,
      seat: seat.seat_number,
      ticketType: seatTypes.get(seat.seat_id) ?? standardTicketType,
    }))
    return { holdId, seats }
  })
}
