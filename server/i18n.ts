// The server's messages in each language: the domain's (errors, form fields) and the server's
// own (mail), one I18n per language, made once.
import { type I18n, setupI18n } from '@lingui/core'
import type { Locale } from '../domain/preferences'
import { messages as en } from '../locales/en/domain.po'
import { messages as enServer } from '../locales/en/server.po'
import { messages as zhHans } from '../locales/zh-Hans/domain.po'
import { messages as zhHansServer } from '../locales/zh-Hans/server.po'
import { messages as zhHant } from '../locales/zh-Hant/domain.po'
import { messages as zhHantServer } from '../locales/zh-Hant/server.po'

const catalogs = {
  en: { ...en, ...enServer },
  'zh-Hans': { ...zhHans, ...zhHansServer },
  'zh-Hant': { ...zhHant, ...zhHantServer },
} as const
const i18ns = new Map<Locale, I18n>()

export function i18nFor(locale: Locale): I18n {
  let i18n = i18ns.get(locale)
  if (!i18n) {
    i18n = setupI18n({ locale, messages: { [locale]: catalogs[locale] } })
    i18ns.set(locale, i18n)
  }
  return i18n
}
