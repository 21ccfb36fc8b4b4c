// The admission tick (run by the lease holder only): for each room, fix the pre-queue at the
// opening, see whether the sale is sold out, and let the next buyers in from the front at the
// room's rate, no more than the active cap allows. What it reads is per room (capacity, recent
// sales), never per waiting buyer; what it writes is the room's counter and one log row, in one
// transaction, conditional on the counter it read, so a process killed mid-tick lets no one in
// and two ticks racing let no one in twice.
import { type Kysely, sql } from 'kysely'
import { adaptedRate, admissionsDue } from '../../../domain/waitingRoom'
import type { DB } from '../../db/schema'
import type { RoomRow } from './rooms'

interface RoomLoad {
  capacity: number
  taken: number
  /** members who bought since the oldest pass still running was given */
  bought: number
}

/** Seats (or general-admission tickets) of the performance, and how many are sold or held. */
async function loadOf(db: Kysely<DB>, room: RoomRow, now: Date): Promise<RoomLoad> {
  const since = new Date(+now - room.passMinutes * 60_000)
  const { rows } = await sql<RoomLoad>`
    select
      (coalesce((select count(*) from seats where performance_id = ${room.performanceId} and status <> 'blocked'), 0)
        + coalesce((select sum(capacity) from ga_quotas where performance_id = ${room.performanceId}), 0))::int as capacity,
      (coalesce((select count(*) from seats where performance_id = ${room.performanceId}
          and (status = 'sold' or (status = 'available' and held_until > ${now}))), 0)
        + coalesce((select sum(sold) from ga_quotas where performance_id = ${room.performanceId}), 0)
        + coalesce((select sum(quantity) from ga_holds where performance_id = ${room.performanceId} and held_until > ${now}), 0))::int as taken,
      (select count(distinct member_id) from transactions
        where performance_id = ${room.performanceId} and purchased_at > ${since})::int as bought
  `.execute(db)
  return rows[0] as RoomLoad
}

/** Members let in whose pass still runs, less those who have bought meanwhile. */
function activeOf(room: RoomRow, load: RoomLoad, now: Date) {
  const since = +now - room.passMinutes * 60_000
  const passes = room.admissions
    .filter((a) => +a.at > since)
    .reduce((sum, a) => sum + (a.to - a.from), 0)
  return Math.max(0, passes - load.bought)
}

export interface TickResult {
  performanceId: number
  admitted: number
  soldOut: boolean
}

export async function admitRoom(
  db: Kysely<DB>,
  room: RoomRow,
  now: Date,
  holdP99Ms: number | null,
): Promise<TickResult | undefined> {
  if (+now < +room.opensAt) return undefined
  const load = await loadOf(db, room, now)
  const soldOut = load.capacity > 0 && load.taken >= load.capacity
  const rate = adaptedRate(room.ratePerMinute, room.admissionPerMinute, holdP99Ms)
  const elapsed = room.lastTickAt ? +now - +room.lastTickAt : 0
  const due = admissionsDue(rate, elapsed, room.carry)
  // nobody to let in beyond the last number given; none while sold out or at the cap
  const waiting = Math.max(0, room.joined - room.serving)
  const room_for = Math.max(0, room.activeCap - activeOf(room, load, now))
  const admitted = soldOut ? 0 : Math.min(due.count, waiting, room_for)
  // a fraction earned while held back is not saved up into a burst
  const carry = admitted < due.count ? Math.min(due.carry, 1) : due.carry
  const serving = room.serving + admitted
  const changed = await db.transaction().execute(async (trx) => {
    const { rows } = await sql`
      update waiting_rooms set
        serving = ${serving},
        group_size = coalesce(group_size, joined),
        carry = ${carry},
        rate_per_minute = ${rate},
        last_tick_at = ${now},
        sold_out = ${soldOut}
      where performance_id = ${room.performanceId} and serving = ${room.serving}
      returning performance_id
    `.execute(trx)
    if (rows.length === 0) return false
    if (admitted > 0) {
      await trx
        .insertInto('waiting_room_admissions')
        .values({
          performance_id: room.performanceId,
          at: now,
          from_serving: room.serving,
          to_serving: serving,
          rate_per_minute: rate,
          hold_p99_ms: holdP99Ms,
        })
        .execute()
    }
    return true
  })
  return changed ? { performanceId: room.performanceId, admitted, soldOut } : undefined
}
