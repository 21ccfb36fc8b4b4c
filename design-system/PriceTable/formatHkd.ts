// Money and dates follow the visitor's language but always Hong Kong conventions: prices in
// HKD and show times in Hong Kong time, wherever the browser happens to be.

const intlLocales: Record<string, string> = {
  en: 'en-HK',
  'zh-Hant': 'zh-Hant-HK',
  'zh-Hans': 'zh-Hans-HK',
}

/** The Intl locale for a Lingui locale (`useLingui().i18n.locale`). */
export function intlLocale(locale: string): string {
  return intlLocales[locale] ?? locale
}

/** `HK$1,280` for whole dollars, `HK$12.50` when there are cents. */
export function formatHkd(amount: number, locale: string): string {
  const whole = Number.isInteger(amount)
  return new Intl.NumberFormat(intlLocale(locale), {
    style: 'currency',
    currency: 'HKD',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount)
}

/** Plain counts (points, tickets) with the locale's grouping: `12,800`. */
export function formatCount(value: number, locale: string): string {
  return new Intl.NumberFormat(intlLocale(locale)).format(value)
}
