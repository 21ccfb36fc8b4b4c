// A mail can carry files (a sale's calendar file, its e-tickets' QR codes shown inline), kept
// with it in the outbox so a retry sends the same mail; and a key, so the mail of one event
// (one sale's confirmation) is written once however often its request is retried.
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table outbox
      add column attachments jsonb,
      add column mail_key text unique
  `.execute(db)
}
