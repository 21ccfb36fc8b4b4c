// Password login, logout, the member's own info (read and update) and password change.
import { type PasswordLogin, passwordLoginSchema } from '../../domain/forms/login'
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
  claimAttempts,
  countAttempt,
  limitAddress,
  loginAttemptsPerAddress,
  loginFailuresPerAccount,
  loginFailuresPerAccountAndAddress,
  loginFailuresPerAccountHourly,
  loginFailuresPerAddress,
  passwordChecksPerAccount,
} from '../services/rateLimits'
import { endAllSessions, endSession } from '../services/sessions'

/**
 * A password login (docs/decisions/0008-sign-in-limits.md). The attempt is counted as a
 * failure before the password is checked, in one statement per step, and given back when it
 * was right or never checked: of a burst sent at once, only as many as the limits allow are
 * checked. Past a few failures for the account (from anywhere) or from the address, a login
 * needs the bot check; past five for the account from one address, that address waits; nobody
 * else does, short of the hourly ceiling. RATE_LIMIT_EXEMPT addresses are not counted per
 * address.
 */
async function checkPassword(ctx: RequestContext, form: PasswordLogin) {
  const { db, config, address } = ctx
  const now = ctx.now()
  const exempt = config.rateLimitExempt.includes(address)
  await limitAddress(db, config.rateLimitExempt, loginAttemptsPerAddress, address, now)
  const doubt = await claimAttempts(
    db,
    [
      { limit: loginFailuresPerAccount, subject: form.loginId },
      ...(exempt ? [] : [{ limit: loginFailuresPerAddress, subject: address }]),
    ],
    now,
  )
  const claims = [doubt]
  let checked = false
  try {
    if (doubt.over(loginFailuresPerAccount) || doubt.over(loginFailuresPerAddress))
      await requireBotCheck(ctx, form)
    // only attempts that got this far count towards the limits that refuse
    const guesses = await claimAttempts(
      db,
      [
        { limit: loginFailuresPerAccountAndAddress, subject: `${form.loginId} ${address}` },
        { limit: loginFailuresPerAccountHourly, subject: form.loginId },
      ],
      now,
    )
    claims.push(guesses)
    if (
      guesses.over(loginFailuresPerAccountAndAddress) ||
      guesses.over(loginFailuresPerAccountHourly)
    )
      throw new ApiError(429, 'TOO_MANY_REQUESTS')
    const member = await findMemberByEmail(db, form.loginId)
    checked = true
    const right = member?.password_hash
      ? await verifyPassword(member.password_hash, form.password)
      : false
    if (!member || !right) throw new ApiError(401, 'WRONG_PASSWORD')
    for (const claim of claims) await claim.release()
    return member
  } catch (error) {
    // a wrong password stays counted; an attempt refused before its check does not
    if (!checked) for (const claim of claims) await claim.release()
    throw error
  }
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
