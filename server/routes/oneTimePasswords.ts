// One-time password login (spec §4): the terms ticked and the bot check answered, a
// six-digit code emailed, a new one only after 60 s, valid 15 minutes, used once, dead after a
// few wrong tries; then the code logs the member in. A code for another verification is asked
// for by a logged-in member (otp3).
import { otpLoginSchema, otpRequestSchema } from '../../domain/forms/login'
import { otpResendSeconds, otpValidityMinutes } from '../../domain/otp'
import { ApiError } from '../http/apiError'
import { type Handlers, memberOf, type RequestContext } from '../http/handler'
import { parseForm } from '../http/validate'
import { i18nFor } from '../i18n'
import { loginCodeMail, renderMail, verificationCodeMail } from '../mail/messages'
import { sendMail } from '../mail/outbox'
import { refuseUnactivated } from '../services/activation'
import { requireBotCheck } from '../services/botCheck'
import { findMember, findMemberByEmail, logInMember } from '../services/members'
import {
  type CodePurpose,
  issueCode,
  redeemCode,
  secondsBeforeNewCode,
} from '../services/oneTimeCodes'
import {
  claimAttempts,
  codeFailuresPerAccountAndAddress,
  codeLoginsPerAddress,
  codeRequestsPerAccount,
  codeRequestsPerAddress,
  limitAccount,
  limitAddress,
} from '../services/rateLimits'

// the contract fixes these numbers (const 900 and 60); domain/otp.ts is where they come from
const sent = {
  validSeconds: (otpValidityMinutes * 60) as 900,
  resendAfterSeconds: otpResendSeconds,
} as const

/**
 * Emails a new code. Every address gets the same answer and the same waits, member or not, so
 * the form cannot be used to find out who is a member; only a member's address gets mail
 * (whatever the account's state: logging in with the code then says what to do).
 */
async function sendCode(ctx: RequestContext, email: string, purpose: CodePurpose) {
  const { db, config } = ctx
  const now = ctx.now()
  await limitAccount(db, codeRequestsPerAccount, `${purpose}:${email}`, now)
  if ((await secondsBeforeNewCode(db, email, purpose, now)) > 0) {
    throw new ApiError(429, 'TOO_MANY_REQUESTS')
  }
  const member = await findMemberByEmail(db, email)
  const code = await issueCode(db, member?.email ?? email, purpose, now)
  if (!member) return sent
  const mail = purpose === 'login' ? loginCodeMail : verificationCodeMail
  const rendered = renderMail(mail(code, otpValidityMinutes), i18nFor(ctx.locale))
  await sendMail(db, config.smtpUrl, { to: member.email, ...rendered }, now)
  return sent
}

const requestLoginCode = async ({ body }: { body: unknown }, ctx: RequestContext) => {
  const form = parseForm(otpRequestSchema, body, ctx)
  await limitAddress(
    ctx.db,
    ctx.config.rateLimitExempt,
    codeRequestsPerAddress,
    ctx.address,
    ctx.now(),
  )
  await requireBotCheck(ctx, form)
  return sendCode(ctx, form.email, 'login')
}

export const oneTimePasswordHandlers = {
  requestLoginOtp: requestLoginCode,
  resendLoginOtp: requestLoginCode,

  /** A logged-in member's own address: the session vouches, no bot check. */
  requestVerificationOtp: async ({ body }, ctx) => {
    parseForm(otpRequestSchema, body, ctx)
    const member = await findMember(ctx.db, memberOf(ctx).id)
    return sendCode(ctx, member.email, 'verification')
  },

  loginWithOtp: async ({ body }, ctx) => {
    const { db, config, address } = ctx
    const now = ctx.now()
    const form = parseForm(otpLoginSchema, body, ctx)
    await limitAddress(db, config.rateLimitExempt, codeLoginsPerAddress, address, now)
    // counted as a failure before the code is compared, given back when it was right
    // (docs/decisions/0008-sign-in-limits.md)
    const attempt = await claimAttempts(
      db,
      [{ limit: codeFailuresPerAccountAndAddress, subject: `${form.email} ${address}` }],
      now,
    )
    if (attempt.over(codeFailuresPerAccountAndAddress)) {
      await attempt.release()
      throw new ApiError(429, 'TOO_MANY_REQUESTS')
    }
    const member = await findMemberByEmail(db, form.email)
    const redeemed = member ? await redeemCode(db, member.email, 'login', form.otp, now) : false
    if (!member || !redeemed) throw new ApiError(401, 'WRONG_PASSWORD')
    await attempt.release()
    await refuseUnactivated(ctx, member)
    return logInMember(db, member, now)
  },
} satisfies Handlers
