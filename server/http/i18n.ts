// Messages in the request's language: the `locale` query parameter (en_US, zh_CN, zh_TW; the
// spec's default is zh_TW), read leniently so even a request with a bad locale gets an answer.
import { type I18n, setupI18n } from '@lingui/core'
import { apiLocale } from '../../domain/language'
import type { Locale } from '../../domain/preferences'
import { messages as en } from '../../locales/en/domain.po'
import { messages as enServer } from '../../locales/en/server.po'
import { messages as zhHans } from '../../locales/zh-Hans/domain.po'
import { messages as zhHansServer } from '../../locales/zh-Hans/server.po'
import { messages as zhHant } from '../../locales/zh-Hant/domain.po'
import { messages as zhHantServer } from '../../locales/zh-Hant/server.po'

// the domain's messages (errors, form fields) and the server's own (mail)
const catalogs = {
  en: { ...en, ...enServer },
  'zh-Hans': { ...zhHans, ...zhHansServer },
  'zh-Hant': { ...zhHant, ...zhHantServer },
} as const
const byApiLocale = new Map(
  Object.entries(apiLocale).map(([locale, api]) => [api as string, locale as Locale]),
)
const i18ns = new Map<Locale, I18n>()

export function requestLocale(query: unknown): Locale {
  const value = (query as Record<string, unknown> | undefined)?.locale
  return (typeof value === 'string' && byApiLocale.get(value)) || 'zh-Hant'
}

export function i18nFor(locale: Locale): I18n {
  let i18n = i18ns.get(locale)
  if (!i18n) {
    i18n = setupI18n({ locale, messages: { [locale]: catalogs[locale] } })
    i18ns.set(locale, i18n)
  }
  return i18n
}
