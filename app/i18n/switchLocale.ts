import { i18n } from '@lingui/core'
import type { AnyRouter, HistoryLocation } from '@tanstack/react-router'
import { preferenceCookie } from '../../design-system/preferences/cookies'
import { localePathSegment, localizedHref, splitLocalePath } from '../../domain/language'
import type { Locale } from '../../domain/preferences'
import { activateLocale } from '../../locales/load'
import { getCurrentLocale, setCurrentLocale } from './currentLocale'

/** Loads the language's catalogs, then shows the site in it. */
export async function showLocale(locale: Locale) {
  await activateLocale(i18n, locale)
  setCurrentLocale(locale)
}

/** The language menu: same page, new language, remembered for 30 days in the `lang` cookie. */
export async function switchLocale(router: AnyRouter, locale: Locale) {
  await showLocale(locale)
  // biome-ignore lint/suspicious/noDocumentCookie: preferenceCookie builds and escapes the value; the async Cookie Store API is not in every browser
  document.cookie = preferenceCookie('lang', localePathSegment[locale])
  const { href, state } = router.history.location
  router.history.replace(localizedHref(href, locale), state)
}

/** Back and forward can land on an address in another language: follow it. */
export function followLocaleInUrl(router: AnyRouter) {
  return router.history.subscribe(({ location }: { location: HistoryLocation }) => {
    const { locale } = splitLocalePath(location.pathname)
    if (locale && locale !== getCurrentLocale()) void showLocale(locale)
  })
}
