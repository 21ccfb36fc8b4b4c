// Exactly one process runs the admission tick: the one holding the lease row. A process takes
// it when it is free or lapsed, and renews it on each tick; a process killed while holding it
// only delays admission until the lease lapses. One conditional update, on PGlite as on
// PostgreSQL.
import { type Kysely, sql } from 'kysely'
import type { DB } from '../../db/schema'

export async function takeLease(db: Kysely<DB>, holder: string, now: Date, leaseMs: number) {
  const { rows } = await sql`
    update waiting_room_lease set holder = ${holder}, expires_at = ${new Date(+now + leaseMs)}
    where name = 'admission' and (holder = ${holder} or expires_at < ${now})
    returning holder
  `.execute(db)
  return rows.length === 1
}

export async function releaseLease(db: Kysely<DB>, holder: string) {
  await sql`
    update waiting_room_lease set expires_at = 'epoch'
    where name = 'admission' and holder = ${holder}
  `.execute(db)
}
