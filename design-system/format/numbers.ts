import { numberFormat } from './formatters'
import { intlLocale } from './intlLocale'

/** Hong Kong dollars: `HK$1,280` for whole dollars, `HK$12.50` when there are cents. */
export function formatHkd(amount: number, locale: string): string {
  const whole = Number.isInteger(amount)
  return numberFormat(locale, {
    style: 'currency',
    currency: 'HKD',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount)
}

/** Plain counts (points, tickets) with the locale's grouping: `12,800`. */
export function formatCount(value: number, locale: string): string {
  return numberFormat(locale).format(value)
}

/** "A, B and C" in the visitor's language. */
export function formatList(items: readonly string[], locale: string): string {
  return new Intl.ListFormat(intlLocale(locale), { type: 'conjunction' }).format(items)
}
