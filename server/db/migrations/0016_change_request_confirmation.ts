// A visitor's change request takes effect once confirmed from a link mailed to the
// transaction's own email: the link's token (its SHA-256), until when it works, and when it was
// followed. A member's request about their own transaction is confirmed when it is made, as
// every request before this migration was.
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['txn_change_requests', 'delivery_change_requests']) {
    await sql`
      alter table ${sql.table(table)}
        add column confirm_token_hash text unique,
        add column confirm_expires_at timestamptz,
        add column confirmed_at timestamptz
    `.execute(db)
    await sql`update ${sql.table(table)} set confirmed_at = created_at`.execute(db)
  }
}
