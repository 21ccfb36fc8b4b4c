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

// What a draw reads and what it gives (server/services/ballot/matching.ts draws; the draw's
// record keeps both, so anyone can run it again).

export interface BallotWish {
  id: number
  priceZoneId: number
  quantity: number
}

export interface BallotEntrant {
  memberId: number
  /** in the member's order of preference */
  wishes: BallotWish[]
}

export interface BallotSeat {
  id: string
  priceZoneId: number
  available: boolean
  /** an aisle before this seat */
  gapBefore?: boolean
}

export interface BallotInputs {
  /** by member id */
  entrants: BallotEntrant[]
  /** reserved seating: whole rows (physical order) that hold seats of a wished-for zone */
  seatRows: { id: string; seats: BallotSeat[] }[]
  /** general admission: tickets left per price zone */
  quotas: { priceZoneId: number; quantity: number }[]
}

export type BallotResult =
  | { wishId: number; outcome: 'matched'; seatIds: string[] }
  | { wishId: number; outcome: 'notMatched' }

export interface BallotOutcome {
  /** member ids in the order the seed gave */
  order: number[]
  results: BallotResult[]
}
