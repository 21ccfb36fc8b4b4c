// The administrator's work on staff accounts (issue #35): list, add, change a role, disable or
// enable, and a new authenticator secret. Every change is audited in its own transaction, with
// the account's public fields only (never the password hash or the TOTP secret). The last enabled
// administrator can be neither disabled nor demoted: the enabled administrators are locked while
// one is changed, so two administrators demoting each other at once cannot both succeed.
import type { Kysely } from 'kysely'
import { DomainError, notFound } from '../../../domain/domainError'
import type { StaffRole } from '../../../domain/office/roles'
import type { DB } from '../../db/schema'
import { recordAudit } from './audit'
import { createStaff, endAllStaffSessions, findStaffByEmail } from './staff'
import { newTotpSecret, totpUri } from './totp'

const accountColumns = ['id', 'email', 'name', 'role', 'disabled', 'created_at'] as const

export interface StaffAccountRow {
  id: number
  email: string
  name: string
  role: StaffRole
  disabled: boolean
  created_at: Date
}

/** What the audit log keeps of an account: nothing secret. */
const audited = (row: StaffAccountRow) => ({
  email: row.email,
  name: row.name,
  role: row.role,
  disabled: row.disabled,
})

export function listStaffAccounts(db: Kysely<DB>): Promise<StaffAccountRow[]> {
  return db
    .selectFrom('staff')
    .select(accountColumns)
    .orderBy('disabled')
    .orderBy('name')
    .orderBy('id')
    .execute()
}

function accountOf(db: Kysely<DB>, id: number) {
  return db.selectFrom('staff').select(accountColumns).where('id', '=', id).executeTakeFirst()
}

export interface AddedStaff {
  email: string
  name: string
  role: StaffRole
  password: string
}

/** Adds a staff account; its secret and otpauth:// URI are answered this once. */
export async function addStaffAccount(db: Kysely<DB>, by: number, staff: AddedStaff, now: Date) {
  return db.transaction().execute(async (tx) => {
    if (await findStaffByEmail(tx, staff.email)) throw new DomainError('EMAIL_ALREADY_REGISTERED')
    const { id, totpSecret } = await createStaff(tx, staff)
    const row = (await accountOf(tx, id)) as StaffAccountRow
    await recordAudit(tx, {
      staffId: by,
      action: 'addStaff',
      target: `staff:${id}`,
      before: null,
      after: audited(row),
      at: now,
    })
    return {
      staff: row,
      authenticator: { secret: totpSecret, uri: totpUri(totpSecret, row.email) },
    }
  })
}

export interface StaffChange {
  role?: StaffRole
  disabled?: boolean
}

/**
 * A new role, or the account disabled or enabled again. Disabling ends the member's sessions
 * at once; leaving no enabled administrator is refused (LAST_ADMINISTRATOR).
 */
export async function updateStaffAccount(
  db: Kysely<DB>,
  by: number,
  id: number,
  change: StaffChange,
  now: Date,
) {
  return db.transaction().execute(async (tx) => {
    // every enabled administrator, locked: the rule is checked against the rows it protects
    const administrators = await tx
      .selectFrom('staff')
      .select('id')
      .where('role', '=', 'administrator')
      .where('disabled', '=', false)
      .forUpdate()
      .execute()
    const before = await tx
      .selectFrom('staff')
      .select(accountColumns)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst()
    if (!before) throw notFound()
    const role = change.role ?? before.role
    const disabled = change.disabled ?? before.disabled
    const staysAdministrator = role === 'administrator' && !disabled
    const wasAdministrator = before.role === 'administrator' && !before.disabled
    if (wasAdministrator && !staysAdministrator && administrators.every((a) => a.id === id))
      throw new DomainError('LAST_ADMINISTRATOR')
    const after = await tx
      .updateTable('staff')
      .set({ role, disabled })
      .where('id', '=', id)
      .returning(accountColumns)
      .executeTakeFirstOrThrow()
    if (disabled && !before.disabled) await endAllStaffSessions(tx, id, now)
    await recordAudit(tx, {
      staffId: by,
      action: 'updateStaff',
      target: `staff:${id}`,
      before: audited(before),
      after: audited(after),
      at: now,
    })
    return after
  })
}

/**
 * A new TOTP secret (a lost or new phone): the old one stops working at once, and the new one is
 * answered this once. The audit records that it happened, not the secret.
 */
export async function resetStaffAuthenticator(db: Kysely<DB>, by: number, id: number, now: Date) {
  return db.transaction().execute(async (tx) => {
    const secret = newTotpSecret()
    const row = await tx
      .updateTable('staff')
      .set({ totp_secret: secret, totp_last_step: 0 })
      .where('id', '=', id)
      .returning(accountColumns)
      .executeTakeFirst()
    if (!row) throw notFound()
    await recordAudit(tx, {
      staffId: by,
      action: 'resetStaffAuthenticator',
      target: `staff:${id}`,
      before: { ...audited(row), authenticator: 'previous' },
      after: { ...audited(row), authenticator: 'new' },
      at: now,
    })
    return { staff: row, authenticator: { secret, uri: totpUri(secret, row.email) } }
  })
}
