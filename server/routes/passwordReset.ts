// Forgot password (a single-use link by email, valid one hour) and reset password.
import { forgotPasswordSchema, resetPasswordSchema } from '../../domain/forms/password'
import { localePathSegment } from '../../domain/language'
import { ApiError } from '../http/apiError'
import type { Handlers } from '../http/handler'
import { parseForm } from '../http/validate'
import { i18nFor } from '../i18n'
import { renderMail, resetPasswordMail } from '../mail/messages'
import { sendMail } from '../mail/outbox'
import { actionTokenHours, issueActionToken, redeemActionToken } from '../services/actionTokens'
import { findMemberByEmail } from '../services/members'
import { hashPassword } from '../services/passwords'
import {
  countAttempt,
  limitAddress,
  resetMailsPerAccount,
  resetRequestsPerAddress,
} from '../services/rateLimits'
import { endAllSessions } from '../services/sessions'

export const passwordResetHandlers = {
  forgotPassword: async ({ body }, ctx) => {
    const { db, config } = ctx
    const now = ctx.now()
    const form = parseForm(forgotPasswordSchema, body, ctx)
    await limitAddress(db, config.rateLimitExempt, resetRequestsPerAddress, ctx.address, now)
    const member = await findMemberByEmail(db, form.email)
    // the spec asks for a registered address, and says so when it is not
    if (!member) throw new ApiError(404, 'EMAIL_NOT_REGISTERED')
    if (!(await countAttempt(db, resetMailsPerAccount, String(member.id), now))) {
      throw new ApiError(429, 'TOO_MANY_REQUESTS')
    }
    const token = await issueActionToken(db, member.id, 'resetPassword', now)
    // in the language of the page the reset was asked from, linking to that language's page
    const link = `${config.publicOrigin}/${localePathSegment[ctx.locale]}/ResetPassword.html?token=${token}`
    const mail = resetPasswordMail(link, actionTokenHours.resetPassword)
    await sendMail(
      db,
      config.smtpUrl,
      { to: member.email, ...renderMail(mail, i18nFor(ctx.locale)) },
      now,
    )
    return { ok: true as const }
  },

  resetPassword: async ({ body }, ctx) => {
    const { db } = ctx
    const now = ctx.now()
    const form = parseForm(resetPasswordSchema, body, ctx)
    const passwordHash = await hashPassword(form.password)
    const notice = await db.transaction().execute(async (trx) => {
      const redeemed = await redeemActionToken(trx, form.token, 'resetPassword', now)
      if (redeemed.state !== 'ok') throw new ApiError(410, 'RESET_LINK_EXPIRED')
      await trx
        .updateTable('members')
        .set({ password_hash: passwordHash })
        .where('id', '=', redeemed.memberId)
        .execute()
      return endAllSessions(trx, redeemed.memberId, now)
    })
    await ctx.sessionCache?.forgotten(notice)
    return { ok: true as const }
  },
} satisfies Handlers
