// Members for tests: inserted straight into the database, with a real argon2id hash.
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'
import { hashPassword } from '../services/passwords'

let hashed: Promise<string> | undefined
export const testPassword = 'Harbour2026!'

export async function insertMember(
  db: Kysely<DB>,
  email: string,
  state: 'pending' | 'active' | 'suspended' | 'locked' = 'active',
) {
  hashed ??= hashPassword(testPassword)
  const row = await db
    .insertInto('members')
    .values({
      email,
      password_hash: await hashed,
      state,
      title: 'Miss',
      first_name: 'Siu Ming',
      last_name: 'Wong',
      birthday_month: 2,
      birthday_day: 29,
      address: JSON.stringify({
        country: 'HK',
        province: 'HK-ALL',
        area: 'HK-NT',
        district: 'HK-NT-ST',
        street: '1 Yuen Wo Road',
        building: 'Sha Tin Centre Block 2',
      }),
      mobile: JSON.stringify({ areaCode: '852', number: '91234567' }),
      interests: JSON.stringify(['music']),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}
