// The box office's staff operations (issue #35), by operationId: the administrator's staff
// accounts (services/office/staffAccounts.ts) and the audit log (services/office/staffAudit.ts).
import { addStaffSchema } from '../../domain/forms/officeStaff'
import type { Handlers } from '../http/handler'
import { staffOf } from '../http/handler'
import { parseForm } from '../http/validate'
import { hongKongTime } from '../services/format'
import {
  addStaffAccount,
  listStaffAccounts,
  resetStaffAuthenticator,
  type StaffAccountRow,
  updateStaffAccount,
} from '../services/office/staffAccounts'
import { readAudit } from '../services/office/staffAudit'

const account = (row: StaffAccountRow) => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  disabled: row.disabled,
  createdAt: hongKongTime(row.created_at),
})

export const officeStaffHandlers = {
  listStaff: async (_input, ctx) => ({
    data: (await listStaffAccounts(ctx.db)).map(account),
  }),

  addStaff: async ({ body }, ctx) => {
    const form = parseForm(addStaffSchema, body, ctx)
    const added = await addStaffAccount(ctx.db, staffOf(ctx).id, form, ctx.now())
    return { staff: account(added.staff), authenticator: added.authenticator }
  },

  updateStaff: async ({ params, body }, ctx) =>
    account(await updateStaffAccount(ctx.db, staffOf(ctx).id, params.staffId, body, ctx.now())),

  resetStaffAuthenticator: async ({ params }, ctx) => {
    const reset = await resetStaffAuthenticator(ctx.db, staffOf(ctx).id, params.staffId, ctx.now())
    return { staff: account(reset.staff), authenticator: reset.authenticator }
  },

  listAudit: async ({ query }, ctx) => {
    const page = query.page ?? 1
    const log = await readAudit(ctx.db, { staffId: query.staffId, action: query.action, page })
    return {
      total: log.total,
      page,
      pageCount: log.pageCount,
      actions: log.actions,
      data: log.rows.map((row) => ({
        id: Number(row.id),
        at: hongKongTime(row.at),
        staff: { id: row.staff_id, name: row.name, email: row.email },
        action: row.action,
        target: row.target,
        before: row.before ?? null,
        after: row.after ?? null,
      })),
    }
  },
} satisfies Handlers
