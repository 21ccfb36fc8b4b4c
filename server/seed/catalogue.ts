// The demo catalogue: categories, venues, presenters, events with their price zones,
// performances, seats and quotas, banners, pop-ups and the images they name. Rows are built
// from ./catalogue (catalogueRows.ts) and inserted in batches inside the seed's transaction.
import { type InsertObject, type Kysely, sql } from 'kysely'
import type { DB } from '../db/schema'
import { buildCatalogue } from './catalogueRows'
import { insertConcessions } from './concessionRows'
import type { SeatRow } from './seatRows'

/** rows per insert: well under PostgreSQL's 65,535 parameters for every table here */
const batchSize = 1000

async function insertAll<T extends keyof DB & string>(
  db: Kysely<DB>,
  table: T,
  rows: readonly InsertObject<DB, T>[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += batchSize) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + batchSize))
      .execute()
  }
}

/**
 * Seats go in as one array per column (`unnest`): tens of thousands of rows in a few
 * statements, several times faster on PGlite than rows of parameters or JSON.
 */
async function insertSeats(db: Kysely<DB>, seats: readonly SeatRow[]): Promise<void> {
  const seatBatch = 10_000
  for (let i = 0; i < seats.length; i += seatBatch) {
    const batch = seats.slice(i, i + seatBatch)
    const column = <K extends keyof SeatRow>(key: K) => batch.map((seat) => seat[key])
    await sql`
      insert into seats (performance_id, seat_id, section_id, row_name, row_sort, seat_number,
        position, aisle_before, price_zone_id, wheelchair, status)
      select * from unnest(${column('performance_id')}::int[], ${column('seat_id')}::text[],
        ${column('section_id')}::text[], ${column('row_name')}::text[],
        ${column('row_sort')}::int[], ${column('seat_number')}::text[],
        ${column('position')}::int[], ${column('aisle_before')}::boolean[],
        ${column('price_zone_id')}::int[], ${column('wheelchair')}::boolean[],
        ${column('status')}::text[])
    `.execute(db)
  }
}

export async function seedCatalogue(db: Kysely<DB>, now: Date): Promise<void> {
  const rows = buildCatalogue(now)
  await insertAll(db, 'categories', rows.categories)
  await insertAll(db, 'venues', rows.venues)
  await insertAll(db, 'venue_sections', rows.venueSections)
  await insertAll(db, 'presenters', rows.presenters)
  await insertAll(db, 'events', rows.events)
  await insertAll(db, 'price_zones', rows.priceZones)
  await insertAll(db, 'performances', rows.performances)
  await insertSeats(db, rows.seats)
  await insertAll(db, 'ga_quotas', rows.gaQuotas)
  await insertConcessions(db)
  await insertAll(db, 'banners', rows.banners)
  await insertAll(db, 'popup_events', rows.popupEvents)
  await insertAll(db, 'media', rows.media)
}
