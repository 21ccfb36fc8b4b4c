import { useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { htmlLang } from '../../../domain/language'
import { type Locale, locales } from '../../../domain/preferences'
import { useCurrentLocale } from '../../i18n/currentLocale'
import { switchLocale } from '../../i18n/switchLocale'
import { group, groupLabel, toggle } from './SiteFrame.css'

/** Each language is named in itself (an autonym), so it reads the same in every language. */
const autonyms: Record<Locale, string> = {
  en: 'English',
  'zh-Hans': '简体中文',
  'zh-Hant': '繁體中文',
}

/** Switches the language in place: same page, same query and hash, cookie kept 30 days. */
export function LanguageMenu() {
  const { t } = useLingui()
  const router = useRouter()
  const current = useCurrentLocale()
  return (
    <fieldset className={group}>
      <legend className={groupLabel}>{t`Language`}</legend>
      {locales.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={htmlLang[locale]}
          className={toggle}
          aria-pressed={locale === current}
          onClick={() => void switchLocale(router, locale)}
        >
          {autonyms[locale]}
        </button>
      ))}
    </fieldset>
  )
}
