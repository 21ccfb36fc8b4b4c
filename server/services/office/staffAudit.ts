// Reading the box office's audit log (issue #35): newest first, a page at a time, by staff
// member and by action, with who made each change.
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema'

export const auditPageSize = 50

export interface AuditFilter {
  staffId?: number
  action?: string
  page: number
}

export async function readAudit(db: Kysely<DB>, filter: AuditFilter) {
  let query = db.selectFrom('audit_log').innerJoin('staff', 'staff.id', 'audit_log.staff_id')
  if (filter.staffId !== undefined) query = query.where('audit_log.staff_id', '=', filter.staffId)
  if (filter.action !== undefined) query = query.where('audit_log.action', '=', filter.action)
  const [count, rows, actions] = await Promise.all([
    query.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
    query
      .select([
        'audit_log.id',
        'audit_log.at',
        'audit_log.action',
        'audit_log.target',
        'audit_log.before',
        'audit_log.after',
        'staff.id as staff_id',
        'staff.name',
        'staff.email',
      ])
      .orderBy('audit_log.at', 'desc')
      .orderBy('audit_log.id', 'desc')
      .limit(auditPageSize)
      .offset((filter.page - 1) * auditPageSize)
      .execute(),
    db.selectFrom('audit_log').select('action').distinct().orderBy('action').execute(),
  ])
  const total = Number(count.n)
  return {
    total,
    pageCount: Math.ceil(total / auditPageSize),
    rows,
    actions: actions.map((row) => row.action),
  }
}
