// The payment gateway as selling sees it: authorise an amount on a card token, then capture it
// once the sale is committed, or void it when the sale cannot be. Every call carries the
// idempotency key of one payment attempt, so a retried call (a lost answer, a crash) never
// charges twice. A real provider implements this interface; the one that ships is the local
// simulated gateway (simulatedGateway.ts).
import type { components } from '../../../contract/schema.gen'

export type PaymentMethod = components['schemas']['PaymentMethod']

export interface AuthoriseRequest {
  /** The same key gives the same answer and at most one charge. */
  idempotencyKey: string
  amountCents: number
  /** the gateway's token for the card or wallet (card numbers never reach us) */
  token: string
  /** what the buyer's statement shows */
  description: string
}

export type Authorisation =
  | {
      outcome: 'approved'
      authorisationId: string
      /** the scheme or wallet the token belongs to */
      method: Exclude<PaymentMethod, 'points'>
      /** first and last 4 digits shown, '' for wallets */
      cardNumber: string
    }
  | { outcome: 'declined' }

export interface PaymentGateway {
  authorise(request: AuthoriseRequest): Promise<Authorisation>
  /** Takes the money of an approved authorisation (after the sale is committed). */
  capture(authorisationId: string): Promise<void>
  /** Releases an approved authorisation (the sale could not be committed). */
  void(authorisationId: string): Promise<void>
  /** Releases whatever the key authorised, when its answer never came (a timeout, a crash). */
  voidByKey(idempotencyKey: string): Promise<void>
}

/** The gateway did not answer in time: whether it charged is unknown until the key is voided. */
export class GatewayTimeout extends Error {
  constructor() {
    super('the payment gateway did not answer in time')
  }
}

/** `work`, or GatewayTimeout after `ms` (the work itself is left to finish or fail on its own). */
export async function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new GatewayTimeout()), ms)
  })
  try {
    return await Promise.race([work, deadline])
  } finally {
    clearTimeout(timer)
  }
}
