// Paying with points: the hook the points ledger plugs into. A sale paid by points spends them
// inside the sale's own database transaction (no gateway, nothing to void), so a purchase and
// its points either both happen or neither does. Too few points throw INSUFFICIENT_POINTS
// (402), which rolls the sale back.
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema'
import { pointsLedgerPayment } from '../points/payment'

export interface PointsPayment {
  /** Points that pay an amount of HKD cents. */
  pointsFor(amountCents: number): number
  /**
   * Spends the member's points for a sale inside the sale's transaction `trx` (lock the
   * member's balance first); throws DomainError('INSUFFICIENT_POINTS') when they fall short,
   * which rolls the sale back.
   */
  spend(
    trx: Kysely<DB>,
    input: { memberId: number; points: number; txnNo: string; at: Date },
  ): Promise<void>
}

/** The points ledger's implementation (services/points/payment.ts). */
export const pointsPayment: PointsPayment | undefined = pointsLedgerPayment
