// Many members at once for the selling tests and races: inserted in bulk with a session each
// (no password: they never log in, they already have a token).
import { type Kysely, sql } from 'kysely'
import type { DB } from '../db/schema'
import { startSession } from '../services/sessions'

export interface Buyer {
  id: number
  token: string
}

export async function insertBuyers(
  db: Kysely<DB>,
  count: number,
  now: Date,
  prefix = 'buyer',
): Promise<Buyer[]> {
  const buyers: Buyer[] = []
  for (let from = 0; from < count; from += 500) {
    const rows = Array.from({ length: Math.min(500, count - from) }, (_, i) => ({
      email: `${prefix}${from + i}@example.com.hk`,
      password_hash: null,
      title: 'Mr' as const,
      first_name: 'Tai Man',
      last_name: 'Chan',
      birthday_month: 5,
      birthday_day: 1,
      address: JSON.stringify({
        country: 'HK',
        province: 'HK-ALL',
        area: 'HK-KLN',
        district: 'HK-KLN-YTM',
        street: '1 Nathan Road',
        building: 'Tower 1',
      }),
      mobile: JSON.stringify({ areaCode: '852', number: '91234567' }),
      interests: JSON.stringify([]),
    }))
    const inserted = await db.insertInto('members').values(rows).returning('id').execute()
    for (const { id } of inserted) {
      buyers.push({ id, token: (await startSession(db, id, now)).token })
    }
  }
  return buyers
}

/** Seats of a performance by status, and whether any is sold twice (counted from the sales). */
export async function soldSeats(db: Kysely<DB>, performanceId: number) {
  const { rows } = await sql<{ sold: number; sales: number; distinct_seats: number }>`
    select
      (select count(*) from seats where performance_id = ${performanceId} and status = 'sold')::int as sold,
      (select count(*) from transaction_seats where performance_id = ${performanceId})::int as sales,
      (select count(distinct seat_id) from transaction_seats where performance_id = ${performanceId})::int as distinct_seats
  `.execute(db)
  return rows[0] as { sold: number; sales: number; distinct_seats: number }
}
