// Tidying after holds and payments. Nothing here is needed for correctness: an expired hold
// already counts for nothing. The sweeper marks expired holds and clears their seat and quota
// rows (skipping rows a buyer is locking right now), and settles payments left open by a crash
// or a lost gateway answer: authorisations that never became a sale are voided, sales whose
// capture failed are captured. Call it every minute or so (the job queue schedules it); any
// number of processes may run it at once.
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema'
import type { PaymentGateway } from '../payments/gateway'
import { freePlaces } from './holdRelease'

/** How long after its preview lapsed an open payment is settled (no sale can commit by then). */
const settleAfterMs = 60_000
const batch = 500

export async function sweepExpiredHolds(db: Kysely<DB>, now: Date): Promise<number> {
  let swept = 0
  for (;;) {
    const done = await db.transaction().execute(async (trx) => {
      const expired = await trx
        .selectFrom('holds')
        .select('id')
        .where('status', '=', 'held')
        .where('expires_at', '<=', now)
        .orderBy('id')
        .limit(batch)
        .forUpdate()
        .skipLocked()
        .execute()
      const ids = expired.map((hold) => hold.id)
      if (ids.length === 0) return 0
      await freePlaces(trx, ids, { skipLocked: true })
      await trx.updateTable('holds').set({ status: 'expired' }).where('id', 'in', ids).execute()
      return ids.length
    })
    swept += done
    if (done < batch) return swept
  }
}

export async function settlePayments(
  db: Kysely<DB>,
  gateway: PaymentGateway,
  now: Date,
): Promise<{ voided: number; captured: number }> {
  const before = new Date(+now - settleAfterMs)
  const open = await db
    .selectFrom('payments as pay')
    .innerJoin('previews as pv', 'pv.id', 'pay.preview_id')
    .select(['pay.idempotency_key', 'pay.status', 'pay.authorisation_id', 'pay.txn_no'])
    .where('pay.status', 'in', ['authorising', 'authorised', 'unknown'])
    .where('pv.expires_at', '<', before)
    .limit(batch)
    .execute()
  let voided = 0
  let captured = 0
  for (const payment of open) {
    const key = payment.idempotency_key
    if (payment.txn_no && payment.authorisation_id) {
      await gateway.capture(payment.authorisation_id)
      await db
        .updateTable('payments')
        .set({ status: 'captured', updated_at: now })
        .where('idempotency_key', '=', key)
        .execute()
      captured++
      continue
    }
    await gateway.voidByKey(key)
    await db
      .updateTable('payments')
      .set({ status: payment.status === 'unknown' ? 'failed' : 'voided', updated_at: now })
      .where('idempotency_key', '=', key)
      .where('txn_no', 'is', null)
      .execute()
    voided++
  }
  return { voided, captured }
}
