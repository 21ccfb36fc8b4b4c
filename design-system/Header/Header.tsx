import { useLingui } from '@lingui/react/macro'
import { VisuallyHidden } from 'radix-ui'
import { useEffect, useId, useRef, useState } from 'react'
import type { Locale } from '../../domain/preferences'
import { AccessibilityControls } from '../AccessibilityControls/AccessibilityControls'
import { useLinkComponent } from '../LinkProvider/LinkProvider'
import { Logo } from '../Logo/Logo'
import * as css from './Header.css'
import { LanguageMenu } from './LanguageMenu'
import { MemberMenu, type MemberMenuProps } from './MemberMenu'

export interface HeaderNavItem {
  id: string
  /** Already in the page's language (categories, venues, search, past events…). */
  label: string
  href: string
  /**
   * Marks where the visitor is: `true` on the item's own page (aria-current="page"),
   * 'section' on a page inside its section (aria-current="true").
   */
  current?: boolean | 'section'
}

export interface HeaderProps extends MemberMenuProps {
  navItems: readonly HeaderNavItem[]
  locale: Locale
  onLocaleChange: (locale: Locale) => void
  homeHref?: string
  /** id of the page's <main>, the skip link's target. */
  mainContentId?: string
  /** Leaves out the card-layout switch on pages without event cards. */
  withCardLayout?: boolean
  className?: string
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg className={css.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d={
          open
            ? 'm6.4 5 5.6 5.6L17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4 6.4 5Z'
            : 'M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z'
        }
      />
    </svg>
  )
}

/**
 * The top of every page: skip link, logo (home), main navigation, language menu, display
 * controls (font size, theme, card layout) and the member area. On narrow screens everything
 * but the logo folds behind a menu button; Escape closes it and returns focus to the button.
 */
export function Header({
  navItems,
  locale,
  onLocaleChange,
  homeHref = '/Events.html',
  mainContentId = 'main',
  withCardLayout = true,
  className,
  ...memberProps
}: HeaderProps) {
  const { t } = useLingui()
  const Link = useLinkComponent()
  const panelId = useId()
  const [open, setOpen] = useState(false)
  const menuButtonRef = useRef<HTMLButtonElement>(null)

  const panelRef = useRef<HTMLDivElement>(null)

  // Escape closes the open panel from the button or anywhere inside it (not from the language
  // or member menus, which pop up outside it and close themselves first).
  useEffect(() => {
    if (!open) return
    const closeOnEscape = (event: KeyboardEvent) => {
      const target = event.target as Node
      const fromPanel = panelRef.current?.contains(target) || target === menuButtonRef.current
      if (event.key !== 'Escape' || !fromPanel) return
      setOpen(false)
      menuButtonRef.current?.focus()
    }
    document.addEventListener('keydown', closeOnEscape)
    return () => document.removeEventListener('keydown', closeOnEscape)
  }, [open])

  return (
    <header className={[css.header, className].filter(Boolean).join(' ')}>
      <Link href={`#${mainContentId}`} className={css.skipLink}>
        {t`Skip to main content`}
      </Link>
      <div className={css.bar}>
        <Link href={homeHref} className={css.homeLink}>
          <Logo />
          <VisuallyHidden.Root> {t`home page`}</VisuallyHidden.Root>
        </Link>
        <button
          ref={menuButtonRef}
          type="button"
          className={css.menuButton}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          <MenuIcon open={open} />
          {t`Menu`}
        </button>
        <div ref={panelRef} id={panelId} className={css.panel} data-open={open}>
          <nav aria-label={t`Main`} className={css.nav}>
            <ul className={css.navList}>
              {navItems.map((item) => (
                <li key={item.id}>
                  <Link
                    href={item.href}
                    className={css.navLink}
                    aria-current={
                      item.current === 'section' ? 'true' : item.current ? 'page' : undefined
                    }
                    onClick={() => setOpen(false)}
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className={css.tools}>
            <AccessibilityControls withCardLayout={withCardLayout} />
            <LanguageMenu locale={locale} onLocaleChange={onLocaleChange} />
            <MemberMenu {...memberProps} />
          </div>
        </div>
      </div>
    </header>
  )
}
