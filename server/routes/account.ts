// Password login, logout, the member's own info (read and update) and password change.
import { passwordLoginSchema } from '../../domain/forms/login'
import { memberInfoSchema } from '../../domain/forms/memberInfo'
import { changePasswordSchema } from '../../domain/forms/password'
import { ApiError } from '../http/apiError'
import { type Handlers, memberOf, type RequestContext } from '../http/handler'
import { parseForm } from '../http/validate'
import { refuseUnactivated } from '../services/activation'
import { requireBotCheck } from '../services/botCheck'
import {
  findMember,
  findMemberByEmail,
  logInMember,
  memberInfo,
  updateMemberDetails,
} from '../services/members'
import { hashPassword, verifyPassword } from '../services/passwords'
import {
  attemptsSoFar,
  botCheckAfterFailures,
  countAttempt,
  isOverLimit,
  limitAddress,
  loginAttemptsPerAddress,
  loginFailuresPerAccount,
  loginFailuresPerAddress,
  passwordChecksPerAccount,
} from '../services/rateLimits'
import { endAllSessions, endSession } from '../services/sessions'

/**
 * After a few wrong passwords for the account, or from the address, a login needs the bot
 * check. Addresses in RATE_LIMIT_EXEMPT are not counted; the account always is.
 */
async function needsBotCheck(ctx: RequestContext, loginId: string, exempt: boolean) {
  const now = ctx.now()
  const forAccount = await attemptsSoFar(ctx.db, loginFailuresPerAccount, loginId, now)
  if (forAccount >= botCheckAfterFailures) return true
  return !exempt && isOverLimit(ctx.db, loginFailuresPerAddress, ctx.address, now)
}

export const accountHandlers = {
  login: async ({ body }, ctx) => {
    const { db, config } = ctx
    const now = ctx.now()
    const form = parseForm(passwordLoginSchema, body, ctx)
    const exempt = config.rateLimitExempt.includes(ctx.address)
    await limitAddress(db, config.rateLimitExempt, loginAttemptsPerAddress, ctx.address, now)
    if (await isOverLimit(db, loginFailuresPerAccount, form.loginId, now)) {
      throw new ApiError(429, 'TOO_MANY_REQUESTS')
    }
    if (await needsBotCheck(ctx, form.loginId, exempt)) await requireBotCheck(ctx, form)
    const member = await findMemberByEmail(db, form.loginId)
    const right = member?.password_hash
      ? await verifyPassword(member.password_hash, form.password)
      : false
    if (!member || !right) {
      await countAttempt(db, loginFailuresPerAccount, form.loginId, now)
      if (!exempt) await countAttempt(db, loginFailuresPerAddress, ctx.address, now)
      throw new ApiError(401, 'WRONG_PASSWORD')
    }
    await refuseUnactivated(ctx, member)
    return logInMember(db, member, now)
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
