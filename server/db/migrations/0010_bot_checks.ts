// The bot check (spec §7's captcha widget): one row per picture handed out, with only the
// SHA-256 of its answer, an expiry and the moment it was answered (once, right or wrong). In
// the database, not in a process, so any server process can check a picture another drew.
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table bot_checks (
      id text primary key,
      answer_hash text not null,
      created_at timestamptz not null,
      expires_at timestamptz not null,
      used_at timestamptz
    );
    create index bot_checks_expiry on bot_checks (expires_at);
  `.execute(db)
}
