// The points packages a member can buy.
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema'
import { hkd } from '../format'

export async function pointPackages(db: Kysely<DB>) {
  const rows = await db
    .selectFrom('point_packages')
    .selectAll()
    .orderBy('sort')
    .orderBy('id')
    .execute()
  return {
    data: rows.map((row) => ({ id: row.id, points: row.points, price: hkd(row.price_cents) })),
  }
}
