// Holds given back: by the buyer, by a basket moving to another performance, by the sweeper.
import { type Kysely, sql } from 'kysely'
import type { DB } from '../../db/schema'
import { inTransaction, rowLocks } from './locking'
import { cinemaSeats, performanceSeats } from './seatTables'

/**
 * Gives back the seats and quantities of holds (their rows already locked by the caller).
 * Seat rows are locked in seat order like a hold's; with `skipLocked` (the sweeper) a seat some
 * hold is taking right now is left to that hold, which overwrites it anyway.
 */
export async function freePlaces(
  trx: Kysely<DB>,
  holdIds: readonly string[],
  options: { skipLocked?: boolean } = {},
): Promise<void> {
  if (holdIds.length === 0) return
  const lock = rowLocks() ? sql`for update ${options.skipLocked ? sql`skip locked` : sql``}` : sql``
  for (const seats of [performanceSeats, cinemaSeats]) {
    const table = sql.table(seats.table)
    const show = sql.ref(seats.show)
    const { rows } = await sql<{ show: number; seat_id: string }>`
      select ${show} as show, seat_id from ${table}
      where hold_id in (${sql.join(holdIds)}) and status = 'available'
      order by ${show}, seat_id ${lock}
    `.execute(trx)
    if (rows.length === 0) continue
    await sql`
      update ${table} set hold_id = null, held_until = null
      where hold_id in (${sql.join(holdIds)}) and status = 'available'
        and (${show}, seat_id) in (${sql.join(rows.map((row) => sql`(${row.show}, ${row.seat_id})`))})
    `.execute(trx)
  }
  await trx.deleteFrom('ga_holds').where('hold_id', 'in', holdIds).execute()
}

/** Releases a live hold of the member's (or a visitor's booking); false when there is none. */
export async function releaseHold(
  db: Kysely<DB>,
  holdId: string,
  memberId: number | null,
  options: { now: Date },
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const hold = await trx
      .selectFrom('holds')
      .select('id')
      .where('id', '=', holdId)
      .where((eb) =>
        memberId === null ? eb('member_id', 'is', null) : eb('member_id', '=', memberId),
      )
      .where('status', '=', 'held')
      .where('expires_at', '>', options.now)
      .$if(rowLocks(), (query) => query.forUpdate())
      .executeTakeFirst()
    if (!hold) return false
    await freePlaces(trx, [holdId])
    await trx.updateTable('holds').set({ status: 'released' }).where('id', '=', holdId).execute()
    return true
  })
}

/**
 * Releases the member's live holds on event performances other than `performanceId`; answers
 * whether the member still holds some for `performanceId`.
 */
export async function releaseOtherPerformances(
  db: Kysely<DB>,
  memberId: number,
  performanceId: number,
  options: { now: Date },
): Promise<boolean> {
  const live = await db
    .selectFrom('holds')
    .select(['id', 'performance_id'])
    .where('member_id', '=', memberId)
    .where('status', '=', 'held')
    .where('expires_at', '>', options.now)
    .where('performance_id', 'is not', null)
    .execute()
  for (const other of live) {
    if (other.performance_id !== performanceId) await releaseHold(db, other.id, memberId, options)
  }
  return live.some((hold) => hold.performance_id === performanceId)
}
