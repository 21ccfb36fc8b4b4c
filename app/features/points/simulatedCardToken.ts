// How the buy-points form pays. A real payment provider draws its own card fields and hands the
// page a token for the card, so the number never reaches Citytix; the simulated gateway that
// ships (server/services/payments/simulatedGateway.ts) knows tokens named after the method and
// the card's last 4 digits (`tok_visa_4242`), and wallets by name (`tok_alipayhk`). This makes
// that token from what the member chose and typed, in the browser.

import { cardNumberLength } from '../../../domain/cardNumber'
import type { Schemas } from '../../api/queries'

/** Ways to pay for points: any but points themselves. */
export type PointsPaymentMethod = Exclude<Schemas['PaymentMethod'], 'points'>

export const cardMethods = ['visa', 'mastercard', 'amex', 'unionPay', 'jcb'] as const
export const walletMethods = ['alipayHk', 'wechatPayHk', 'fps'] as const
export const pointsPaymentMethods: readonly PointsPaymentMethod[] = [
  ...cardMethods,
  ...walletMethods,
]

export const needsCard = (method: PointsPaymentMethod) =>
  (cardMethods as readonly string[]).includes(method)

/** The digits of a typed card number, when it has as many as a card number can. */
export function cardDigits(typed: string): string | undefined {
  const digits = typed.replace(/[\s-]/g, '')
  if (!/^\d+$/.test(digits)) return undefined
  return digits.length >= cardNumberLength.min && digits.length <= cardNumberLength.max
    ? digits
    : undefined
}

/** The gateway's token for a wallet, or for a card by its number. */
export function simulatedCardToken(method: PointsPaymentMethod, cardNumber = ''): string {
  const name = method.toLowerCase()
  if (!needsCard(method)) return `tok_${name}`
  return `tok_${name}_${(cardDigits(cardNumber) ?? '').slice(-4)}`
}
