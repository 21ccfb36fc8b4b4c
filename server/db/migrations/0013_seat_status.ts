// The seat rule's one SQL copy (docs/decisions/0006-selling.md): a seat is held while it is
// available and its hold runs past `now`; an expired hold counts for nothing. `seatStatus`
// (services/selling/seatRule.ts) is the same rule in Node, and a test holds the two to the same
// answers (seatStatus.test.ts). A function of its arguments only, written in SQL, so PostgreSQL
// inlines it where it is called (the seat plan, a hold's check, the sale's).
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function seat_status(status text, held_until timestamptz, now timestamptz)
    returns text language sql immutable parallel safe as $$
      select case when status = 'available' and held_until > now then 'held' else status end
    $$;
  `.execute(db)
}
