// A hold commits without waiting for the disk (`commitWithoutWaiting` in seatTables.ts), and only
// the hold: the connection it ran on goes back to the pool committing as it did, so the next
// statement on it (a sale, say) waits for the disk again.
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/database'
import { insertBuyers } from '../../testing/buyers'
import { testDatabase } from '../../testing/harness'
import { insertSellingFixture, type SellingFixture, sellingNow } from '../../testing/sellingFixture'
import { holdBestSeats } from './bestSeatHold'
import { holdQuantities } from './quantityHold'
import { holdSeats } from './seatHold'

let database: Database
let fixture: SellingFixture
let members: number[]
beforeAll(async () => {
  // one connection: every statement below runs on the one the holds used
  database = await testDatabase({ poolSize: 1 })
  fixture = await insertSellingFixture(database.db)
  members = (await insertBuyers(database.db, 3, sellingNow)).map((buyer) => buyer.id)
})
afterAll(() => database.close())

const options = { now: sellingNow, holdMinutes: 10 }
const committing = async () =>
  (
    await sql<{ setting: string }>`select current_setting('synchronous_commit') as setting`.execute(
      database.db,
    )
  ).rows[0]?.setting

describe('a hold', () => {
  it('leaves the connection committing as before, held seats, quantities or best seats', async () => {
    const db = database.db
    const [first, second, third] = members as [number, number, number]
    const holds = [
      () =>
        holdSeats(
          db,
          { memberId: first, performanceId: fixture.reservedId, seatIds: [fixture.seat('B', 1)] },
          options,
        ),
      () =>
        holdQuantities(
          db,
          {
            memberId: second,
            performanceId: fixture.gaId,
            quantities: [{ priceZoneId: fixture.zoneIds[0], quantity: 2 }],
          },
          options,
        ),
      () =>
        holdBestSeats(
          db,
          {
            memberId: third,
            performanceId: fixture.reservedId,
            priceZoneId: fixture.zoneIds[1],
            count: 2,
          },
          options,
        ),
    ]
    expect(await committing()).toBe('on')
    for (const hold of holds) {
      await hold()
      expect(await committing()).toBe('on')
    }
    const held = await db.selectFrom('holds').select('member_id').orderBy('member_id').execute()
    expect(held.map((hold) => hold.member_id)).toEqual([first, second, third])
  })
})
