// The local simulated gateway: test card tokens that approve, decline or never answer, with
// books of its own (simulated_gateway_charges) standing in for the provider's side, so a retried
// call with the same idempotency key finds the first one's answer, even after our server
// crashed in between. It charges nothing real; a real provider replaces it behind the same
// interface (gateway.ts).
import { randomBytes } from 'node:crypto'
import { type Kysely, type Selectable, sql } from 'kysely'
import { maskCardNumber } from '../../../domain/cardNumber'
import type { DB } from '../../db/schema'
import type { Authorisation, AuthoriseRequest, PaymentGateway, PaymentMethod } from './gateway'

type Behaviour = 'approve' | 'decline' | 'timeout'
interface TestCard {
  method: Exclude<PaymentMethod, 'points'>
  /** the card's number ('' for wallets) */
  number: string
  behaviour: Behaviour
}

/** The tokens the simulated gateway knows; any other token is declined. */
export const testCards: Record<string, TestCard> = {
  tok_visa_4242: { method: 'visa', number: '4242424242424242', behaviour: 'approve' },
  tok_mastercard_5454: { method: 'mastercard', number: '5454545454545454', behaviour: 'approve' },
  tok_amex_0005: { method: 'amex', number: '378282246310005', behaviour: 'approve' },
  tok_unionpay_0005: { method: 'unionPay', number: '6200000000000005', behaviour: 'approve' },
  tok_jcb_0505: { method: 'jcb', number: '3566002020360505', behaviour: 'approve' },
  tok_alipayhk: { method: 'alipayHk', number: '', behaviour: 'approve' },
  tok_wechatpayhk: { method: 'wechatPayHk', number: '', behaviour: 'approve' },
  tok_fps: { method: 'fps', number: '', behaviour: 'approve' },
  tok_visa_0002: { method: 'visa', number: '4000000000000002', behaviour: 'decline' },
  tok_visa_0119: { method: 'visa', number: '4000000000000119', behaviour: 'timeout' },
}

/** Tokens by what they do, for tests and the demo. */
export const testTokens = {
  approve: 'tok_visa_4242',
  decline: 'tok_visa_0002',
  timeout: 'tok_visa_0119',
} as const

/**
 * What the simulated gateway does with a token: its scheme, its masked number and whether it
 * approves, declines or never answers (an unknown token is declined). Selling asks it to sell
 * in one call of the database's `pay_preview` (migration 0014), where the gateway's books are.
 */
export function simulatedCard(token: string): {
  method: TestCard['method'] | null
  cardNumber: string
  behaviour: Behaviour
} {
  const card = testCards[token]
  if (!card) return { method: null, cardNumber: '', behaviour: 'decline' }
  return {
    method: card.method,
    cardNumber: card.number ? maskCardNumber(card.number) : '',
    behaviour: card.behaviour,
  }
}

/** A new authorisation id on the simulated gateway's books. */
export const newAuthorisationId = () => `auth_${randomBytes(12).toString('hex')}`

export interface SimulatedGatewayOptions {
  /** how long the timeout card keeps the caller waiting; far beyond any sane deadline */
  hangMs?: number
}

export function simulatedGateway(
  db: Kysely<DB>,
  now: () => Date,
  options: SimulatedGatewayOptions = {},
): PaymentGateway {
  const hangMs = options.hangMs ?? 120_000

  return {
    async authorise(request: AuthoriseRequest): Promise<Authorisation> {
      const { method, cardNumber, behaviour } = simulatedCard(request.token)
      // the first call with a key decides; a repeat, even a concurrent one, reads the first
      // one's answer (simulated_authorise, migration 0014, which pay_preview calls too)
      const { rows } = await sql<Selectable<DB['simulated_gateway_charges']>>`
        select * from simulated_authorise(${request.idempotencyKey}, ${newAuthorisationId()},
          ${request.token}, ${request.amountCents}::int,
          ${behaviour === 'decline' ? 'declined' : 'authorised'}, ${now()}::timestamptz)
      `.execute(db)
      const charge = rows[0]
      if (!charge) throw new Error(`no charge for ${request.idempotencyKey}`)
      if (behaviour === 'timeout') {
        // authorised on our books, but the answer never reaches the caller in time
        await new Promise((resolve) => setTimeout(resolve, hangMs).unref())
      }
      const sameRequest =
        charge.token === request.token && charge.amount_cents === request.amountCents
      if (!method || !sameRequest || charge.status === 'declined' || charge.status === 'voided') {
        return { outcome: 'declined' }
      }
      return { outcome: 'approved', authorisationId: charge.authorisation_id, method, cardNumber }
    },

    async capture(authorisationId) {
      const done = await db
        .updateTable('simulated_gateway_charges')
        .set({ status: 'captured' })
        .where('authorisation_id', '=', authorisationId)
        .where('status', 'in', ['authorised', 'captured'])
        .executeTakeFirst()
      if (Number(done.numUpdatedRows) !== 1) throw new Error(`cannot capture ${authorisationId}`)
    },

    async void(authorisationId) {
      await db
        .updateTable('simulated_gateway_charges')
        .set({ status: 'voided' })
        .where('authorisation_id', '=', authorisationId)
        .where('status', '=', 'authorised')
        .execute()
    },

    async voidByKey(idempotencyKey) {
      await db
        .updateTable('simulated_gateway_charges')
        .set({ status: 'voided' })
        .where('idempotency_key', '=', idempotencyKey)
        .where('status', '=', 'authorised')
        .execute()
    },
  }
}
