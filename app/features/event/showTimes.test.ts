import { describe, expect, it } from 'vitest'
import { calendarDate, showDate, showDays, showTime } from './showTimes'

describe('show dates and times', () => {
  it('are Hong Kong times, whatever the machine’s zone', () => {
    // 16:30 UTC is 00:30 the next day in Hong Kong
    expect(showTime('2026-12-11T16:30:00Z', 'en')).toBe('00:30')
    expect(showDate('2026-12-11T16:30:00Z', 'en')).toContain('12')
  })

  it('read as Hong Kong writes them in Chinese', () => {
    expect(showDate('2026-12-11T20:15:00+08:00', 'zh-Hant')).toContain('2026年12月11日')
    expect(calendarDate('2026-12-04', 'zh-Hans')).toContain('2026年12月4日')
  })
})

describe('the days an event runs', () => {
  it('is one date for a single day and a range otherwise', () => {
    expect(showDays('2026-12-11T14:30:00+08:00', '2026-12-11T20:00:00+08:00', 'en')).toBe(
      '11 Dec 2026',
    )
    expect(showDays('2026-12-11T20:15:00+08:00', '2026-12-20T20:15:00+08:00', 'en')).toMatch(
      /11\s*–\s*20 Dec 2026/,
    )
  })
})
