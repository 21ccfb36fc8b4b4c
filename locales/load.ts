import type { I18n, Messages } from '@lingui/core'
import type { Locale } from '../domain/preferences'

// Each locale is split into one catalog per area (see lingui.config.ts); a locale's catalogs
// load together, lazily, so a visitor downloads only their own language.
const catalogs = import.meta.glob<{ messages: Messages }>('./**/*.po')

export async function loadMessages(locale: Locale): Promise<Messages> {
  const mine = Object.entries(catalogs).filter(([path]) => path.startsWith(`./${locale}/`))
  const loaded = await Promise.all(mine.map(([, load]) => load()))
  return Object.assign({}, ...loaded.map((module) => module.messages))
}

export async function activateLocale(i18n: I18n, locale: Locale): Promise<void> {
  if (!i18n.messages || i18n.locale !== locale) {
    i18n.load(locale, await loadMessages(locale))
  }
  i18n.activate(locale)
}
