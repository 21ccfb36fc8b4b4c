// Secrets the server makes for itself on first start and keeps in the database, so every
// process signs and checks with the same key (an environment variable can override it).
import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'

const cache = new Map<string, string>()

export async function serverSecret(db: Kysely<DB>, name: string, fromEnv?: string) {
  if (fromEnv) return fromEnv
  const known = cache.get(name)
  if (known) return known
  await db
    .insertInto('server_secrets')
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute()
  const row = await db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow()
  cache.set(name, row.value)
  return row.value
}
