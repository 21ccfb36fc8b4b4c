import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { calendarRange, isInCalendarRange } from './calendar'
import { calendarFilters } from './filters'
import { addDays, hongKongInstant, weekdayOf } from './hongKongTime'

const hk = hongKongInstant
const dates = (filter: (typeof calendarFilters)[number], now: Date) => {
  const { from, to } = calendarRange(filter, now)
  return [from, to]
}

describe('calendar filters on Wednesday 18 November 2026, 15:00 Hong Kong time', () => {
  const now = hk(2026, 11, 18, 15)
  it.each([
    ['today', '2026-11-18', '2026-11-18'],
    ['tomorrow', '2026-11-19', '2026-11-19'],
    ['thisWeek', '2026-11-18', '2026-11-22'],
    ['nextWeek', '2026-11-23', '2026-11-29'],
    ['thisWeekend', '2026-11-21', '2026-11-22'],
    ['nextWeekend', '2026-11-28', '2026-11-29'],
    ['thisMonth', '2026-11-18', '2026-11-30'],
    ['nextMonth', '2026-12-01', '2026-12-31'],
  ] as const)('%s runs from %s to %s', (filter, from, to) => {
    expect(dates(filter, now)).toEqual([from, to])
  })
})

describe('week and weekend conventions', () => {
  it('on a Saturday, this weekend is today and tomorrow and next weekend a week later', () => {
    const saturday = hk(2026, 11, 21, 10)
    expect(dates('thisWeekend', saturday)).toEqual(['2026-11-21', '2026-11-22'])
    expect(dates('nextWeekend', saturday)).toEqual(['2026-11-28', '2026-11-29'])
  })
  it('on a Sunday, this week and this weekend are just today', () => {
    const sunday = hk(2026, 11, 22, 10)
    expect(dates('thisWeek', sunday)).toEqual(['2026-11-22', '2026-11-22'])
    expect(dates('thisWeekend', sunday)).toEqual(['2026-11-22', '2026-11-22'])
    expect(dates('nextWeek', sunday)).toEqual(['2026-11-23', '2026-11-29'])
    expect(dates('nextWeekend', sunday)).toEqual(['2026-11-28', '2026-11-29'])
  })
  it('on a Monday, the week runs to Sunday', () => {
    expect(dates('thisWeek', hk(2026, 11, 16, 9))).toEqual(['2026-11-16', '2026-11-22'])
  })
})

describe('Hong Kong midnight decides the day', () => {
  it('23:59 and 00:00 Hong Kong time on a Wednesday fall on different days', () => {
    expect(dates('today', hk(2026, 11, 17, 23, 59))).toEqual(['2026-11-17', '2026-11-17'])
    expect(dates('today', hk(2026, 11, 18, 0, 0))).toEqual(['2026-11-18', '2026-11-18'])
  })
  it('uses Hong Kong time even when the UTC date is the day before', () => {
    // 17 Nov 20:00 UTC is 18 Nov 04:00 in Hong Kong
    expect(dates('today', new Date('2026-11-17T20:00:00Z'))).toEqual(['2026-11-18', '2026-11-18'])
  })
  it('gives ranges as instants from Hong Kong midnight to the next midnight', () => {
    const { start, end } = calendarRange('today', hk(2026, 11, 18, 15))
    expect(start.toISOString()).toBe('2026-11-17T16:00:00.000Z')
    expect(end.toISOString()).toBe('2026-11-18T16:00:00.000Z')
  })
  it('puts a show at 23:59 on the last day inside the range and one at 00:00 the next day outside', () => {
    const now = hk(2026, 11, 18, 15)
    expect(isInCalendarRange('thisWeekend', hk(2026, 11, 22, 23, 59), now)).toBe(true)
    expect(isInCalendarRange('thisWeekend', hk(2026, 11, 23, 0, 0), now)).toBe(false)
    expect(isInCalendarRange('thisWeekend', hk(2026, 11, 20, 23, 59), now)).toBe(false)
  })
})

describe('month ends', () => {
  it.each([
    [hk(2026, 1, 31, 12), '2026-01-31', '2026-02-01', '2026-02-28'],
    [hk(2028, 1, 31, 12), '2028-01-31', '2028-02-01', '2028-02-29'],
    [hk(2026, 2, 28, 12), '2026-02-28', '2026-03-01', '2026-03-31'],
    [hk(2026, 4, 30, 23, 59), '2026-04-30', '2026-05-01', '2026-05-31'],
    [hk(2026, 12, 31, 23, 59), '2026-12-31', '2027-01-01', '2027-01-31'],
  ])('on %s this month ends %s and next month is %s to %s', (now, thisEnd, nextFrom, nextTo) => {
    expect(calendarRange('thisMonth', now).to).toBe(thisEnd)
    expect(dates('nextMonth', now)).toEqual([nextFrom, nextTo])
  })

  it('crosses the year in the last week of December', () => {
    const now = hk(2026, 12, 31, 12) // a Thursday
    expect(dates('thisWeek', now)).toEqual(['2026-12-31', '2027-01-03'])
    expect(dates('nextWeek', now)).toEqual(['2027-01-04', '2027-01-10'])
    expect(dates('tomorrow', now)).toEqual(['2027-01-01', '2027-01-01'])
  })
})

describe('every filter', () => {
  it.each(calendarFilters)(
    '%s never starts before today and never ends before it starts',
    (filter) => {
      for (let day = 0; day < 14; day++) {
        const now = hk(2026, 11, 16 + day, 12)
        const { from, to } = calendarRange(filter, now)
        const today = calendarRange('today', now).from
        expect(from >= today).toBe(true)
        expect(to >= from).toBe(true)
      }
    },
  )
})

describe('calendar properties, for any moment from 2020 to 2040', () => {
  const moment = fc
    .integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2040, 0, 1) })
    .map((ms) => new Date(ms))

  it('today contains now; this week and this month start today', () => {
    fc.assert(
      fc.property(moment, (now) => {
        expect(isInCalendarRange('today', now, now)).toBe(true)
        expect(calendarRange('thisWeek', now).from).toBe(calendarRange('today', now).from)
        expect(calendarRange('thisMonth', now).from).toBe(calendarRange('today', now).from)
      }),
    )
  })

  it('next week starts the day after this week ends and lasts Monday to Sunday', () => {
    fc.assert(
      fc.property(moment, (now) => {
        const next = calendarRange('nextWeek', now)
        expect(next.from).toBe(addDays(calendarRange('thisWeek', now).to, 1))
        expect([weekdayOf(next.from), weekdayOf(next.to)]).toEqual([1, 0])
      }),
    )
  })

  it('next month starts the day after this month ends', () => {
    fc.assert(
      fc.property(moment, (now) => {
        expect(calendarRange('nextMonth', now).from).toBe(
          addDays(calendarRange('thisMonth', now).to, 1),
        )
      }),
    )
  })

  it('weekends hold only Saturdays and Sundays, next weekend a week after this one ends', () => {
    fc.assert(
      fc.property(moment, (now) => {
        for (const filter of ['thisWeekend', 'nextWeekend'] as const) {
          const { from, to } = calendarRange(filter, now)
          expect([6, 0]).toContain(weekdayOf(from))
          expect(weekdayOf(to)).toBe(0)
        }
        expect(calendarRange('nextWeekend', now).to).toBe(
          addDays(calendarRange('thisWeekend', now).to, 7),
        )
      }),
    )
  })
})
