// Show times of the demo catalogue: rules relative to the seed's `now` (never the clock), read
// on the Hong Kong calendar, so every calendar filter of domain/calendar.ts finds shows
// whatever day the database is seeded.
import { addDays, hongKongInstant, inHongKong, isoDate, weekdayOf } from '../../domain/hongKongTime'
import type { ShowRule, Weekday } from './catalogue/types'

const weekdayOffset: Record<Weekday, number> = {
  mon: 0,
  tue: 1,
  wed: 2,
  thu: 3,
  fri: 4,
  sat: 5,
  sun: 6,
}

/** Hong Kong calendar dates (`YYYY-MM-DD`) a rule names, relative to today. */
function ruleDates(rule: ShowRule, today: string): string[] {
  if ('days' in rule) return rule.days.map((n) => addDays(today, n))
  if ('ago' in rule) return rule.ago.map((n) => addDays(today, -n))
  if ('daily' in rule) {
    const [first, last] = rule.daily
    return Array.from({ length: last - first + 1 }, (_, i) => addDays(today, first + i))
  }
  if ('week' in rule) {
    const monday = addDays(today, -((weekdayOf(today) + 6) % 7))
    return rule.weekdays.map((day) => addDays(monday, rule.week * 7 + weekdayOffset[day]))
  }
  const [year, month] = today.split('-').map(Number) as [number, number]
  const first = new Date(Date.UTC(year, month - 1 + rule.month, 1))
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0))
  return rule.dates.map((date) =>
    isoDate(first.getUTCFullYear(), first.getUTCMonth() + 1, Math.min(date, lastDay.getUTCDate())),
  )
}

/** The instants of a set of rules, in order, each once. */
export function showInstants(rules: readonly ShowRule[], now: Date): Date[] {
  const today = inHongKong(now).isoDate
  const instants = new Set<number>()
  for (const rule of rules) {
    for (const date of ruleDates(rule, today)) {
      const [y, m, d] = date.split('-').map(Number) as [number, number, number]
      for (const at of rule.at) {
        const [hour, minute] = at.split(':').map(Number) as [number, number]
        instants.add(+hongKongInstant(y, m, d, hour, minute))
      }
    }
  }
  return [...instants].sort((a, b) => a - b).map((ms) => new Date(ms))
}

/** `hour`:00 Hong Kong time today, or halfway from midnight to `now` when that is still ahead. */
export function earlierToday(now: Date, hour: number): Date {
  const hk = inHongKong(now)
  const midnight = hongKongInstant(hk.year, hk.month, hk.day)
  const at = hongKongInstant(hk.year, hk.month, hk.day, hour)
  if (+at <= +now) return at
  return new Date(+midnight + Math.floor((+now - +midnight) / 2))
}

/** 10:00 Hong Kong time `days` after today (negative: before). */
export function morningOf(now: Date, days: number): Date {
  const [y, m, d] = addDays(inHongKong(now).isoDate, days).split('-').map(Number) as [
    number,
    number,
    number,
  ]
  return hongKongInstant(y, m, d, 10)
}
