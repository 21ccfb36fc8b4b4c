// The wish-list ballot (spec §4, §5; docs/ballot.md says it in plain words): wishes for a
// performance can be added, reordered, cancelled and restored until its ballot closes, 3 days
// (72 hours) before the show; the draw runs then. A winner's seats are held for 2 days (never past
// the show) while the member pays with points.
import type { WishListStatus } from './wishListStatus'

export const ballotClosesHoursBefore = 72
export const ballotPaymentDays = 2

const hourMs = 3_600_000

/** When the ballot for a performance starting at `startsAt` closes (the draw runs then). */
export function ballotClosesAt(startsAt: Date): Date {
  return new Date(+startsAt - ballotClosesHoursBefore * hourMs)
}

export function isBallotOpen(now: Date, startsAt: Date): boolean {
  return +now < +ballotClosesAt(startsAt)
}

/** Until when a winner drawn at `drawnAt` keeps the seats to pay for them. */
export function ballotPayBy(drawnAt: Date, startsAt: Date): Date {
  return new Date(Math.min(+drawnAt + ballotPaymentDays * 24 * hourMs, +startsAt))
}

/** Wishes still in play count toward the 4 tickets; cancelled and unmatched ones do not. */
export function countsTowardWishLimit(status: WishListStatus): boolean {
  return status !== 'cancelled' && status !== 'notMatched'
}
