// Links mailed to a member (activate the account, reset the password): a random token of which
// only the SHA-256 is kept, with an expiry, used once.
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table action_tokens (
      token_hash text primary key,
      member_id int not null references members,
      purpose text not null check (purpose in ('activate', 'resetPassword')),
      created_at timestamptz not null,
      expires_at timestamptz not null,
      used_at timestamptz
    );
    create index action_tokens_member on action_tokens (member_id, purpose);
  `.execute(db)
}
