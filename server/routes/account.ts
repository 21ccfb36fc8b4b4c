// Password login, logout, the member's own info and password change.

import { passwordLoginSchema } from '../../domain/forms/login'
import { changePasswordSchema } from '../../domain/forms/password'
import { ApiError } from '../http/apiError'
import { type Handlers, memberOf } from '../http/handler'
import { parseForm } from '../http/validate'
import { findMember, findMemberByEmail, logInMember, memberInfo } from '../services/members'
import { hashPassword, verifyPassword } from '../services/passwords'
import {
  countAttempt,
  isOverLimit,
  limitAddress,
  loginAttemptsPerAddress,
  loginFailuresPerAccount,
  passwordChecksPerAccount,
} from '../services/rateLimits'
import { endAllSessions, endSession } from '../services/sessions'

export const accountHandlers = {
  login: async ({ body }, ctx) => {
    const { db, request, config } = ctx
    const now = ctx.now()
    const form = parseForm(passwordLoginSchema, body, ctx)
    await limitAddress(db, config.rateLimitExempt, loginAttemptsPerAddress, request.ip, now)
    if (await isOverLimit(db, loginFailuresPerAccount, form.loginId, now)) {
      throw new ApiError(429, 'TOO_MANY_REQUESTS')
    }
    const member = await findMemberByEmail(db, form.loginId)
    const right = member?.password_hash
      ? await verifyPassword(member.password_hash, form.password)
      : false
    if (!member || !right) {
      await countAttempt(db, loginFailuresPerAccount, form.loginId, now)
      throw new ApiError(401, 'WRONG_PASSWORD')
    }
    return logInMember(db, member, now)
  },

  logout: async (_input, ctx) => {
    await endSession(ctx.db, memberOf(ctx).sessionId, ctx.now())
    return { ok: true as const }
  },

  getMemberInfo: async (_input, ctx) => memberInfo(await findMember(ctx.db, memberOf(ctx).id)),

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
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('members')
        .set({ password_hash: await hashPassword(form.newPassword) })
        .where('id', '=', member.id)
        .execute()
      await endAllSessions(trx, member.id, now)
    })
    return { reloginRequired: true as const }
  },
} satisfies Handlers
