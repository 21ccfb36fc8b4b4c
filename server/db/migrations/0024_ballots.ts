// The box office's ballots (issue #35): a performance's wish-list ballot as staff set it. No row
// is the rule of docs/ballot.md alone (open until 72 hours before the show); `closed` is a
// ballot staff closed early (no wish is added, moved, cancelled or restored, and staff may run
// the draw); `open` one they opened again before its draw. Drawn is a row in ballot_draws.
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table ballots (
      performance_id int primary key references performances on delete cascade,
      state text not null check (state in ('open', 'closed')),
      changed_at timestamptz not null,
      changed_by int not null references staff
    );
  `.execute(db)
}
