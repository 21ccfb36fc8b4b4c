// Two holds side by side at the same instant must not strand a single seat together (the seat
// rule's ORPHAN_SEAT): seats 1–2 and 4–5 of a row, seat 3 free. The interleaving is forced, not
// hoped for: a third transaction locks the first buyer's member row, so the first hold stops
// right after its seat rule check, at the insert of its hold row (whose foreign key waits for
// that lock); the second hold runs meanwhile; then the first is let go. PostgreSQL only: PGlite
// has one connection, so two holds there run one after the other and cannot race.
import { type Kysely, sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DomainError } from '../../domain/domainError'
import type { Database } from '../../server/db/database'
import type { DB } from '../../server/db/schema'
import { holdCinemaSeats, holdSeats } from '../../server/services/selling/seatHold'
import { insertBuyers } from '../../server/testing/buyers'
import { testDatabase } from '../../server/testing/harness'
import {
  insertSellingFixture,
  type SellingFixture,
  sellingNow,
} from '../../server/testing/sellingFixture'

const options = { now: sellingNow, holdMinutes: 10 }

/** Sessions of this test's database waiting for a lock (the two holds, when they wait). */
async function lockWaiters(db: Kysely<DB>): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from pg_stat_activity
    where datname = current_database() and wait_event_type = 'Lock'
  `.execute(db)
  return rows[0]?.n ?? 0
}

/** Resolves once `count` sessions wait for a lock, or `over()` (polling, never a timing assertion). */
async function untilWaiting(db: Kysely<DB>, count: number, over = () => false): Promise<void> {
  while (!over() && (await lockWaiters(db)) < count) {
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** How a hold ended: its id, or the error code it was refused with. */
function outcome(hold: Promise<string>): Promise<string> {
  return hold.then(
    () => 'held',
    (error: unknown) => (error instanceof DomainError ? error.code : Promise.reject(error)),
  )
}

/**
 * Runs `first` and `second` with `first` stopped after its rule check until `second` has either
 * finished or is waiting for a lock `first` holds; answers how each ended.
 */
async function sideBySide(
  db: Kysely<DB>,
  firstMemberId: number,
  first: () => Promise<string>,
  second: () => Promise<string>,
): Promise<[string, string]> {
  let letGo = () => {}
  const released = new Promise<void>((resolve) => {
    letGo = resolve
  })
  let locked = () => {}
  const memberLocked = new Promise<void>((resolve) => {
    locked = resolve
  })
  const blocker = db.transaction().execute(async (trx) => {
    // FOR UPDATE conflicts with the key-share lock the hold row's foreign key takes
    await sql`select id from members where id = ${firstMemberId} for update`.execute(trx)
    locked()
    await released
  })
  await memberLocked
  const firstDone = outcome(first())
  await untilWaiting(db, 1)
  let secondOver = false
  const secondDone = outcome(second()).finally(() => {
    secondOver = true
  })
  await untilWaiting(db, 2, () => secondOver)
  letGo()
  await blocker
  return Promise.all([firstDone, secondDone])
}

async function heldSeats(
  db: Kysely<DB>,
  seats: { table: 'seats' | 'cinema_seats'; show: 'performance_id' | 'show_id'; id: number },
  rowName: string,
) {
  const { rows } = await sql<{ seat_id: string }>`
    select seat_id from ${sql.table(seats.table)}
    where ${sql.ref(seats.show)} = ${seats.id} and row_name = ${rowName}
      and held_until > ${sellingNow}
    order by position
  `.execute(db)
  return rows.map((row) => row.seat_id)
}

describe.skipIf(!process.env.TEST_DATABASE_TEMPLATE_URL)(
  'two holds side by side at the same instant (PostgreSQL; PGlite cannot race)',
  () => {
    let database: Database
    let fixture: SellingFixture
    let members: number[]

    beforeAll(async () => {
      // the two holds, the lock keeping the first one waiting, and the polling
      database = await testDatabase({ poolSize: 5 })
      fixture = await insertSellingFixture(database.db)
      members = (await insertBuyers(database.db, 2, sellingNow, 'orphan')).map((m) => m.id)
    })
    afterAll(() => database?.close())

    // the same race in a reserved row (B) and a cinema row (E), each through its own hold
    const rows = [
      {
        kind: 'a reserved row',
        row: 'B',
        seats: () => ({ table: 'seats', show: 'performance_id', id: fixture.reservedId }) as const,
        seatId: (n: number) => fixture.seat('B', n),
        hold: (memberId: number, seatIds: string[]) =>
          holdSeats(database.db, { memberId, performanceId: fixture.reservedId, seatIds }, options),
      },
      {
        kind: 'a cinema row',
        row: 'E',
        seats: () =>
          ({ table: 'cinema_seats', show: 'show_id', id: fixture.cinemaShowId }) as const,
        seatId: (n: number) => `E-${n}`,
        hold: (memberId: number, seatIds: string[]) =>
          holdCinemaSeats(
            database.db,
            { memberId, showId: fixture.cinemaShowId, seatIds },
            options,
          ),
      },
    ]

    it.each(rows)(
      'refuse the second hold of $kind when both together would strand a seat',
      async ({ row, seats, seatId, hold }) => {
        const [a, b] = members as [number, number]
        const take = (memberId: number, numbers: number[]) => () =>
          hold(memberId, numbers.map(seatId))
        const outcomes = await sideBySide(database.db, a, take(a, [1, 2]), take(b, [4, 5]))
        expect(outcomes).toEqual(['held', 'ORPHAN_SEAT'])
        expect(await heldSeats(database.db, seats(), row)).toEqual([seatId(1), seatId(2)])
      },
    )
  },
)
