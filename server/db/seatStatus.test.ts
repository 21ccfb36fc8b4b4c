// The seat rule "a seat held until a later time counts as held" has one copy in Node
// (seatStatus, what a hold checks) and one in SQL (seat_status, what the seat plan shows and a
// hold's write and the sale check): both must give every seat the same answer.
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SeatState, seatStatus } from '../services/selling/seatRule'
import { testDatabase } from '../testing/harness'
import type { Database } from './database'

let database: Database
beforeAll(async () => {
  database = await testDatabase()
})
afterAll(() => database.close())

const now = new Date('2026-12-10T04:00:00.000Z')
const at = (ms: number) => new Date(+now + ms)

describe('the seat rule in Node and in SQL', () => {
  it('gives every seat the same state: held only while available and held past now', async () => {
    const seats: SeatState[] = []
    for (const status of ['available', 'sold', 'blocked'] as const) {
      for (const held_until of [null, at(-60_000), at(-1), now, at(1), at(600_000)]) {
        seats.push({ seat_id: `${status}-${seats.length}`, status, held_until })
      }
    }
    const { rows } = await sql<{ status: string }>`
      select seat_status(s.status, s.held_until, ${now}::timestamptz) as status
      from jsonb_to_recordset(${JSON.stringify(seats.map((seat, n) => ({ ...seat, n })))}::jsonb)
        as s (n int, status text, held_until timestamptz)
      order by s.n
    `.execute(database.db)
    const inNode = seats.map((seat) => seatStatus(seat, now))
    expect(rows.map((row) => row.status)).toEqual(inNode)
    // the cases that matter are there: a live hold, one that lapsed, one ending this instant
    expect(inNode.slice(0, 6)).toEqual([
      'available',
      'available',
      'available',
      'available',
      'held',
      'held',
    ])
  })
})
