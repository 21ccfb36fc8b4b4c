// Paying a preview (an event checkout or a cinema booking): authorise the amount with the
// gateway, then commit the sale, then capture. No database transaction is open while the
// gateway is asked. Every attempt is a payments row keyed like the gateway call, written before
// the gateway sees it, so a retried request (the same key) charges once and a crash leaves a
// trace the sweeper settles. A declined or unanswered payment sells nothing and keeps the hold,
// so the buyer can try again; a sale that can no longer commit (the hold lapsed meanwhile)
// voids its authorisation.
import { type Kysely, sql } from 'kysely'
import type { DB } from '../../db/schema'
import { ApiError } from '../../http/apiError'
import { GatewayTimeout, type PaymentGateway, withDeadline } from '../payments/gateway'
import { commitSale, type SaleOutcome } from './sale'

export interface PaymentDeps {
  db: Kysely<DB>
  gateway: PaymentGateway
  now: () => Date
  locks: boolean
  timeoutMs: number
}

export interface PayRequest {
  previewId: string
  kind: 'event' | 'cinema'
  /** the paying member; null for a visitor's cinema booking */
  memberId: number | null
  cardToken: string
  /** the client's key for this attempt; a retry of the same attempt sends it again */
  idempotencyKey?: string | undefined
}

function settle(outcome: SaleOutcome): string {
  if (outcome.sold || outcome.reason === 'alreadyPaid') return outcome.txnNo
  throw new ApiError(410, 'HOLD_EXPIRED')
}

/** The attempt's key: the client's, or one per card and failed attempt so far. */
async function attemptKey(db: Kysely<DB>, request: PayRequest): Promise<string> {
  if (request.idempotencyKey) return `${request.previewId}:${request.idempotencyKey}`
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from payments
    where preview_id = ${request.previewId} and status in ('declined', 'unknown', 'failed', 'voided')
  `.execute(db)
  return `${request.previewId}:${request.cardToken}:${rows[0]?.n ?? 0}`
}

/** Pays the preview; answers the transaction number (the same one for a retried payment). */
export async function payPreview(deps: PaymentDeps, request: PayRequest): Promise<string> {
  const { db, gateway } = deps
  const preview = await db
    .selectFrom('previews')
    .select(['id', 'member_id', 'expires_at', 'txn_no', 'payment_method', 'grand_total_cents'])
    .where('id', '=', request.previewId)
    .where('kind', '=', request.kind)
    .where((eb) =>
      request.memberId === null
        ? eb('member_id', 'is', null)
        : eb('member_id', '=', request.memberId),
    )
    .executeTakeFirst()
  if (!preview) throw new ApiError(404, 'NOT_FOUND')
  if (preview.txn_no) return preview.txn_no
  if (+preview.expires_at <= +deps.now()) throw new ApiError(410, 'HOLD_EXPIRED')
  const saleOptions = () => ({ now: deps.now(), locks: deps.locks })

  if (preview.payment_method === 'points') {
    return settle(
      await commitSale(db, preview.id, { method: 'points', cardNumber: '' }, saleOptions()),
    )
  }

  const key = await attemptKey(db, request)
  const at = deps.now()
  await db
    .insertInto('payments')
    .values({
      idempotency_key: key,
      preview_id: preview.id,
      amount_cents: preview.grand_total_cents,
      status: 'authorising',
      created_at: at,
      updated_at: at,
    })
    .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
    .execute()
  const attempt = await db
    .selectFrom('payments')
    .select(['status', 'txn_no'])
    .where('idempotency_key', '=', key)
    .executeTakeFirstOrThrow()
  if (attempt.txn_no) return attempt.txn_no
  if (attempt.status === 'declined') throw new ApiError(402, 'PAYMENT_DECLINED')
  if (attempt.status === 'unknown' || attempt.status === 'failed') {
    throw new ApiError(402, 'PAYMENT_TIMEOUT')
  }
  if (attempt.status === 'voided') throw new ApiError(410, 'HOLD_EXPIRED')

  const mark = (status: DB['payments']['status'], more = {}) =>
    db
      .updateTable('payments')
      .set({ status, updated_at: deps.now(), ...more })
      .where('idempotency_key', '=', key)
      .execute()

  let authorisation: Awaited<ReturnType<PaymentGateway['authorise']>>
  try {
    authorisation = await withDeadline(
      gateway.authorise({
        idempotencyKey: key,
        amountCents: preview.grand_total_cents,
        token: request.cardToken,
        description: `Citytix ${preview.id}`,
      }),
      deps.timeoutMs,
    )
  } catch (error) {
    // whether it charged is unknown: release whatever the key authorised, now and once more
    // later from the sweeper (the gateway may still be booking it)
    await gateway.voidByKey(key).catch(() => {})
    await mark('unknown')
    if (error instanceof GatewayTimeout) throw new ApiError(402, 'PAYMENT_TIMEOUT')
    throw error
  }
  if (authorisation.outcome === 'declined') {
    await mark('declined')
    throw new ApiError(402, 'PAYMENT_DECLINED')
  }
  const method = preview.payment_method ?? authorisation.method
  await mark('authorised', {
    authorisation_id: authorisation.authorisationId,
    payment_method: method,
    card_number: authorisation.cardNumber,
  })

  const outcome = await commitSale(
    db,
    preview.id,
    { method, cardNumber: authorisation.cardNumber, paymentKey: key },
    saleOptions(),
  )
  if (outcome.sold) {
    // a capture that fails now is retried by the sweeper: the sale stands either way
    try {
      await gateway.capture(authorisation.authorisationId)
      await mark('captured')
    } catch {}
    return outcome.txnNo
  }
  // paid meanwhile by another attempt, or the hold lapsed: this authorisation is not needed
  await gateway.void(authorisation.authorisationId)
  await mark('voided')
  return settle(outcome)
}
