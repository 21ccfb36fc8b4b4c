import { describe, expect, it } from 'vitest'
import {
  dayOfMonthNames,
  formatDateRange as format,
  formatDate,
  formatDateTime,
  formatLongDate,
  monthNames,
} from './dates'

// Intl puts thin and narrow no-break spaces around range dashes; compare the words only.
const formatDateRange = (...args: Parameters<typeof format>) => format(...args).replace(/\s/g, ' ')

describe('formatDateTime', () => {
  it('shows the Hong Kong time of a show, not the browser time zone', () => {
    // 11:45 UTC is 19:45 in Hong Kong
    expect(formatDateTime('2026-12-24T11:45:00Z', 'en')).toContain('19:45')
  })

  it('writes the date in Chinese for Chinese readers', () => {
    expect(formatDateTime('2026-12-24T11:45:00Z', 'zh-Hant')).toContain('2026年12月24日')
  })
})

describe('formatDate', () => {
  it('takes the Hong Kong calendar day around midnight', () => {
    // 17:00 UTC on the 23rd is already 01:00 on the 24th in Hong Kong
    expect(formatDate('2026-12-23T17:00:00Z', 'en')).toContain('24')
  })
})

describe('formatLongDate', () => {
  it('writes the Hong Kong day out in full', () => {
    expect(formatLongDate('2026-12-23T17:00:00Z', 'en')).toBe('24 December 2026')
    expect(formatLongDate('2026-12-23T17:00:00Z', 'zh-Hant')).toBe('2026年12月24日')
  })
})

describe('formatDateRange', () => {
  it('shows a one-day event as that day, in Hong Kong day-month order', () => {
    expect(formatDateRange('2027-02-06', undefined, 'en')).toBe('6 Feb 2027')
  })

  it('shows a run of days as one range with both ends', () => {
    expect(formatDateRange('2027-03-26', '2027-03-28', 'en')).toBe('26–28 Mar 2027')
    expect(formatDateRange('2026-12-31', '2027-01-01', 'en')).toBe('31 Dec 2026 – 1 Jan 2027')
  })

  it('treats a last day equal to the first as a single day', () => {
    expect(formatDateRange('2027-02-06', '2027-02-06', 'en')).toBe('6 Feb 2027')
  })

  it('writes dates the Chinese way in both Chinese scripts', () => {
    expect(formatDateRange('2027-01-15', undefined, 'zh-Hant')).toBe('2027年1月15日')
    expect(formatDateRange('2027-01-15', undefined, 'zh-Hans')).toBe('2027年1月15日')
  })

  it('keeps the calendar day whatever the time zone of the machine', () => {
    // a calendar date, not an instant: on a machine west of Greenwich it must not slip back
    const before = process.env.TZ
    process.env.TZ = 'America/Los_Angeles'
    try {
      expect(formatDateRange('2027-01-01', undefined, 'en')).toBe('1 Jan 2027')
    } finally {
      if (before === undefined) delete process.env.TZ
      else process.env.TZ = before
    }
  })
})

describe('month and day names for a birthday', () => {
  it('names the twelve months in the visitor’s language, January first', () => {
    expect(monthNames('en')).toHaveLength(12)
    expect(monthNames('en')[0]).toBe('January')
    expect(monthNames('zh-Hant')[11]).toBe('12月')
  })

  it('writes the 31 days of a month as the language does', () => {
    expect(dayOfMonthNames('en')).toHaveLength(31)
    expect(dayOfMonthNames('en')[30]).toBe('31')
    expect(dayOfMonthNames('zh-Hans')[0]).toBe('1日')
  })
})
