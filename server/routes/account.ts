// Password login, logout, the member's own info (read and update) and password change.
import { type PasswordLogin, passwordLoginSchema } from '../../domain/forms/login'
import { memberInfoSchema } from '../../domain/forms/memberInfo'
import { changePasswordSchema } from '../../domain/forms/password'
import { ApiError } from '../http/apiError'
import { type Handlers, memberOf, type RequestContext } from '../http/handler'
import { parseForm } from '../http/validate'
import { refuseUnactivated } from '../services/activation'
import {
  findMember,
  findMemberByEmail,
  logInMember,
  memberInfo,
  updateMemberDetails,
} from '../services/members'
import { hashPassword, verifyPassword } from '../services/passwords'
import { countAttempt, passwordChecksPerAccount } from '../services/rateLimits'
import { endAllSessions, endSession } from '../services/sessions'
import { checkSignIn } from '../services/signInLimits'

/** A password login, within the sign-in limits (services/signInLimits.ts). */
function checkPassword(ctx: RequestContext, form: PasswordLogin) {
  return checkSignIn(ctx, form.loginId, form, async () => {
    const member = await findMemberByEmail(ctx.db, form.loginId)
    const right = member?.password_hash
      ? await verifyPassword(member.password_hash, form.password)
      : false
    return member && right ? member : undefined
  })
}

export const accountHandlers = {
  login: async ({ body }, ctx) => {
    const form = parseForm(passwordLoginSchema, body, ctx)
    const member = await checkPassword(ctx, form)
    await refuseUnactivated(ctx, member)
    return logInMember(ctx.db, member, ctx.now())
  },

  logout: async (_input, ctx) => {
    const notice = await endSession(ctx.db, memberOf(ctx).sessionId, ctx.now())
    await ctx.sessionCache?.forgotten(notice)
    return { ok: true as const }
  },

  getMemberInfo: async (_input, ctx) => memberInfo(await findMember(ctx.db, memberOf(ctx).id)),

  /** A changed email ends every session of the member, this one too: they log in again. */
  updateMemberInfo: async ({ body }, ctx) => {
    const { db } = ctx
    const now = ctx.now()
    const member = await findMember(db, memberOf(ctx).id)
    const form = parseForm(memberInfoSchema, body, ctx)
    const emailChanged = form.email.toLowerCase() !== member.email.toLowerCase()
    if (emailChanged) {
      const owner = await findMemberByEmail(db, form.email)
      if (owner && owner.id !== member.id) throw new ApiError(409, 'EMAIL_ALREADY_REGISTERED')
    }
    const notice = await db.transaction().execute(async (trx) => {
      await updateMemberDetails(trx, member.id, form)
      return emailChanged ? endAllSessions(trx, member.id, now) : undefined
    })
    if (notice) await ctx.sessionCache?.forgotten(notice)
    return { reloginRequired: emailChanged }
  },

  changePassword: async ({ body }, ctx) => {
    const { db } = ctx
    const now = ctx.now()
    const member = await findMember(db, memberOf(ctx).id)
    const form = parseForm(changePasswordSchema, body, ctx)
    if (!(await countAttempt(db, passwordChecksPerAccount, String(member.id), now))) {
      throw new ApiError(429, 'TOO_MANY_REQUESTS')
    }
    if (!member.password_hash || !(await verifyPassword(member.password_hash, form.oldPassword))) {
      throw new ApiError(422, 'OLD_PASSWORD_INCORRECT')
    }
    const passwordHash = await hashPassword(form.newPassword)
    const notice = await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('members')
        .set({ password_hash: passwordHash })
        .where('id', '=', member.id)
        .execute()
      return endAllSessions(trx, member.id, now)
    })
    await ctx.sessionCache?.forgotten(notice)
    return { reloginRequired: true as const }
  },
} satisfies Handlers
