import { intlLocale } from '../PriceTable/formatHkd'

// Show times and purchase times are Hong Kong times whatever the browser's time zone.
const timeZone = 'Asia/Hong_Kong'

/** A date and time such as `24 Dec 2026, 19:45` (or `2026年12月24日 19:45`). */
export function formatDateTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    timeZone,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso))
}

/** A date alone, with the weekday: `Thu, 24 Dec 2026`. */
export function formatDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    timeZone,
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  }).format(new Date(iso))
}
