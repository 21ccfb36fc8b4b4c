// Staff for tests (issue #35): a new staff member of a role, straight into the database with a
// real argon2id hash and a known TOTP secret, and a bearer token of theirs for office calls.
import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { StaffRole } from '../../domain/office/roles'
import type { DB } from '../db/schema'
import { createStaff } from '../services/office/staff'
import { tokenHash } from '../services/sessions'

export const staffTestPassword = 'Office2026!'
/** RFC 6238's SHA-1 test key in base32: the secret of every test staff member. */
export const staffTestSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ'

let made = 0

/** A new staff member of `role` (email `<role>.<n>@office.test` unless given); their id and email. */
export async function insertStaff(
  db: Kysely<DB>,
  role: StaffRole,
  options: { email?: string; name?: string; disabled?: boolean } = {},
) {
  made += 1
  const email = options.email ?? `${role}.${made}.${randomBytes(3).toString('hex')}@office.test`
  const { id } = await createStaff(db, {
    email,
    name: options.name ?? `Test ${role} ${made}`,
    role,
    password: staffTestPassword,
    totpSecret: staffTestSecret,
  })
  if (options.disabled)
    await db.updateTable('staff').set({ disabled: true }).where('id', '=', id).execute()
  return { id, email }
}

/** A session token of a staff member (of a new one of `role`, or of `staffId`), valid until 2100. */
export async function staffToken(
  db: Kysely<DB>,
  role: StaffRole,
  staffId?: number,
): Promise<string> {
  const id = staffId ?? (await insertStaff(db, role)).id
  const token = `cts_${randomBytes(24).toString('base64url')}`
  await db
    .insertInto('staff_sessions')
    .values({
      token_hash: tokenHash(token),
      staff_id: id,
      created_at: new Date('2020-01-01T00:00:00Z'),
      expires_at: new Date('2100-01-01T00:00:00Z'),
    })
    .execute()
  return token
}
