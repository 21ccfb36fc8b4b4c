import { intlLocale } from '@design-system/format'

// The event pages' names for the site's Hong Kong date formats: `showDate` (`Fri, 11 Dec
// 2026`), `showTime` (`20:15`) and `calendarDate` (a `YYYY-MM-DD` day: `4 Dec 2026`).
export {
  formatCalendarDate as calendarDate,
  formatDate as showDate,
  formatTime as showTime,
} from '@design-system/format'

/** The days an event runs, in Hong Kong: one date, or a range (`11 – 20 Dec 2026`). */
export function showDays(firstShow: string, lastShow: string, locale: string): string {
  const format = new Intl.DateTimeFormat(intlLocale(locale), {
    timeZone: 'Asia/Hong_Kong',
    dateStyle: 'medium',
  })
  const first = new Date(firstShow)
  const last = new Date(lastShow)
  return format.format(first) === format.format(last)
    ? format.format(first)
    : format.formatRange(first, last)
}
