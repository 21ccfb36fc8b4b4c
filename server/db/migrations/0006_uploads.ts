// Signed upload addresses (the card image of a change request): one row per address, used
// once; and server secrets generated on first start and shared by every process through the
// database (the key that signs upload addresses).
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table uploads (
      file_key text primary key,
      purpose text not null check (purpose in ('cardImage')),
      created_at timestamptz not null,
      expires_at timestamptz not null,
      used_at timestamptz,
      content_type text,
      size_bytes int
    );
    create table server_secrets (
      name text primary key,
      value text not null
    );
  `.execute(db)
}
