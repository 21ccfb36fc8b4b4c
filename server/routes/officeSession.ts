// The box office's sign-in and sign-out (issue #35): a staff member's password and the code of
// their authenticator app, within the same limits as a member's login (services/signInLimits.ts).
import { type StaffSignIn, staffSignInSchema } from '../../domain/forms/officeSignIn'
import { ApiError } from '../http/apiError'
import type { Handlers, RequestContext } from '../http/handler'
import { staffOf } from '../http/handler'
import { parseForm } from '../http/validate'
import { hongKongTime } from '../services/format'
import {
  claimTotpStep,
  endStaffSession,
  findStaffByEmail,
  type StaffRow,
  startStaffSession,
} from '../services/office/staff'
import { totpStep } from '../services/office/totp'
import { verifyPassword } from '../services/passwords'
import { checkSignIn } from '../services/signInLimits'

const staffMember = (row: Pick<StaffRow, 'id' | 'email' | 'name' | 'role'>) => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
})

/**
 * The password and the code, both right, the code's step not used before; counted as a member's
 * login is, under `office:<email>` so a member's failures and a staff member's never mix.
 */
function checkStaff(ctx: RequestContext, form: StaffSignIn) {
  return checkSignIn(ctx, `office:${form.email}`, form, async () => {
    const staff = await findStaffByEmail(ctx.db, form.email)
    if (!staff || !(await verifyPassword(staff.password_hash, form.password))) return undefined
    const step = totpStep(staff.totp_secret, form.code, ctx.now())
    if (step === undefined || !(await claimTotpStep(ctx.db, staff.id, step))) return undefined
    return staff
  })
}

export const officeSessionHandlers = {
  staffSignIn: async ({ body }, ctx) => {
    const form = parseForm(staffSignInSchema, body, ctx)
    const staff = await checkStaff(ctx, form)
    if (staff.disabled) throw new ApiError(403, 'ACCOUNT_LOCKED')
    const session = await startStaffSession(ctx.db, staff.id, ctx.now())
    return {
      token: session.token,
      expiresAt: hongKongTime(session.expiresAt),
      staff: staffMember(staff),
    }
  },

  getStaffSession: async (_input, ctx) => {
    const row = await ctx.db
      .selectFrom('staff')
      .select(['id', 'email', 'name', 'role'])
      .where('id', '=', staffOf(ctx).id)
      .executeTakeFirstOrThrow()
    return staffMember(row)
  },

  staffSignOut: async (_input, ctx) => {
    await endStaffSession(ctx.db, staffOf(ctx).sessionId, ctx.now())
    return { ok: true as const }
  },
} satisfies Handlers
