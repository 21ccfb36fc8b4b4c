// Writes the demo members' rows in batches (one statement per few hundred rows, far below
// PostgreSQL's 65,535 parameters) and marks what they bought in the catalogue: seats sold and
// general-admission quotas counted.
import { type Insertable, type Kysely, sql } from 'kysely'
import type { DB } from '../../db/schema'
import type { FreeSeat } from './catalogue'

const batchSize = 500

function batches<T>(rows: T[], size = batchSize): T[][] {
  const result: T[][] = []
  for (let i = 0; i < rows.length; i += size) result.push(rows.slice(i, i + size))
  return result
}

/** Inserts in the order given, batch after batch, so generated ids follow that order. */
export async function insertAll<T extends keyof DB & string>(
  db: Kysely<DB>,
  table: T,
  rows: Insertable<DB[T]>[],
) {
  for (const batch of batches(rows))
    await db
      .insertInto(table)
      .values(batch as never)
      .execute()
}

export async function markSold(db: Kysely<DB>, seats: FreeSeat[]) {
  for (const batch of batches(seats, 2000)) {
    const values = sql.join(batch.map((s) => sql`(${s.performanceId}::int, ${s.seatId}::text)`))
    await sql`
      update seats as s set status = 'sold'
      from (values ${values}) as v(performance_id, seat_id)
      where s.performance_id = v.performance_id and s.seat_id = v.seat_id
    `.execute(db)
  }
}

export async function countQuotaSales(
  db: Kysely<DB>,
  sales: { performanceId: number; zoneId: number; added: number }[],
) {
  for (const batch of batches(sales, 2000)) {
    const values = sql.join(
      batch.map((q) => sql`(${q.performanceId}::int, ${q.zoneId}::int, ${q.added}::int)`),
    )
    await sql`
      update ga_quotas as q set sold = q.sold + v.added
      from (values ${values}) as v(performance_id, price_zone_id, added)
      where q.performance_id = v.performance_id and q.price_zone_id = v.price_zone_id
    `.execute(db)
  }
}
