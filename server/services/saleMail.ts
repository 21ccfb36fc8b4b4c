// After a sale (or a points top-up) has committed: its confirmation mail (server/mail/saleConfirmation.ts) to the
// member, or to the contact address a visitor's cinema booking gave, and a notice in the
// member's inbox. Called once the sale is paid, by whatever paid it; a retried payment finds
// the mail written already and sends nothing more. A mail that cannot be written never undoes
// or fails the sale: it is logged.
import { msg } from '@lingui/core/macro'
import { type Kysely, sql } from 'kysely'
import { localePathSegment } from '../../domain/language'
import type { Locale } from '../../domain/preferences'
import { locales } from '../../domain/preferences'
import type { DB } from '../db/schema'
import { i18nFor } from '../i18n'
import { ballotResultMail, pointsTopUpMail, renderMail } from '../mail/messages'
import { queueMail } from '../mail/outbox'
import { saleConfirmationMail } from '../mail/saleConfirmation'
import { receipt } from './selling/receipt'
import { ticketCodeSecret } from './selling/ticketCodes'

type SaleMailContext = {
  db: Kysely<DB>
  now: () => Date
  config: {
    publicOrigin: string
    smtpUrl: string | undefined
    selling: { ticketCodeSecret: string | undefined }
  }
  /** the request's language; without a request, the member's own */
  locale?: Locale
  log?: { error(object: unknown, message: string): void }
}

async function buyerOf(ctx: SaleMailContext, txnNo: string) {
  return ctx.db
    .selectFrom('transactions as t')
    .leftJoin('members as m', 'm.id', 't.member_id')
    .select([
      't.member_id',
      'm.locale',
      sql<string | null>`coalesce(m.email, (select p.contact->>'email' from previews p
        where p.txn_no = t.txn_no limit 1))`.as('email'),
    ])
    .where('t.txn_no', '=', txnNo)
    .executeTakeFirst()
}

const noticeTitle = (txnNo: string) => msg`Purchase confirmed: ${txnNo}`
const noticeBody = (event: string, txnNo: string) =>
  msg`Your tickets for ${event} are booked (transaction ${txnNo}). The confirmation has been mailed to you, and the receipt and e-tickets are under My Transactions.`

export async function mailSaleConfirmation(ctx: SaleMailContext, txnNo: string): Promise<void> {
  try {
    const now = ctx.now()
    const buyer = await buyerOf(ctx, txnNo)
    if (!buyer?.email) return
    const locale = ctx.locale ?? buyer.locale ?? 'zh-Hant'
    const secret = await ticketCodeSecret(ctx.db, ctx.config.selling.ticketCodeSecret)
    const transaction = await receipt(ctx.db, null, txnNo, { locale, secret, now })
    if (!transaction) return
    const mail = await saleConfirmationMail({
      transaction,
      i18n: i18nFor(locale),
      publicOrigin: ctx.config.publicOrigin,
    })
    const { written } = await queueMail(
      ctx.db,
      ctx.config.smtpUrl,
      { to: buyer.email, ...mail, key: `sale:${txnNo}` },
      now,
    )
    if (!written || buyer.member_id === null) return
    const inEvery = (text: (l: Locale) => string) =>
      JSON.stringify(Object.fromEntries(locales.map((l) => [l, text(l)])))
    await ctx.db
      .insertInto('notices')
      .values({
        member_id: buyer.member_id,
        title: inEvery((l) => i18nFor(l)._(noticeTitle(txnNo))),
        body: inEvery((l) => i18nFor(l)._(noticeBody(transaction.event[l], txnNo))),
        sent_at: now,
      })
      .execute()
  } catch (error) {
    ctx.log?.error({ err: error, txnNo }, 'the sale confirmation mail was not written')
  }
}

/** The mail confirming a points top-up, in the request's language, once per top-up. */
export async function mailPointsTopUp(
  ctx: SaleMailContext,
  memberId: number,
  topUp: { txnNo: string; points: number; paymentAmount: number; balance: number },
): Promise<void> {
  try {
    const member = await ctx.db
      .selectFrom('members')
      .select(['email', 'locale'])
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow()
    const amount = `HKD ${topUp.paymentAmount.toFixed(2)}`
    const mail = pointsTopUpMail(topUp.txnNo, topUp.points, amount, topUp.balance)
    await queueMail(
      ctx.db,
      ctx.config.smtpUrl,
      {
        to: member.email,
        ...renderMail(mail, i18nFor(ctx.locale ?? member.locale)),
        key: `points:${topUp.txnNo}`,
      },
      ctx.now(),
    )
  } catch (error) {
    ctx.log?.error({ err: error, txnNo: topUp.txnNo }, 'the points top-up mail was not written')
  }
}

/**
 * After a draw (a job, no request): each member's result for each of their wishes, in the
 * member's own language, and the confirmation of every wish the draw bought with points.
 */
export async function mailBallotResults(ctx: SaleMailContext, performanceId: number) {
  const decided = await ctx.db
    .selectFrom('wish_list_entries as w')
    .innerJoin('members as m', 'm.id', 'w.member_id')
    .innerJoin('performances as p', 'p.id', 'w.performance_id')
    .innerJoin('events as e', 'e.id', 'p.event_id')
    .select(['w.id', 'w.status', 'w.result', 'w.txn_no', 'm.email', 'm.locale', 'e.title'])
    .where('w.performance_id', '=', performanceId)
    .where('w.result', 'is not', null)
    .execute()
  for (const wish of decided) {
    try {
      const locale = ctx.locale ?? wish.locale
      const link = `${ctx.config.publicOrigin}/${localePathSegment[locale]}/Member/WishList.html`
      const mail = ballotResultMail(wish.title[locale], wish.result?.[locale] ?? '', link)
      await queueMail(
        ctx.db,
        ctx.config.smtpUrl,
        {
          to: wish.email,
          ...renderMail(mail, i18nFor(locale)),
          key: `ballot:${wish.id}:${wish.status}`,
        },
        ctx.now(),
      )
      if (wish.status === 'bought' && wish.txn_no) await mailSaleConfirmation(ctx, wish.txn_no)
    } catch (error) {
      ctx.log?.error({ err: error, wish: wish.id }, 'the ballot result mail was not written')
    }
  }
}
