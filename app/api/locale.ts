import { apiLocale } from '../../domain/language'
import type { Locale } from '../../domain/preferences'

// The API names languages the legacy way (spec §7: default locale zh_TW); the mapping is the
// domain's, this only adds the default for an unknown locale.
export type ApiLocale = (typeof apiLocale)[Locale]
export const defaultApiLocale: ApiLocale = 'zh_TW'

/** The API's name for the app's active locale; zh_TW when it is unknown. */
export function toApiLocale(locale: string | undefined): ApiLocale {
  return (locale && apiLocale[locale as Locale]) || defaultApiLocale
}
