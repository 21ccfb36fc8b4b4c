// The points ledger: append-only rows per member (top-ups, payments, refunds, expiries); the
// balance and the expiry dates are computed from it (domain/points.ts). Whatever changes a
// member's points first locks the member's row (FOR NO KEY UPDATE: the ledger's own inserts,
// which only share-lock the key, still go through), then reads, checks and appends in the same
// transaction, so two payments cannot both spend the same points. Points past their date are
// written off in that transaction too, so the ledger's sum is always the balance.
import { type Kysely, sql } from 'kysely'
import { DomainError } from '../../../domain/domainError'
import { inHongKong } from '../../../domain/hongKongTime'
import { type PointsEntry, pointsExpiryInstant, pointsState } from '../../../domain/points'
import type { DB, LocalizedText } from '../../db/schema'
import { expiryText } from './texts'

/** The member's ledger in the order it was written. */
export async function ledgerOf(db: Kysely<DB>, memberId: number): Promise<PointsEntry[]> {
  const rows = await db
    .selectFrom('points_ledger')
    .select(['at', 'type', 'points', 'expires_on'])
    .where('member_id', '=', memberId)
    .orderBy('at')
    .orderBy('id')
    .execute()
  return rows.map((row) => ({
    at: row.at,
    type: row.type,
    points: row.points,
    expiresOn: row.expires_on,
  }))
}

/**
 * Locks the member's row until the transaction ends: their points and their wish list change one
 * request at a time. NOT_FOUND for no such member.
 */
export async function lockMember(trx: Kysely<DB>, memberId: number): Promise<void> {
  const member = await trx
    .selectFrom('members')
    .select('id')
    .where('id', '=', memberId)
    .forNoKeyUpdate()
    .executeTakeFirst()
  if (!member) throw new DomainError('NOT_FOUND')
}

/**
 * Writes off the member's points that passed their date (one expiry row per date, at 00:00 that
 * day); answers the balance and how many points it wrote off. Call with the member locked; a
 * second call writes nothing.
 */
export async function settleExpiredPoints(
  trx: Kysely<DB>,
  memberId: number,
  now: Date,
): Promise<{ balance: number; wroteOff: number }> {
  const state = pointsState(await ledgerOf(trx, memberId), now)
  const wroteOff = state.lapsed.reduce((sum, lot) => sum + lot.points, 0)
  if (wroteOff > 0) {
    await trx
      .insertInto('points_ledger')
      .values(
        state.lapsed.map((lot) => ({
          member_id: memberId,
          at: pointsExpiryInstant(lot.expiresOn),
          type: 'expiry' as const,
          points: -lot.points,
          payment_amount_cents: null,
          expires_on: null,
          txn_no: null,
          description: JSON.stringify(expiryText),
        })),
      )
      .execute()
  }
  return { balance: state.balance, wroteOff }
}

/**
 * The member lock on payments. Only a test may switch it off (POINTS_LOCKS=off with
 * NODE_ENV=test), for the control run that shows the race the lock prevents.
 */
function pointsLocks(): boolean {
  return !(process.env.POINTS_LOCKS === 'off' && process.env.NODE_ENV === 'test')
}

/**
 * Spends points inside the caller's transaction: locks the member, writes off expired points,
 * and appends the payment, or throws INSUFFICIENT_POINTS (402), which rolls the caller back.
 */
export async function spendPoints(
  trx: Kysely<DB>,
  payment: {
    memberId: number
    points: number
    txnNo: string | null
    at: Date
    description: LocalizedText
  },
): Promise<{ balance: number }> {
  const locks = pointsLocks()
  if (locks) await lockMember(trx, payment.memberId)
  const state = await settleExpiredPoints(trx, payment.memberId, payment.at)
  if (state.balance < payment.points) throw new DomainError('INSUFFICIENT_POINTS')
  // the control run's window between check and write (long enough for the other requests of
  // the race to check too), which the lock closes
  if (!locks) await new Promise((resolve) => setTimeout(resolve, 1000))
  await trx
    .insertInto('points_ledger')
    .values({
      member_id: payment.memberId,
      at: payment.at,
      type: 'payment',
      points: -payment.points,
      payment_amount_cents: null,
      expires_on: null,
      txn_no: payment.txnNo,
      description: JSON.stringify(payment.description),
    })
    .execute()
  return { balance: state.balance - payment.points }
}

/** Adds points (a top-up) inside the caller's transaction; answers the balance after. */
export async function addPoints(
  trx: Kysely<DB>,
  entry: {
    memberId: number
    points: number
    paymentAmountCents: number
    txnNo: string
    at: Date
    expiresOn: string
    description: LocalizedText
  },
): Promise<{ balance: number }> {
  await lockMember(trx, entry.memberId)
  const state = await settleExpiredPoints(trx, entry.memberId, entry.at)
  await trx
    .insertInto('points_ledger')
    .values({
      member_id: entry.memberId,
      at: entry.at,
      type: 'topUp',
      points: entry.points,
      payment_amount_cents: entry.paymentAmountCents,
      expires_on: entry.expiresOn,
      txn_no: entry.txnNo,
      description: JSON.stringify(entry.description),
    })
    .execute()
  return { balance: state.balance + entry.points }
}

/** `P` + the Hong Kong date + a number from the database, unique across server processes. */
export async function nextPointsTxnNo(db: Kysely<DB>, now: Date): Promise<string> {
  const { rows } = await sql<{ n: number }>`select nextval('points_purchase_numbers') as n`.execute(
    db,
  )
  const day = inHongKong(now).isoDate.replace(/-/g, '')
  return `P${day}${String(rows[0]?.n).padStart(5, '0')}`
}
