// The references selling hands out, in the contract's formats: holds H-20261201-7K3M9Q2A,
// previews PV-20261201-…, cinema bookings CB-20261205-…, transactions T2026120100004217 (cinema
// C…) from a database sequence, so every server process numbers without clashing, and
// confirmations CF-88-4417.
import { randomBytes, randomInt } from 'node:crypto'
import { inHongKong } from '../../../domain/hongKongTime'

const day = (now: Date) => inHongKong(now).isoDate.replace(/-/g, '')
const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

function randomText(length: number, alphabet: string): string {
  const bytes = randomBytes(length)
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('')
}

export const newHoldId = (now: Date) => `H-${day(now)}-${randomText(10, letters)}`
export const newPreviewId = (now: Date) => `PV-${day(now)}-${randomText(10, letters)}`
export const newBookingId = (now: Date) => `CB-${day(now)}-${randomText(10, '0123456789')}`

export const newConfirmationNo = () =>
  `CF-${String(randomInt(100)).padStart(2, '0')}-${String(randomInt(10_000)).padStart(4, '0')}`

/**
 * The Hong Kong date in a transaction number: the sale (`sell_preview`) puts T (events) or C
 * (cinema) before it and the next number of the `transaction_numbers` sequence after it, 6
 * digits or more.
 */
export const txnDay = (now: Date) => day(now)
