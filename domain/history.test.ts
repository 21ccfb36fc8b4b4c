import { describe, expect, it } from 'vitest'
import {
  inboxMonths,
  isWithinMonths,
  monthsBefore,
  pointsHistoryMonths,
  transactionHistoryMonthChoices,
  transactionHistoryMonths,
} from './history'
import { hongKongInstant } from './hongKongTime'

describe('history windows', () => {
  it('goes back 3 months for the inbox, 1 year for points and 6 months for transactions', () => {
    expect([inboxMonths, pointsHistoryMonths, transactionHistoryMonths]).toEqual([3, 12, 6])
  })

  it.each([
    [hongKongInstant(2026, 11, 18, 15, 30), 3, hongKongInstant(2026, 8, 18)],
    [hongKongInstant(2026, 8, 31, 12), 6, hongKongInstant(2026, 2, 28)],
    [hongKongInstant(2028, 8, 31, 12), 6, hongKongInstant(2028, 2, 29)],
    [hongKongInstant(2026, 5, 31, 12), 3, hongKongInstant(2026, 2, 28)],
    [hongKongInstant(2026, 2, 15, 12), 12, hongKongInstant(2025, 2, 15)],
    [hongKongInstant(2027, 1, 10), 3, hongKongInstant(2026, 10, 10)],
  ])('from %s, %i months back starts at %s', (now, months, start) => {
    expect(monthsBefore(now, months).toISOString()).toBe(start.toISOString())
  })

  it('reads the Hong Kong date: 1 March 00:30 in Hong Kong is still 28 February in UTC', () => {
    const now = hongKongInstant(2026, 3, 1, 0, 30)
    expect(monthsBefore(now, 1).toISOString()).toBe(hongKongInstant(2026, 2, 1).toISOString())
  })

  it('includes a notice from exactly 3 months ago and not one a minute older', () => {
    const now = hongKongInstant(2026, 11, 18, 15)
    expect(isWithinMonths(hongKongInstant(2026, 8, 18, 0, 0), now, 3)).toBe(true)
    expect(isWithinMonths(hongKongInstant(2026, 8, 17, 23, 59), now, 3)).toBe(false)
  })

  it('offers this month and the five before it in the transaction history', () => {
    expect(transactionHistoryMonthChoices(hongKongInstant(2026, 3, 5))).toEqual([
      { year: 2026, month: 3 },
      { year: 2026, month: 2 },
      { year: 2026, month: 1 },
      { year: 2025, month: 12 },
      { year: 2025, month: 11 },
      { year: 2025, month: 10 },
    ])
  })
})
