// The demo content, written into an empty database on first start (and by `npm run db:reset`).
// Times are relative to `now`, so "today", "this weekend" and "next month" always have events.
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'
import { seedCatalogue } from './catalogue'
import { seedContent } from './content'
import { seedMembers } from './members'
import { seedStaff } from './staff'
import { seedWaitingRooms } from './waitingRoom'

/** Seeds when the catalogue is empty; a database that already has events is left alone. */
export async function seedIfEmpty(db: Kysely<DB>, now: Date): Promise<boolean> {
  const any = await db.selectFrom('events').select('id').limit(1).executeTakeFirst()
  if (any) return false
  await seed(db, now)
  return true
}

export async function seed(db: Kysely<DB>, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await seedCatalogue(trx, now)
    await seedContent(trx, now)
    await seedMembers(trx, now)
    await seedStaff(trx)
    await seedWaitingRooms(trx, now)
  })
}
