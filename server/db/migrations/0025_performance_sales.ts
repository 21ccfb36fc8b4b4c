// A performance's own sale window (issue #35, the office's Performances screen): when its sale
// opens and closes. Null: the event's `on_sale_at` opens it, and it sells until it starts. The
// buying flow (services/selling/createHold.ts) and the event's page (catalogue/eventDetail.ts)
// read both. A hot performance's waiting room keeps its own settings in `waiting_rooms`
// (migration 0017): the office writes its row, the room reads it.
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table performances add column sales_open_at timestamptz;
    alter table performances add column sales_close_at timestamptz;
    alter table performances add constraint performances_sale_window
      check (sales_open_at is null or sales_close_at is null or sales_close_at > sales_open_at);
  `.execute(db)
}
