import { intlLocale } from '@design-system/format'

/** A month (`2026-10`) as the visitor's language names it: "October 2026", "2026年10月". */
export function monthLabel(month: string, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`))
}
