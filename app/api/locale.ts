import type { Locale } from '../../domain/preferences'

// The API names languages the legacy way (spec §7: default locale zh_TW).
export const apiLocales = ['en_US', 'zh_CN', 'zh_TW'] as const
export type ApiLocale = (typeof apiLocales)[number]
export const defaultApiLocale: ApiLocale = 'zh_TW'

const byAppLocale: Record<Locale, ApiLocale> = {
  en: 'en_US',
  'zh-Hans': 'zh_CN',
  'zh-Hant': 'zh_TW',
}

/** The API's name for the app's active locale; zh_TW when it is unknown. */
export function toApiLocale(locale: string | undefined): ApiLocale {
  return (locale && byAppLocale[locale as Locale]) || defaultApiLocale
}
