import { describe, expect, it } from 'vitest'
import { hongKongInstant } from '../../../domain/hongKongTime'
import { monthChoices, shownMonth, txnHistorySearchSchema } from './txnHistorySearch'

// 23 November 2026, 10:00 in Hong Kong
const now = hongKongInstant(2026, 11, 23, 10, 0)

describe('the transaction history month', () => {
  it('offers this month and the five before it, newest first', () => {
    expect(monthChoices(now)).toEqual([
      '2026-11',
      '2026-10',
      '2026-09',
      '2026-08',
      '2026-07',
      '2026-06',
    ])
  })

  it('shows the month asked for when it is one of those', () => {
    expect(shownMonth(now, '2026-07')).toBe('2026-07')
  })

  it('shows the current month when none is asked for, or one out of range', () => {
    expect(shownMonth(now, undefined)).toBe('2026-11')
    expect(shownMonth(now, '2026-05')).toBe('2026-11')
    expect(shownMonth(now, '2026-12')).toBe('2026-11')
  })

  it('drops a month in the address that is not written as one, instead of failing', () => {
    expect(txnHistorySearchSchema({ month: 'latest' })).toEqual({ month: undefined })
    expect(txnHistorySearchSchema({ month: '2026-10' })).toEqual({ month: '2026-10' })
  })
})
