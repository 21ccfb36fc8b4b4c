// How far back member lists go (spec §3, §9): inbox notices 3 months, points history 1 year,
// transaction history the previous six months. "N months back" is the same Hong Kong calendar
// day N months earlier, from its midnight; a day the earlier month lacks becomes that month's
// last day (31 August − 6 months = 28 or 29 February).
import { hongKongMidnight, inHongKong } from './hongKongTime'

export const inboxMonths = 3
export const pointsHistoryMonths = 12
export const transactionHistoryMonths = 6

/** The instant N months before `now`'s Hong Kong date, at 00:00 Hong Kong time. */
export function monthsBefore(now: Date, months: number): Date {
  const today = inHongKong(now)
  const monthIndex = today.year * 12 + (today.month - 1) - months
  const year = Math.floor(monthIndex / 12)
  const month = (monthIndex % 12) + 1
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return hongKongMidnight(year, month, Math.min(today.day, lastDay))
}

/** Whether something dated `at` is recent enough to show in a list going back N months. */
export function isWithinMonths(at: Date, now: Date, months: number): boolean {
  return +at >= +monthsBefore(now, months) && +at <= +now
}

/**
 * The months the transaction history offers: this month and the five before it, newest first
 * (six in all).
 */
export function transactionHistoryMonthChoices(now: Date): { year: number; month: number }[] {
  const today = inHongKong(now)
  return Array.from({ length: transactionHistoryMonths }, (_, back) => {
    const index = today.year * 12 + (today.month - 1) - back
    return { year: Math.floor(index / 12), month: (index % 12) + 1 }
  })
}
