// Test helper: an I18n per locale loaded with the domain catalogs, so tests can read a rule's
// message the way a visitor would see it.
import { type I18n, setupI18n } from '@lingui/core'
import { messages as en } from '../../locales/en/domain.po'
import { messages as zhHans } from '../../locales/zh-Hans/domain.po'
import { messages as zhHant } from '../../locales/zh-Hant/domain.po'
import type { Locale } from '../preferences'

const catalogs = { en, 'zh-Hans': zhHans, 'zh-Hant': zhHant } as const

export function i18nFor(locale: Locale): I18n {
  const i18n = setupI18n({ locale, messages: { [locale]: catalogs[locale] } })
  return i18n
}

/** Whether a locale's catalog has its own text for a message (not the English source). */
export function isTranslated(locale: Locale, id: string): boolean {
  const text = catalogs[locale][id]
  return text !== undefined && text !== '' && !(Array.isArray(text) && text.length === 0)
}
