// Test helper: an I18n per locale loaded with the domain catalogs, so tests can read a rule's
// message the way a visitor would see it.
import { type I18n, type MessageDescriptor, setupI18n } from '@lingui/core'
import { messages as en } from '../../locales/en/domain.po'
import { messages as zhHans } from '../../locales/zh-Hans/domain.po'
import { messages as zhHant } from '../../locales/zh-Hant/domain.po'
import type { Locale } from '../preferences'

const catalogs = { en, 'zh-Hans': zhHans, 'zh-Hant': zhHant } as const

export function i18nFor(locale: Locale): I18n {
  const i18n = setupI18n({ locale, messages: { [locale]: catalogs[locale] } })
  return i18n
}

/**
 * Whether a Chinese catalog has its own text for a message: it renders differently from the
 * English and contains Chinese characters (a missing translation would fall back to English).
 */
export function isTranslated(
  locale: 'zh-Hans' | 'zh-Hant',
  descriptor: MessageDescriptor,
): boolean {
  const text = i18nFor(locale)._(descriptor)
  return text !== i18nFor('en')._(descriptor) && /[\u3400-\u9fff]/.test(text)
}
