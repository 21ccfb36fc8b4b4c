import type { Messages } from '@lingui/core'
import type { Locale } from '../../domain/preferences'
import { errorCatalogue } from './errorCatalogue'

// One chunk per language, so a visitor downloads their own language in one request; the
// server's mail texts (locales/*/server.po) never reach the browser.
const chunks: Record<Locale, () => Promise<{ catalogs: Record<string, Messages> }>> = {
  en: () => import('./en'),
  'zh-Hans': () => import('./zh-Hans'),
  'zh-Hant': () => import('./zh-Hant'),
}

/** Every message of a language: its chunk's catalogs merged, with the error catalogue. */
export async function loadCatalog(locale: Locale): Promise<Messages> {
  const { catalogs } = await chunks[locale]()
  return Object.assign({ ...errorCatalogue[locale] }, ...Object.values(catalogs))
}
