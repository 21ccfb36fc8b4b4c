// Paying with points: the hook the points ledger plugs into. A sale paid by points spends them
// inside the sale's own database transaction (no gateway, nothing to void), so a purchase and
// its points either both happen or neither does. Until the ledger provides `pointsPayment`,
// choosing points answers PAYMENT_METHOD_UNAVAILABLE at checkout.
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema'

export interface PointsPayment {
  /** Points that pay an amount of HKD cents. */
  pointsFor(amountCents: number): number
  /**
   * Spends the member's points for a sale inside the sale's transaction `trx` (lock the
   * member's balance first); throws ApiError(409, 'INSUFFICIENT_POINTS') when they fall short,
   * which rolls the sale back.
   */
  spend(
    trx: Kysely<DB>,
    input: { memberId: number; points: number; txnNo: string; at: Date },
  ): Promise<void>
}

/** The points ledger's implementation; undefined until it lands. */
export const pointsPayment: PointsPayment | undefined = undefined
