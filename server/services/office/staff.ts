// Staff accounts and their sessions (issue #35), kept apart from members: their own table, their
// own session tokens (stored as SHA-256 only, like members'), so a member's token never opens
// the office and a staff token never acts as a member.
import { randomBytes } from 'node:crypto'
import type { Kysely, Selectable } from 'kysely'
import type { StaffRole } from '../../../domain/office/roles'
import type { DB } from '../../db/schema'
import { hashPassword } from '../passwords'
import { tokenHash } from '../sessions'
import { newTotpSecret } from './totp'

/** A staff session lasts a working day. */
export const staffSessionHours = 12
const hourMs = 60 * 60 * 1000

export type StaffRow = Selectable<DB['staff']>

export function findStaffByEmail(db: Kysely<DB>, email: string) {
  return db
    .selectFrom('staff')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
    .executeTakeFirst()
}

export interface NewStaff {
  email: string
  name: string
  role: StaffRole
  password: string
  /** a fixed secret (the demo seed); a new random one otherwise */
  totpSecret?: string
  demo?: boolean
}

/** Creates a staff account; answers its id and TOTP secret (shown once, to set up the app). */
export async function createStaff(db: Kysely<DB>, staff: NewStaff) {
  const totpSecret = staff.totpSecret ?? newTotpSecret()
  const row = await db
    .insertInto('staff')
    .values({
      email: staff.email.trim(),
      name: staff.name.trim(),
      role: staff.role,
      password_hash: await hashPassword(staff.password),
      totp_secret: totpSecret,
      demo: staff.demo ?? false,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { id: row.id, totpSecret }
}

/**
 * Takes the time step of a right code for the staff member: true when no code of this step or
 * a later one signed in before, so a code (seen over a shoulder, replayed) signs in once.
 */
export async function claimTotpStep(db: Kysely<DB>, staffId: number, step: number) {
  const taken = await db
    .updateTable('staff')
    .set({ totp_last_step: step })
    .where('id', '=', staffId)
    .where('totp_last_step', '<', step)
    .returning('id')
    .executeTakeFirst()
  return taken !== undefined
}

export async function startStaffSession(db: Kysely<DB>, staffId: number, now: Date) {
  const token = `cts_${randomBytes(24).toString('base64url')}`
  const expiresAt = new Date(+now + staffSessionHours * hourMs)
  await db
    .insertInto('staff_sessions')
    .values({
      token_hash: tokenHash(token),
      staff_id: staffId,
      created_at: now,
      expires_at: expiresAt,
    })
    .execute()
  return { token, expiresAt }
}

export type StaffSessionLookup =
  | { state: 'valid'; sessionId: number; staffId: number; role: StaffRole }
  | { state: 'unknown' | 'expired' }

/** The session of a token's hash, with its staff member's role; a disabled account's is expired. */
export async function findStaffSession(
  db: Kysely<DB>,
  hash: string,
  now: Date,
): Promise<StaffSessionLookup> {
  const row = await db
    .selectFrom('staff_sessions')
    .innerJoin('staff', 'staff.id', 'staff_sessions.staff_id')
    .select([
      'staff_sessions.id',
      'staff_sessions.expires_at',
      'staff_sessions.revoked_at',
      'staff.id as staff_id',
      'staff.role',
      'staff.disabled',
    ])
    .where('staff_sessions.token_hash', '=', hash)
    .executeTakeFirst()
  if (!row) return { state: 'unknown' }
  if (row.revoked_at || row.expires_at <= now || row.disabled) return { state: 'expired' }
  return { state: 'valid', sessionId: row.id, staffId: row.staff_id, role: row.role }
}

export async function endStaffSession(db: Kysely<DB>, sessionId: number, now: Date) {
  await db
    .updateTable('staff_sessions')
    .set({ revoked_at: now })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute()
}

/** Every session of a staff member (disabled, or a new role to sign in with). */
export async function endAllStaffSessions(db: Kysely<DB>, staffId: number, now: Date) {
  await db
    .updateTable('staff_sessions')
    .set({ revoked_at: now })
    .where('staff_id', '=', staffId)
    .where('revoked_at', 'is', null)
    .execute()
}
