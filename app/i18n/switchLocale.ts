import { preferenceCookie } from '@design-system/preferences'
import { i18n } from '@lingui/core'
import type { AnyRouter, HistoryLocation } from '@tanstack/react-router'
import { localePathSegment, localizedHref, splitLocalePath } from '../../domain/language'
import type { Locale } from '../../domain/preferences'
import { loadLocale } from '../../locales/app/load'
import { getCurrentLocale, setCurrentLocale } from './currentLocale'

/**
 * Shows the site in a language once its messages are in; `loading` is their load already on
 * its way (start-up asks for it before anything else).
 */
export async function showLocale(locale: Locale, loading?: Promise<void>) {
  await (loading ?? loadLocale(locale))
  i18n.activate(locale)
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
