// The wish-list ballot (docs/ballot.md): one draw per performance, with the seed it shuffled the
// entrants by, what it read (each entrant's ranked wishes and the places left per price zone),
// the order the seed gave and every wish's outcome, so anyone can run it again and get the same
// result. A wish that won keeps the hold its seats are under, the preview it is paid through and,
// once paid, the transaction. Points top-ups get numbers of their own. The job queue (pg-boss)
// keeps its own schema, `pgboss` (docs/decisions/0005-jobs.md).
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table ballot_draws (
      performance_id int primary key references performances on delete cascade,
      drawn_at timestamptz not null,
      seed text not null,
      inputs jsonb not null,
      entrant_order jsonb not null,
      results jsonb not null
    );
    alter table wish_list_entries
      add column hold_id text,
      add column preview_id text,
      add column txn_no text,
      add column pay_by timestamptz,
      add column decided_at timestamptz;
    create index wish_list_performance on wish_list_entries (performance_id, status);
    create index points_ledger_expiring on points_ledger (expires_on) where expires_on is not null;
    -- points top-ups are numbered P + the Hong Kong date + this, like tickets' T numbers
    create sequence points_purchase_numbers;
  `.execute(db)
}
