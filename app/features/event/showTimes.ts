import { intlLocale } from '@design-system/format'

// Show dates and times are Hong Kong times, whatever the browser's time zone.
const timeZone = 'Asia/Hong_Kong'

/** `Fri, 11 Dec 2026` / `2026年12月11日 星期五`. */
export function showDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    timeZone,
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  }).format(new Date(iso))
}

/** `20:15`, on the 24-hour clock. */
export function showTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso))
}

/** A calendar date `YYYY-MM-DD` (already a Hong Kong date) in words: `4 Dec 2026`. */
export function calendarDate(date: string, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  }).format(new Date(`${date}T00:00:00Z`))
}

/** The days an event runs, in Hong Kong: one date, or a range (`11 – 20 Dec 2026`). */
export function showDays(firstShow: string, lastShow: string, locale: string): string {
  const format = new Intl.DateTimeFormat(intlLocale(locale), { timeZone, dateStyle: 'medium' })
  const first = new Date(firstShow)
  const last = new Date(lastShow)
  return format.format(first) === format.format(last)
    ? format.format(first)
    : format.formatRange(first, last)
}
