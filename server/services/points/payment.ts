// Paying a sale with points (selling's `PointsPayment`): one point per dollar, spent inside the
// sale's own transaction, so the sale and its points happen together or not at all. The history
// names the event, as a wish-list payment when the sale paid a wish.
import type { Kysely } from 'kysely'
import { pointsForCents } from '../../../domain/points'
import type { DB } from '../../db/schema'
import type { PointsPayment } from '../payments/points'
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

export const pointsLedgerPayment: PointsPayment = {
  pointsFor: pointsForCents,

  async spend(trx, { memberId, points, txnNo, at }) {
    const description = (await whatWasBought(trx, txnNo)) ?? {
      en: txnNo,
      'zh-Hans': txnNo,
      'zh-Hant': txnNo,
    }
    await spendPoints(trx, { memberId, points, txnNo, at, description })
  },
}
