import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  addDays,
  hongKongInstant,
  hongKongIsoString,
  hongKongMidnight,
  inHongKong,
  weekdayOf,
} from './hongKongTime'

describe('Hong Kong time', () => {
  it('is eight hours ahead of UTC', () => {
    expect(inHongKong(new Date('2026-11-17T16:00:00Z'))).toMatchObject({
      isoDate: '2026-11-18',
      weekday: 3,
      hour: 0,
      minute: 0,
      minuteOfDay: 0,
    })
    expect(inHongKong(new Date('2026-11-17T15:59:00Z'))).toMatchObject({
      isoDate: '2026-11-17',
      weekday: 2,
      hour: 23,
      minute: 59,
      minuteOfDay: 1439,
    })
  })

  it('turns the year at Hong Kong midnight, 16:00 UTC on 31 December', () => {
    expect(inHongKong(new Date('2026-12-31T16:00:00Z')).isoDate).toBe('2027-01-01')
    expect(hongKongMidnight(2027, 1, 1).toISOString()).toBe('2026-12-31T16:00:00.000Z')
  })

  it.each([
    ['2026-02-28', 1, '2026-03-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-11-18', 7, '2026-11-25'],
  ])('%s plus %i days is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected)
  })

  it('names weekdays as Date does, Sunday 0', () => {
    expect(weekdayOf('2026-11-22')).toBe(0)
    expect(weekdayOf('2026-11-18')).toBe(3)
  })

  it('reads back the wall clock it was given', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2000, max: 2100 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        (year, month, day, hour, minute) => {
          const hk = inHongKong(hongKongInstant(year, month, day, hour, minute))
          expect([hk.year, hk.month, hk.day, hk.hour, hk.minute]).toEqual([
            year,
            month,
            day,
            hour,
            minute,
          ])
        },
      ),
    )
  })
})

describe('hongKongIsoString', () => {
  it('writes an instant in Hong Kong time with its offset, across the UTC date line', () => {
    expect(hongKongIsoString(new Date('2026-12-01T16:30:00Z'))).toBe('2026-12-02T00:30:00+08:00')
    expect(hongKongIsoString(new Date('2026-12-31T15:59:59Z'))).toBe('2026-12-31T23:59:59+08:00')
    expect(new Date(hongKongIsoString(1796112000000)).getTime()).toBe(1796112000000)
  })
})
