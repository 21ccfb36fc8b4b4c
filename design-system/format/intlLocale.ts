import type { Locale } from '../../domain/preferences'

// Money, dates and lists follow the visitor's language but always Hong Kong conventions
// (day-month order, 24-hour clock, HKD, Hong Kong time), wherever the browser happens to be.
const intlLocales: Record<Locale, string> = {
  en: 'en-HK',
  'zh-Hant': 'zh-Hant-HK',
  'zh-Hans': 'zh-Hans-HK',
}

/** The Intl locale for a site language (`useLingui().i18n.locale`). */
export function intlLocale(locale: string): string {
  return intlLocales[locale as Locale] ?? locale
}
