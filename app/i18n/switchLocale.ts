import { preferenceCookie } from '@design-system/preferences'
import { i18n, type Messages } from '@lingui/core'
import type { AnyRouter, HistoryLocation } from '@tanstack/react-router'
import { localePathSegment, localizedHref, splitLocalePath } from '../../domain/language'
import type { Locale } from '../../domain/preferences'
import { loadCatalog } from '../../locales/app/load'
import { getCurrentLocale, setCurrentLocale } from './currentLocale'

const loaded = new Set<Locale>()

/**
 * Shows the site in a language once its catalog is in; `catalog` is one already on its way
 * (start-up asks for it before anything else).
 */
export async function showLocale(locale: Locale, catalog?: Promise<Messages>) {
  if (!loaded.has(locale)) {
    i18n.load(locale, await (catalog ?? loadCatalog(locale)))
    loaded.add(locale)
  }
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
