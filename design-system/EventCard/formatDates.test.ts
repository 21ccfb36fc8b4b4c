import { describe, expect, it } from 'vitest'
import { formatEventDates as format, formatHkd } from './formatDates'

// Intl puts thin and narrow no-break spaces around range dashes; compare the words only.
const formatEventDates = (...args: Parameters<typeof format>) => format(...args).replace(/\s/g, ' ')

describe('event card dates', () => {
  it('shows a one-day event as that day, in Hong Kong day-month order', () => {
    expect(formatEventDates('en', '2027-02-06')).toBe('6 Feb 2027')
  })

  it('shows a run of days as one range with both ends', () => {
    expect(formatEventDates('en', '2027-03-26', '2027-03-28')).toBe('26–28 Mar 2027')
    expect(formatEventDates('en', '2026-12-31', '2027-01-01')).toBe('31 Dec 2026 – 1 Jan 2027')
  })

  it('treats an end date equal to the start as a single day', () => {
    expect(formatEventDates('en', '2027-02-06', '2027-02-06')).toBe('6 Feb 2027')
  })

  it('writes dates the Chinese way in both Chinese scripts', () => {
    expect(formatEventDates('zh-Hant', '2027-01-15')).toBe('2027年1月15日')
    expect(formatEventDates('zh-Hans', '2027-01-15')).toBe('2027年1月15日')
  })

  it('keeps the calendar day whatever the time zone of the machine', () => {
    // a calendar date, not an instant: on a machine west of Greenwich it must not slip back
    const before = process.env.TZ
    process.env.TZ = 'America/Los_Angeles'
    try {
      expect(formatEventDates('en', '2027-01-01')).toBe('1 Jan 2027')
    } finally {
      if (before === undefined) delete process.env.TZ
      else process.env.TZ = before
    }
  })
})

describe('event card prices', () => {
  it('groups thousands and shows cents only when there are some', () => {
    expect(formatHkd('en', 1300)).toBe('1,300')
    expect(formatHkd('en', 280)).toBe('280')
    expect(formatHkd('en', 99.5)).toBe('99.5')
  })
})
