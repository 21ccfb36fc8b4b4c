import type { Locale } from '../../domain/preferences'

/** Hong Kong conventions for each site language (day-month order, 24-hour clock). */
const intlLocale: Record<Locale, string> = {
  en: 'en-HK',
  'zh-Hans': 'zh-Hans-HK',
  'zh-Hant': 'zh-Hant-HK',
}

/** Calendar days ('2026-12-24') as shown on a card: one date, or a range when they differ. */
export function formatEventDates(locale: string, startDate: string, endDate?: string): string {
  const format = new Intl.DateTimeFormat(intlLocale[locale as Locale] ?? locale, {
    dateStyle: 'medium',
    timeZone: 'UTC',
  })
  const start = new Date(`${startDate}T00:00:00Z`)
  if (!endDate || endDate === startDate) return format.format(start)
  return format.formatRange(start, new Date(`${endDate}T00:00:00Z`))
}

/** Whole Hong Kong dollars with thousands separators, in the site language's digits. */
export function formatHkd(locale: string, amount: number): string {
  return new Intl.NumberFormat(intlLocale[locale as Locale] ?? locale, {
    maximumFractionDigits: 2,
  }).format(amount)
}
