import { formatDateRange, formatHkd } from '@design-system/format'

/**
 * The first Intl formatter a page makes starts the browser's date and number data: tens of
 * milliseconds of main thread on a phone. The ones an event card uses are made in a task of
 * their own while the page's code and answers download, not inside the page's first drawing.
 */
export function warmFormatsSoon(locale: string) {
  // one task each: together they are a long task on a phone
  setTimeout(() => formatDateRange('2026-01-01', '2026-01-02', locale), 0)
  setTimeout(() => formatHkd(0, locale), 0)
}
