// Paying a sale with points: one point per dollar, spent inside the sale's own database
// transaction (no gateway, nothing to void), so the sale and its points happen together or not
// at all. Too few points throw INSUFFICIENT_POINTS, which rolls the sale back. The history
// names the event, as a wish-list payment when the sale paid a wish.
import type { Kysely } from 'kysely'
import { pointsForCents } from '../../../domain/points'
import type { DB } from '../../db/schema'
import { spendPoints } from './ledger'
import { ticketPaymentText, wishPaymentText } from './texts'

async function whatWasBought(trx: Kysely<DB>, txnNo: string) {
  const sale = await trx
    .selectFrom('transactions as t')
    .innerJoin('performances as p', 'p.id', 't.performance_id')
    .innerJoin('events as e', 'e.id', 'p.event_id')
    .leftJoin('wish_list_entries as w', (join) =>
      join.onRef('w.preview_id', '=', 't.preview_id').on('t.preview_id', 'is not', null),
    )
    .select(['e.title', 'w.id as wish_id'])
    .where('t.txn_no', '=', txnNo)
    .executeTakeFirst()
  if (!sale) return undefined
  return sale.wish_id !== null ? wishPaymentText(sale.title) : ticketPaymentText(sale.title)
}

export const pointsPayment = {
  /** Points that pay an amount of HKD cents. */
  pointsFor: pointsForCents,

  /**
   * Spends the member's points for a sale inside the sale's transaction `trx` (lock the
   * member's balance first); throws DomainError('INSUFFICIENT_POINTS') when they fall short.
   */
  async spend(
    trx: Kysely<DB>,
    input: { memberId: number; points: number; txnNo: string; at: Date },
  ): Promise<void> {
    const { memberId, points, txnNo, at } = input
    const description = (await whatWasBought(trx, txnNo)) ?? {
      en: txnNo,
      'zh-Hans': txnNo,
      'zh-Hant': txnNo,
    }
    await spendPoints(trx, { memberId, points, txnNo, at, description })
  },
}
