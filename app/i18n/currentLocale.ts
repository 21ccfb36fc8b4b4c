import { useSyncExternalStore } from 'react'
import { htmlLang } from '../../domain/language'
import { fallbackLocale, type Locale } from '../../domain/preferences'

// The language the site is shown in right now. The router's URL rewrite reads it to prefix
// every link, so it lives outside React; components subscribe with useCurrentLocale().
let current: Locale = fallbackLocale
const listeners = new Set<() => void>()

export function getCurrentLocale(): Locale {
  return current
}

/** Records the language and mirrors it on <html lang>; the caller has loaded its catalogs. */
export function setCurrentLocale(locale: Locale, doc: Document = document) {
  doc.documentElement.lang = htmlLang[locale]
  if (locale === current) return
  current = locale
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useCurrentLocale(): Locale {
  // the server drawing a first view sets it as well (app/ssr)
  return useSyncExternalStore(subscribe, getCurrentLocale, getCurrentLocale)
}
