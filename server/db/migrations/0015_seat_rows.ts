// A hold reads the whole rows of the seats it asks for (the seat rule looks at their
// neighbours). Without an index on the row, that read goes through every seat of the
// performance, on every hold of a hot sale.
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index seats_row on seats (performance_id, section_id, row_name)`.execute(db)
  await sql`create index cinema_seats_row on cinema_seats (show_id, row_name)`.execute(db)
}
