// Buying a points package by card: the gateway authorises the price, the top-up is written to the
// ledger, then the money is captured. No database transaction is open while the gateway is
// asked. A declined card or an unanswered gateway adds nothing (an unanswered authorisation is
// voided by its key); a top-up that cannot be written voids its authorisation.
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { components } from '../../../contract/schema.gen'
import { DomainError } from '../../../domain/domainError'
import { pointsExpiryDate } from '../../../domain/points'
import type { DB } from '../../db/schema'
import { hkd, hongKongTime } from '../format'
import { GatewayTimeout, type PaymentGateway, withDeadline } from '../payments/gateway'
import { addPoints, nextPointsTxnNo } from './ledger'
import { topUpText } from './texts'

type BuyPointsRequest = components['schemas']['BuyPointsRequest']
type PointsPurchase = components['schemas']['PointsPurchase']

export interface PointsPurchaseDeps {
  db: Kysely<DB>
  gateway: PaymentGateway
  now: () => Date
  /** how long to wait for the gateway's answer */
  timeoutMs: number
}

export async function buyPoints(
  deps: PointsPurchaseDeps,
  memberId: number,
  request: BuyPointsRequest,
): Promise<PointsPurchase> {
  const { db, gateway } = deps
  if (request.paymentMethod === 'points') throw new DomainError('PAYMENT_METHOD_UNAVAILABLE')
  const pack = await db
    .selectFrom('point_packages')
    .select(['points', 'price_cents'])
    .where('id', '=', request.packageId)
    .executeTakeFirst()
  if (!pack) throw new DomainError('NOT_FOUND')

  const key = `points:${memberId}:${randomUUID()}`
  let authorisation: Awaited<ReturnType<PaymentGateway['authorise']>>
  try {
    authorisation = await withDeadline(
      gateway.authorise({
        idempotencyKey: key,
        amountCents: pack.price_cents,
        token: request.cardToken,
        description: `Citytix ${pack.points} points`,
      }),
      deps.timeoutMs,
    )
  } catch (error) {
    // whether it was authorised is unknown: release whatever the key holds
    await gateway.voidByKey(key).catch(() => {})
    if (error instanceof GatewayTimeout) throw new DomainError('PAYMENT_TIMEOUT')
    throw error
  }
  if (authorisation.outcome === 'declined') throw new DomainError('PAYMENT_DECLINED')

  const at = deps.now()
  let bought: { txnNo: string; balance: number }
  try {
    bought = await db.transaction().execute(async (trx) => {
      const txnNo = await nextPointsTxnNo(trx, at)
      const { balance } = await addPoints(trx, {
        memberId,
        points: pack.points,
        paymentAmountCents: pack.price_cents,
        txnNo,
        at,
        expiresOn: pointsExpiryDate(at),
        description: topUpText(pack.points),
      })
      return { txnNo, balance }
    })
  } catch (error) {
    await gateway.void(authorisation.authorisationId).catch(() => {})
    throw error
  }
  // the points stand either way; a capture that failed shows as an open authorisation at the
  // gateway, which the provider settles or lets lapse
  await gateway.capture(authorisation.authorisationId).catch(() => {})
  return {
    txnNo: bought.txnNo,
    points: pack.points,
    paymentAmount: hkd(pack.price_cents),
    balance: bought.balance,
    purchasedAt: hongKongTime(at),
  }
}
