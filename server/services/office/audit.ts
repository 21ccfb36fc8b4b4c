// The audit log of the box office (issue #35): who changed what, when, and what it was before
// and after. Every office change calls `recordAudit` with the transaction that makes the change,
// so the entry and the change are committed together or not at all
// (docs/decisions/0010-office-staff.md).
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema'

export interface AuditEntry {
  /** who made the change: `staffOf(ctx).id` */
  staffId: number
  /** what was done: the operationId (`createStaff`, `updateEvent`, …) */
  action: string
  /** what it was done to: `event:8012`, `staff:4` */
  target: string
  /** the thing before and after, as plain JSON; null when it did not exist (or no longer does) */
  before: unknown
  after: unknown
  /** when; the request's `ctx.now()` where there is one, the clock otherwise */
  at?: Date
}

const json = (value: unknown) =>
  value === null || value === undefined ? null : JSON.stringify(value)

/** Writes one entry, in `tx`: the transaction of the change it records. */
export async function recordAudit(tx: Kysely<DB>, entry: AuditEntry): Promise<void> {
  await tx
    .insertInto('audit_log')
    .values({
      staff_id: entry.staffId,
      at: entry.at ?? new Date(),
      action: entry.action,
      target: entry.target,
      before: json(entry.before),
      after: json(entry.after),
    })
    .execute()
}
