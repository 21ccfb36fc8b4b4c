// The simulated payment gateway's card fields: they stand in for a provider's hosted fields,
// which check the card in the browser and hand the page a token, so card numbers never reach
// Citytix (the contract's PaymentRequest.cardToken). The simulated gateway on the server knows
// its tokens by scheme and last four digits (server/services/payments/simulatedGateway.ts).
import { cardNumberLength } from '../../../../domain/cardNumber'
import type { Schemas } from '../../../api/queries'

export const cardSchemes = ['visa', 'mastercard', 'amex', 'unionPay', 'jcb'] as const
export type CardScheme = (typeof cardSchemes)[number]
export const wallets = ['alipayHk', 'wechatPayHk', 'fps'] as const
export type Wallet = (typeof wallets)[number]

export const isCardScheme = (method: Schemas['PaymentMethod']): method is CardScheme =>
  (cardSchemes as readonly string[]).includes(method)
export const isWallet = (method: Schemas['PaymentMethod']): method is Wallet =>
  (wallets as readonly string[]).includes(method)

const schemeNames: Record<CardScheme, string> = {
  visa: 'visa',
  mastercard: 'mastercard',
  amex: 'amex',
  unionPay: 'unionpay',
  jcb: 'jcb',
}

const walletTokens: Record<Wallet, string> = {
  alipayHk: 'tok_alipayhk',
  wechatPayHk: 'tok_wechatpayhk',
  fps: 'tok_fps',
}

/** The demo's test cards, as the payment step lists them for people trying the site. */
export const demoCards = {
  approved: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  noAnswer: '4000 0000 0000 0119',
} as const

export const digitsOf = (typed: string) => typed.replace(/[\s-]/g, '')

/** The Luhn check every card number passes (ISO/IEC 7812). */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

export interface CardDetails {
  number: string
  /** MM/YY as typed (see parseCardExpiry) */
  expiry: string
  /** the 3 or 4 digits on the card */
  code: string
}

/**
 * The month and year of an expiry date as people type it: `12/28`, `12 / 28`, `12-28`, `12/2028`,
 * or the digits alone as printed on the card and kept by phones' keypads (`1228`, `122028`). A
 * one-digit month needs its separator (`1/28`): without it `128` could be January or December.
 */
export function parseCardExpiry(typed: string): { month: number; year: number } | undefined {
  const text = typed.trim()
  const match =
    /^(\d{1,2})\s*[/\-.\s]\s*(\d{2}|\d{4})$/.exec(text) ?? /^(\d{2})(\d{2}|\d{4})$/.exec(text)
  if (!match) return undefined
  const month = Number(match[1])
  const year = (match[2] as string).length === 2 ? 2000 + Number(match[2]) : Number(match[2])
  if (month < 1 || month > 12 || year < 2000) return undefined
  return { month, year }
}

export type CardProblem = 'number' | 'expiry' | 'expired' | 'code'

/** What is wrong with the typed card, field by field (nothing when it can be sent). */
export function cardProblems(
  card: CardDetails,
  now: Date,
): Partial<Record<keyof CardDetails, CardProblem>> {
  const problems: Partial<Record<keyof CardDetails, CardProblem>> = {}
  const digits = digitsOf(card.number)
  if (
    digits.length < cardNumberLength.min ||
    digits.length > cardNumberLength.max ||
    !passesLuhn(digits)
  ) {
    problems.number = 'number'
  }
  const expiry = parseCardExpiry(card.expiry)
  if (!expiry) {
    problems.expiry = 'expiry'
  } else {
    // a card is good to the end of its expiry month
    const endOfMonth = new Date(Date.UTC(expiry.year, expiry.month, 1))
    if (endOfMonth <= now) problems.expiry = 'expired'
  }
  if (!/^\d{3,4}$/.test(card.code.trim())) problems.code = 'code'
  return problems
}

/** The gateway's token for a card that passed its checks. */
export function cardToken(scheme: CardScheme, number: string): string {
  return `tok_${schemeNames[scheme]}_${digitsOf(number).slice(-4)}`
}

/** The gateway's token once the buyer approves the payment in their wallet. */
export const walletToken = (wallet: Wallet) => walletTokens[wallet]

/** A new key for each press of Pay: a payment sent again by the network charges once. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
