import { useLingui } from '@lingui/react/macro'
import { type Locale, locales } from '../../domain/preferences'
import { button } from '../Button'
import { DropdownMenu, DropdownMenuRadioGroup, DropdownMenuRadioItem } from '../DropdownMenu'
import { GlobeIcon } from '../icons'
import { VisuallyHidden } from '../VisuallyHidden'

/** Each language named in itself, so a reader finds their own whatever the page language. */
export const languageNames: Record<Locale, string> = {
  en: 'English',
  'zh-Hans': '简体中文',
  'zh-Hant': '繁體中文',
}

export interface LanguageMenuProps {
  locale: Locale
  onLocaleChange: (locale: Locale) => void
}

const isLocale = (value: string): value is Locale => (locales as readonly string[]).includes(value)

/** The header's language menu: English, 简体中文, 繁體中文. */
export function LanguageMenu({ locale, onLocaleChange }: LanguageMenuProps) {
  const { t } = useLingui()
  return (
    <DropdownMenu
      align="end"
      trigger={
        <button type="button" className={button({ variant: 'chip' })}>
          <GlobeIcon />
          <VisuallyHidden>{t`Language:`} </VisuallyHidden>
          <span lang={locale}>{languageNames[locale]}</span>
        </button>
      }
    >
      <DropdownMenuRadioGroup
        value={locale}
        onValueChange={(value) => {
          if (isLocale(value)) onLocaleChange(value)
        }}
      >
        {locales.map((option) => (
          <DropdownMenuRadioItem key={option} value={option} lang={option}>
            {languageNames[option]}
          </DropdownMenuRadioItem>
        ))}
      </DropdownMenuRadioGroup>
    </DropdownMenu>
  )
}
