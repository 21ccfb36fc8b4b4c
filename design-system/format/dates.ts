import { dateTimeFormat } from './formatters'

// Show times and purchase times are Hong Kong times whatever the browser's time zone.
const timeZone = 'Asia/Hong_Kong'
const dayMonthYear = { year: 'numeric', month: 'short', day: 'numeric' } as const
const clock = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const

const inHongKong = (locale: string, options: Intl.DateTimeFormatOptions) =>
  dateTimeFormat(locale, { timeZone, ...options })

/** A date and time such as `24 Dec 2026, 19:45` (or `2026年12月24日 19:45`). */
export function formatDateTime(iso: string, locale: string): string {
  return inHongKong(locale, { ...dayMonthYear, ...clock }).format(new Date(iso))
}

/** A date alone, with the weekday: `Thu, 24 Dec 2026` (or `2026年12月24日 星期四`). */
export function formatDate(iso: string, locale: string): string {
  return inHongKong(locale, { weekday: 'short', ...dayMonthYear }).format(new Date(iso))
}

/** A time alone on the 24-hour clock: `19:45`. */
export function formatTime(iso: string, locale: string): string {
  return inHongKong(locale, clock).format(new Date(iso))
}

/** A calendar date `YYYY-MM-DD` (already a Hong Kong date) in words: `24 Dec 2026`. */
export function formatCalendarDate(date: string, locale: string): string {
  // a calendar date, not an instant: read and written in UTC so no time zone moves the day
  return dateTimeFormat(locale, { timeZone: 'UTC', ...dayMonthYear }).format(
    new Date(`${date}T00:00:00Z`),
  )
}

/** A day written out, in Hong Kong time: `24 December 2026` (or `2026年12月24日`). */
export function formatLongDate(iso: string, locale: string): string {
  return inHongKong(locale, { dateStyle: 'long' }).format(new Date(iso))
}

/**
 * Calendar days ('2026-12-24', already Hong Kong dates) as an event card shows them: one date,
 * or a range when the last day differs from the first.
 */
export function formatDateRange(startDate: string, endDate: string | undefined, locale: string) {
  // calendar dates, not instants: read and written in UTC so no time zone moves the day
  const format = dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' })
  const start = new Date(`${startDate}T00:00:00Z`)
  if (!endDate || endDate === startDate) return format.format(start)
  return format.formatRange(start, new Date(`${endDate}T00:00:00Z`))
}

/** The twelve month names, January first, for a month picker. */
export function monthNames(locale: string): string[] {
  const format = dateTimeFormat(locale, { month: 'long', timeZone: 'UTC' })
  return Array.from({ length: 12 }, (_, month) => format.format(Date.UTC(2000, month, 1)))
}

/** Days 1 to 31 as the language writes a day of the month (`1`, `1日`), for a day picker. */
export function dayOfMonthNames(locale: string): string[] {
  const format = dateTimeFormat(locale, { day: 'numeric', timeZone: 'UTC' })
  return Array.from({ length: 31 }, (_, day) => format.format(Date.UTC(2000, 0, day + 1)))
}

/** A calendar date `YYYY-MM-DD` as a chart's axis names it: `24 Dec` (or `12月24日`). */
export function formatDayMonth(date: string, locale: string): string {
  return dateTimeFormat(locale, { timeZone: 'UTC', month: 'short', day: 'numeric' }).format(
    new Date(`${date}T00:00:00Z`),
  )
}
