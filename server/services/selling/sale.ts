// The sale: a preview's holds become one paid transaction, atomically, in one call of the
// database's `sell_preview` (migration 0014), a transaction by itself. It locks the preview,
// then its holds, then their seat rows (seat order) or quota rows (price-zone order) — the
// order every other writer uses — and last the payment attempt's row, checks that the holds are
// still live and still hold everything the preview priced (and that no request with the same
// key gave the attempt up), and writes the transaction record (spec §3), the seats sold, the
// quotas' sold counts, and the payment it was paid with. It never waits on a gateway: the money
// is authorised before and captured after (payment.ts), unless the gateway's books are in this
// database (the simulated one: `pay_preview` does all of it in one call).
import { type Kysely, sql } from 'kysely'
import { DomainError } from '../../../domain/domainError'
import type { DB } from '../../db/schema'
import { pointsPayment } from '../points/payment'
import { inTransaction, rowLocks } from './locking'
import { newConfirmationNo, txnDay } from './numbers'

export interface SalePayment {
  method: string
  /** masked card number, '' for wallets and points */
  cardNumber: string
  /** the payment attempt (payments row) that paid it; none when paid by points */
  paymentKey?: string
  /** the gateway's authorisation of that attempt, recorded with the sale */
  authorisationId?: string
}

export type SaleOutcome =
  | { sold: true; txnNo: string }
  | { sold: false; reason: 'expired' }
  | { sold: false; reason: 'alreadyPaid'; txnNo: string }

/** What `sell_preview` answers (and `pay_preview` once it has sold or tried to). */
export type SoldAnswer =
  | { outcome: 'sold'; txnNo: string; memberId: number | null; grandTotalCents: number }
  | { outcome: 'alreadyPaid'; txnNo: string }
  | { outcome: 'expired' }
  | { outcome: 'noPreview' }

/** The numbers a sale is given here: the day of its transaction number and its confirmation. */
export const saleNumbers = (now: Date) => ({ day: txnDay(now), confirmation: newConfirmationNo() })

export function saleOutcome(previewId: string, answer: SoldAnswer): SaleOutcome {
  switch (answer.outcome) {
    case 'sold':
      return { sold: true, txnNo: answer.txnNo }
    case 'alreadyPaid':
      return { sold: false, reason: 'alreadyPaid', txnNo: answer.txnNo }
    case 'expired':
      return { sold: false, reason: 'expired' }
    default:
      throw new Error(`no preview ${previewId} to sell`)
  }
}

export async function commitSale(
  db: Kysely<DB>,
  previewId: string,
  payment: SalePayment,
  options: { now: Date },
): Promise<SaleOutcome> {
  const { now } = options
  const { day, confirmation } = saleNumbers(now)
  const sell = async (trx: Kysely<DB>) => {
    const { rows } = await sql<{ sale: SoldAnswer }>`
      select sell_preview(${previewId}, ${payment.paymentKey ?? ''}, ${payment.method},
        ${payment.cardNumber}, ${payment.authorisationId ?? null}::text, ${day}, ${confirmation},
        ${now}::timestamptz, ${rowLocks()}) as sale
    `.execute(trx)
    return rows[0]?.sale ?? { outcome: 'noPreview' }
  }
  if (payment.method !== 'points') return saleOutcome(previewId, await sell(db))
  // points are spent inside the sale's own transaction: both happen or neither does
  return inTransaction(db, async (trx) => {
    const answer = await sell(trx)
    if (answer.outcome === 'sold') {
      if (!pointsPayment || answer.memberId === null) {
        throw new DomainError('PAYMENT_METHOD_UNAVAILABLE')
      }
      await pointsPayment.spend(trx, {
        memberId: answer.memberId,
        points: pointsPayment.pointsFor(answer.grandTotalCents),
        txnNo: answer.txnNo,
        at: now,
      })
    }
    return saleOutcome(previewId, answer)
  })
}
