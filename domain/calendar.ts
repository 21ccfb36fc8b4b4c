// The calendar filters of spec §1 (ids in filters.ts) as Hong Kong date ranges. Conventions:
// - a week runs Monday to Sunday (as Hong Kong calendars print it);
// - the weekend is Saturday and Sunday; public holidays do not extend it;
// - a range never starts before today: "this week", "this weekend" and "this month" begin
//   today when today is already inside them (past days have no events to sell);
// - "next weekend" is the weekend of next week (on a Saturday or Sunday, the following one).
// Ranges are whole days: `from` and `to` inclusive as `YYYY-MM-DD`, and `start`/`end` as
// instants (`end` is 00:00 Hong Kong time the day after `to`, exclusive).
import type { CalendarFilter } from './filters'
import { addDays, hongKongMidnight, inHongKong } from './hongKongTime'

export interface DateRange {
  from: string
  to: string
  start: Date
  end: Date
}

function range(from: string, to: string): DateRange {
  const midnight = (date: string) => {
    const [y, m, d] = date.split('-').map(Number) as [number, number, number]
    return hongKongMidnight(y, m, d)
  }
  return { from, to, start: midnight(from), end: midnight(addDays(to, 1)) }
}

const lastDayOfMonth = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10)

export function calendarRange(filter: CalendarFilter, now: Date): DateRange {
  const today = inHongKong(now)
  const date = today.isoDate
  // days since Monday: Monday 0 … Sunday 6
  const sinceMonday = (today.weekday + 6) % 7
  const monday = addDays(date, -sinceMonday)
  const saturday = addDays(monday, 5)
  const sunday = addDays(monday, 6)
  const later = (a: string, b: string) => (a > b ? a : b)
  switch (filter) {
    case 'today':
      return range(date, date)
    case 'tomorrow':
      return range(addDays(date, 1), addDays(date, 1))
    case 'thisWeek':
      return range(date, sunday)
    case 'nextWeek':
      return range(addDays(monday, 7), addDays(sunday, 7))
    case 'thisWeekend':
      return range(later(date, saturday), sunday)
    case 'nextWeekend':
      return range(addDays(saturday, 7), addDays(sunday, 7))
    case 'thisMonth':
      return range(date, lastDayOfMonth(today.year, today.month))
    case 'nextMonth': {
      const year = today.month === 12 ? today.year + 1 : today.year
      const month = today.month === 12 ? 1 : today.month + 1
      return range(`${lastDayOfMonth(year, month).slice(0, 8)}01`, lastDayOfMonth(year, month))
    }
  }
}

/** Whether an instant (a show time) falls inside a filter's range. */
export function isInCalendarRange(filter: CalendarFilter, at: Date, now: Date): boolean {
  const { start, end } = calendarRange(filter, now)
  return +at >= +start && +at < +end
}
