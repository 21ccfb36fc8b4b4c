import { splitLocalePath } from '../../domain/language'
import type { Locale } from '../../domain/preferences'

/**
 * The language of the page being opened or shown: its address's prefix, which start-up writes
 * before anything else runs and the router writes on every navigation. Lingui's active locale
 * lags behind it while that language's messages download, and the page's first API calls start
 * then (app/startup/preloadPageCode.ts). Undefined for an address without a prefix (a story, a
 * test page).
 */
export function pageLocale(pathname = globalThis.location?.pathname): Locale | undefined {
  return pathname ? splitLocalePath(pathname).locale : undefined
}
