// Hong Kong wall-clock time from an instant, whatever the machine's time zone. Hong Kong has
// kept UTC+8 with no daylight saving since 1979, so a fixed offset is exact for every date the
// site deals with (and needs no Intl time-zone data on the server).

export const hongKongOffsetMs = 8 * 60 * 60 * 1000
const dayMs = 24 * 60 * 60 * 1000

/** 0 = Sunday … 6 = Saturday, as `Date#getDay`. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6

export interface HongKongDateTime {
  year: number
  /** 1–12 */
  month: number
  day: number
  weekday: Weekday
  hour: number
  minute: number
  /** Minutes since local midnight, 0–1439. */
  minuteOfDay: number
  /** `YYYY-MM-DD`, the calendar date in Hong Kong. */
  isoDate: string
}

export function inHongKong(instant: Date | number): HongKongDateTime {
  const shifted = new Date(+instant + hongKongOffsetMs)
  const year = shifted.getUTCFullYear()
  const month = shifted.getUTCMonth() + 1
  const day = shifted.getUTCDate()
  const hour = shifted.getUTCHours()
  const minute = shifted.getUTCMinutes()
  return {
    year,
    month,
    day,
    weekday: shifted.getUTCDay() as Weekday,
    hour,
    minute,
    minuteOfDay: hour * 60 + minute,
    isoDate: isoDate(year, month, day),
  }
}

/** The instant of 00:00 Hong Kong time on a calendar date (month 1–12; overflow rolls over). */
export function hongKongMidnight(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month - 1, day) - hongKongOffsetMs)
}

/** A Hong Kong wall-clock time as an instant (month 1–12). */
export function hongKongInstant(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
): Date {
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second) - hongKongOffsetMs)
}

/** `YYYY-MM-DD` for a calendar date (month 1–12). */
export function isoDate(year: number, month: number, day: number): string {
  const d = new Date(Date.UTC(year, month - 1, day))
  return d.toISOString().slice(0, 10)
}

/** The calendar date `days` after a `YYYY-MM-DD` date (negative goes back). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10)
}

/** The weekday of a `YYYY-MM-DD` date. */
export function weekdayOf(date: string): Weekday {
  return new Date(`${date}T00:00:00Z`).getUTCDay() as Weekday
}

/** The instant as ISO 8601 in Hong Kong time, as the API writes times: `2026-12-01T20:00:00+08:00`. */
export function hongKongIsoString(instant: Date | number): string {
  const shifted = new Date(+instant + hongKongOffsetMs).toISOString()
  return `${shifted.slice(0, 19)}+08:00`
}
