// What a member reads of their points: the balance with the next expiry, the history of the last
// year (top-ups, payments, refunds, expiries; newest first) and the points by expiry date. All of
// it is computed from the ledger; points past their date no longer count even before the expiry
// job has written them off.
import type { Kysely } from 'kysely'
import type { components } from '../../../contract/schema.gen'
import { monthsBefore, pointsHistoryMonths } from '../../../domain/history'
import { pointsExpiryInstant, pointsState } from '../../../domain/points'
import type { DB } from '../../db/schema'
import { hkd, hongKongTime } from '../format'
import { ledgerOf } from './ledger'

type PointsBalance = components['schemas']['PointsBalance']
type PointHistory = components['schemas']['PointHistory']
type PointHistoryType = components['schemas']['PointHistoryType']
type PointsExpiration = components['schemas']['PointsExpiration']

export async function pointsBalance(
  db: Kysely<DB>,
  memberId: number,
  now: Date,
): Promise<PointsBalance> {
  const ledger = await ledgerOf(db, memberId)
  const state = pointsState(ledger, now)
  const yearAgo = monthsBefore(now, pointsHistoryMonths)
  const totalBought = ledger
    .filter((entry) => entry.type === 'topUp' && +entry.at >= +yearAgo && +entry.at <= +now)
    .reduce((sum, entry) => sum + entry.points, 0)
  const next = state.lots[0]
  return {
    balance: state.balance,
    totalBought,
    ...(next ? { nextExpiry: { date: next.expiresOn, points: next.points } } : {}),
  }
}

export async function pointHistory(
  db: Kysely<DB>,
  memberId: number,
  now: Date,
  type?: PointHistoryType,
): Promise<PointHistory> {
  const rows = await db
    .selectFrom('points_ledger')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('at', '>=', monthsBefore(now, pointsHistoryMonths))
    .where('at', '<=', now)
    .$if(type !== undefined, (query) => query.where('type', '=', type as PointHistoryType))
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .execute()
  return {
    data: rows.map((row) => ({
      id: row.id,
      at: hongKongTime(row.at),
      type: row.type,
      points: row.points,
      ...(row.payment_amount_cents !== null
        ? { paymentAmount: hkd(row.payment_amount_cents) }
        : {}),
      ...(row.expires_on !== null ? { expiryDate: row.expires_on } : {}),
      ...(row.txn_no !== null ? { txnNo: row.txn_no } : {}),
      description: row.description,
    })),
    pointsTotal: rows.reduce((sum, row) => sum + row.points, 0),
  }
}

/** The member's points by expiry date, soonest first, expiring within `months` months. */
export async function pointsExpiration(
  db: Kysely<DB>,
  memberId: number,
  now: Date,
  months: number,
): Promise<PointsExpiration> {
  const state = pointsState(await ledgerOf(db, memberId), now)
  // the same Hong Kong date `months` ahead (monthsBefore counts forward with a negative number)
  const until = monthsBefore(now, -months)
  return {
    data: state.lots
      .filter((lot) => +pointsExpiryInstant(lot.expiresOn) <= +until)
      .map((lot) => ({ expiryDate: lot.expiresOn, points: lot.points })),
  }
}
