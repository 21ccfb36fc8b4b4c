import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'

export async function seedContent(_db: Kysely<DB>, _now: Date): Promise<void> {}
