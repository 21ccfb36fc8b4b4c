// Paying a preview (an event checkout or a cinema booking): authorise the amount with the
// gateway, then commit the sale, then capture. No database transaction is open while the
// gateway is asked. Every attempt is a payments row keyed like the gateway call, written before
// the gateway sees it, so a retried request (the same key) charges once and a crash leaves a
// trace the sweeper settles. A declined or unanswered payment sells nothing and keeps the hold,
// so the buyer can try again; a sale that can no longer commit (the hold lapsed meanwhile)
// voids its authorisation. The simulated gateway keeps its books in this database, so with it
// all of that is one call (`pay_preview`, migration 0014): attempt, authorisation, sale and
// capture, or the decline or void, commit together.
import { type Kysely, sql } from 'kysely'
import { DomainError } from '../../../domain/domainError'
import type { DB } from '../../db/schema'
import { GatewayTimeout, type PaymentGateway, withDeadline } from '../payments/gateway'
import { newAuthorisationId, simulatedCard } from '../payments/simulatedGateway'
import { rowLocks } from './locking'
import { commitSale, type SaleOutcome, type SoldAnswer, saleNumbers, saleOutcome } from './sale'

export interface PaymentDeps {
  db: Kysely<DB>
  gateway: PaymentGateway
  now: () => Date
  timeoutMs: number
  /**
   * The gateway is the simulated one, its books in this database: a card it answers at once is
   * authorised, sold and captured in one call (`pay_preview`). Tests that give `gateway` a
   * view of their own leave this out, so their gateway is asked as a real provider would be.
   */
  gatewayInDatabase?: boolean
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
  throw new DomainError('HOLD_EXPIRED')
}

interface PreviewToPay {
  id: string
  txn_no: string | null
  expires_at: Date
  payment_method: string | null
  grand_total_cents: number
  /** this attempt's key: the client's, or one per card and failed attempt so far */
  key: string
  /** whether this call wrote the attempt's payments row (false: it was there already) */
  written: boolean
}

/**
 * The preview, and this attempt's payments row written when the preview can be paid by card
 * (not paid, not lapsed, not points), in one call of `payment_attempt` (migration 0014): the
 * row is there before the gateway sees the key.
 */
async function previewWithAttempt(
  db: Kysely<DB>,
  request: PayRequest,
  at: Date,
): Promise<PreviewToPay | undefined> {
  const { rows } = await sql<PreviewToPay>`
    select * from payment_attempt(${request.previewId}, ${request.kind}, ${request.memberId}::int,
      ${request.idempotencyKey ?? null}::text, ${request.cardToken}, ${at}::timestamptz)
  `.execute(db)
  return rows[0]
}

type InDatabaseAnswer =
  | SoldAnswer
  | { outcome: 'notFound' }
  | { outcome: 'declined' }
  | { outcome: 'attempt'; attempt: Omit<PreviewToPay, 'expires_at'> & { expires_at: string } }

/**
 * With the simulated gateway, whose books are in this database: the attempt, the authorisation,
 * the sale and the capture in one call of `pay_preview` (migration 0014), a transaction by
 * itself. It answers the attempt instead when the rest must go as with any gateway (paid,
 * lapsed, points, a key seen before, a card that keeps the gateway silent).
 */
async function payInDatabase(
  deps: PaymentDeps,
  request: PayRequest,
  at: Date,
): Promise<PreviewToPay | string | undefined> {
  const card = simulatedCard(request.cardToken)
  const { day, confirmation } = saleNumbers(at)
  const { rows } = await sql<{ answer: InDatabaseAnswer }>`
    select pay_preview(${request.previewId}, ${request.kind}, ${request.memberId}::int,
      ${request.idempotencyKey ?? null}::text, ${request.cardToken}, ${card.method}::text,
      ${card.cardNumber}, ${card.behaviour}, ${newAuthorisationId()}, ${day}, ${confirmation},
      ${at}::timestamptz, ${rowLocks()}) as answer
  `.execute(deps.db)
  const answer = rows[0]?.answer
  if (!answer || answer.outcome === 'notFound') return undefined
  switch (answer.outcome) {
    case 'declined':
      throw new DomainError('PAYMENT_DECLINED')
    case 'attempt':
      return { ...answer.attempt, expires_at: new Date(answer.attempt.expires_at) }
    default:
      return settle(saleOutcome(request.previewId, answer))
  }
}

/** Pays the preview; answers the transaction number (the same one for a retried payment). */
export async function payPreview(deps: PaymentDeps, request: PayRequest): Promise<string> {
  const { db, gateway } = deps
  const at = deps.now()
  const preview = deps.gatewayInDatabase
    ? await payInDatabase(deps, request, at)
    : await previewWithAttempt(db, request, at)
  if (typeof preview === 'string') return preview
  if (!preview) throw new DomainError('NOT_FOUND')
  if (preview.txn_no) return preview.txn_no
  if (+preview.expires_at <= +at) throw new DomainError('HOLD_EXPIRED')
  const saleOptions = () => ({ now: deps.now() })

  if (preview.payment_method === 'points') {
    return settle(
      await commitSale(db, preview.id, { method: 'points', cardNumber: '' }, saleOptions()),
    )
  }

  const key = preview.key
  // a key seen before (a retried request) answers as that attempt went
  const attempt = preview.written
    ? { status: 'authorising', txn_no: null }
    : await db
        .selectFrom('payments')
        .select(['status', 'txn_no'])
        .where('idempotency_key', '=', key)
        .executeTakeFirstOrThrow()
  if (attempt.txn_no) return attempt.txn_no
  if (attempt.status === 'declined') throw new DomainError('PAYMENT_DECLINED')
  if (attempt.status === 'unknown' || attempt.status === 'failed') {
    throw new DomainError('PAYMENT_TIMEOUT')
  }
  // authorised with no sale: an attempt given up (below), its authorisation voided or about to be
  if (attempt.status === 'voided' || attempt.status === 'authorised') {
    throw new DomainError('HOLD_EXPIRED')
  }

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
    if (error instanceof GatewayTimeout) throw new DomainError('PAYMENT_TIMEOUT')
    throw error
  }
  if (authorisation.outcome === 'declined') {
    await mark('declined')
    throw new DomainError('PAYMENT_DECLINED')
  }
  const method = preview.payment_method ?? authorisation.method
  const authorised = {
    authorisation_id: authorisation.authorisationId,
    payment_method: method,
    card_number: authorisation.cardNumber,
  }

  // the sale marks the attempt authorised, with its transaction, in the same commit; a crash
  // before leaves it authorising, which the sweeper voids by key
  const outcome = await commitSale(
    db,
    preview.id,
    {
      method,
      cardNumber: authorisation.cardNumber,
      paymentKey: key,
      authorisationId: authorisation.authorisationId,
    },
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
  // paid meanwhile, or the hold lapsed. A request with the same key (a double click, a retry)
  // shares this authorisation, since the gateway answers a key once, and its sale may have
  // been paid with it: only an authorisation no sale used is voided. The attempt is given up
  // first (authorised, no sale: the sweeper voids it if we stop here), by a statement that waits
  // for such a sale's commit and that a sale still to come sees and refuses (sale.ts).
  const givenUp = await db
    .updateTable('payments')
    .set({ status: 'authorised', updated_at: deps.now(), ...authorised })
    .where('idempotency_key', '=', key)
    .where('txn_no', 'is', null)
    .where('status', '!=', 'voided')
    .returning('idempotency_key')
    .executeTakeFirst()
  if (givenUp) {
    await gateway.void(authorisation.authorisationId)
    await mark('voided')
  }
  return settle(outcome)
}
