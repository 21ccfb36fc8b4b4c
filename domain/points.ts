// Points (spec §3, §9): one point pays one Hong Kong dollar. Points earned (bought, or given back
// after a failed payment) are valid for one year: they expire at 00:00 Hong Kong time on the same
// calendar date a year later (earned on 29 February, they last until 28 February). Spending takes
// the points that expire first. The ledger is append-only; everything a member sees is computed
// from it by `pointsState`.
import { hongKongMidnight, inHongKong, isoDate } from './hongKongTime'

/** Points a price in HKD cents costs: one point per dollar, a part of a dollar counts as one. */
export function pointsForCents(cents: number): number {
  return Math.ceil(cents / 100)
}

/** The Hong Kong date points earned at `at` expire on (the same date a year later). */
export function pointsExpiryDate(at: Date): string {
  const { year, month, day } = inHongKong(at)
  const lastDay = new Date(Date.UTC(year + 1, month, 0)).getUTCDate()
  return isoDate(year + 1, month, Math.min(day, lastDay))
}

/** The instant points with this expiry date stop counting: 00:00 Hong Kong time that day. */
export function pointsExpiryInstant(expiresOn: string): Date {
  const [year, month, day] = expiresOn.split('-').map(Number) as [number, number, number]
  return hongKongMidnight(year, month, day)
}

export const pointsEntryTypes = ['topUp', 'payment', 'refund', 'expiry'] as const
export type PointsEntryType = (typeof pointsEntryTypes)[number]

export interface PointsEntry {
  at: Date
  type: PointsEntryType
  /** positive when added, negative when spent or expired */
  points: number
  /** when the points added here expire; a year after `at` when not written down */
  expiresOn: string | null
}

/** Points that share an expiry date. */
export interface PointsLot {
  expiresOn: string
  points: number
}

export interface PointsState {
  /** what the member can spend now */
  balance: number
  /** the points that count, by expiry date, soonest first */
  lots: PointsLot[]
  /** points past their date that no expiry entry has taken off yet, soonest first */
  lapsed: PointsLot[]
}

interface Lot {
  expiresOn: string
  expiresAt: number
  left: number
}

/**
 * Replays a member's ledger (in the order it was written) up to `now`: every payment takes the
 * points that expire first, every lot past its date lapses, and an expiry entry takes off
 * lapsed points. What no entry has taken off yet is `lapsed` (the expiry job writes it down).
 */
export function pointsState(entries: readonly PointsEntry[], now: Date): PointsState {
  let lots: Lot[] = []
  const lapsed: Lot[] = []
  // spent beyond what was there (never, while payments lock and check the balance)
  let overdrawn = 0

  const lapseUntil = (instant: number) => {
    for (const lot of lots) if (lot.expiresAt <= instant) lapsed.push(lot)
    lots = lots.filter((lot) => lot.expiresAt > instant)
  }
  const take = (from: Lot[], points: number): number => {
    let owed = points
    for (const lot of from) {
      const used = Math.min(lot.left, owed)
      lot.left -= used
      owed -= used
    }
    return owed
  }

  for (const entry of entries) {
    lapseUntil(+entry.at)
    if (entry.points > 0) {
      const repaid = Math.min(overdrawn, entry.points)
      overdrawn -= repaid
      const expiresOn = entry.expiresOn ?? pointsExpiryDate(entry.at)
      lots.push({
        expiresOn,
        expiresAt: +pointsExpiryInstant(expiresOn),
        left: entry.points - repaid,
      })
      // stable: points expiring the same day are spent in the order they came
      lots.sort((a, b) => a.expiresAt - b.expiresAt)
    } else if (entry.type === 'expiry') {
      overdrawn += take(lots, take(lapsed, -entry.points))
    } else {
      overdrawn += take(lots, -entry.points)
    }
  }
  lapseUntil(+now)

  const byDate = (list: Lot[]): PointsLot[] => {
    const dates = new Map<string, number>()
    for (const lot of list) {
      if (lot.left > 0) dates.set(lot.expiresOn, (dates.get(lot.expiresOn) ?? 0) + lot.left)
    }
    return [...dates]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([expiresOn, points]) => ({ expiresOn, points }))
  }
  const live = byDate(lots)
  return {
    balance: live.reduce((sum, lot) => sum + lot.points, 0) - overdrawn,
    lots: live,
    lapsed: byDate(lapsed),
  }
}
