// Account activation (spec §4): a new member is not activated until they follow the emailed
// link, which works once within 24 hours. Logging in before that, or asking again, sends a new
// link (the older ones stop working); the mail is in the language of the request that caused
// it (the member's own without one) and links to the app's activation page under its prefix.
import type { Kysely } from 'kysely'
import { DomainError } from '../../domain/domainError'
import { localePathSegment } from '../../domain/language'
import type { Locale } from '../../domain/preferences'
import type { ServerConfig } from '../config'
import type { DB } from '../db/schema'
import { i18nFor } from '../i18n'
import { activationMail, renderMail } from '../mail/messages'
import { sendMail } from '../mail/outbox'
import { actionTokenHours, issueActionToken, redeemActionToken } from './actionTokens'
import type { MemberRow } from './members'
import { activationMailsPerAccount, countAttempt } from './rateLimits'
import { sendWelcomeNotice } from './welcomeNotice'

export interface MailContext {
  db: Kysely<DB>
  config: Pick<ServerConfig, 'publicOrigin' | 'smtpUrl'>
  now(): Date
  /** the language of the request that causes the mail; without one, the member's own */
  locale?: Locale
}

/**
 * Mails a new activation link to a member who is not activated yet. A few per hour: past that
 * nothing more is sent (the member already has one in their mailbox).
 */
export async function sendActivationMail(ctx: MailContext, member: MemberRow) {
  const { db, config } = ctx
  const now = ctx.now()
  if (member.state !== 'pending') return
  if (!(await countAttempt(db, activationMailsPerAccount, String(member.id), now))) return
  const token = await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('action_tokens')
      .set({ used_at: now })
      .where('member_id', '=', member.id)
      .where('purpose', '=', 'activate')
      .where('used_at', 'is', null)
      .execute()
    return issueActionToken(trx, member.id, 'activate', now)
  })
  const locale = ctx.locale ?? member.locale
  const link = `${config.publicOrigin}/${localePathSegment[locale]}/Activation.html?token=${token}`
  const mail = renderMail(activationMail(link, actionTokenHours.activate), i18nFor(locale))
  await sendMail(db, config.smtpUrl, { to: member.email, ...mail }, now)
}

/**
 * Where a login of a member who is not activated ends: the activation mail goes again and the
 * answer says so (ACCOUNT_NOT_ACTIVATED). Call before logInMember.
 */
export async function refuseUnactivated(ctx: MailContext, member: MemberRow) {
  if (member.state !== 'pending') return
  await sendActivationMail(ctx, member)
  throw new DomainError('ACCOUNT_NOT_ACTIVATED')
}

/** Follows an activation link: the account becomes active; a used or unknown link fails. */
export async function activateAccount(db: Kysely<DB>, token: string, now: Date) {
  return db.transaction().execute(async (trx) => {
    const redeemed = await redeemActionToken(trx, token, 'activate', now)
    if (redeemed.state === 'expired') throw new DomainError('ACTIVATION_LINK_EXPIRED')
    if (redeemed.state !== 'ok') throw new DomainError('ACTIVATION_FAILED')
    // a suspended or locked account stays so
    const activated = await trx
      .updateTable('members')
      .set({ state: 'active' })
      .where('id', '=', redeemed.memberId)
      .where('state', '=', 'pending')
      .executeTakeFirst()
    if (activated.numUpdatedRows > 0n) await sendWelcomeNotice(trx, redeemed.memberId, now)
  })
}
