import { useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState } from 'react'
import type { Locale } from '../../domain/preferences'
import { AccessibilityControls } from '../AccessibilityControls'
import { button } from '../Button'
import { cx } from '../cx'
import { CloseIcon, MenuIcon } from '../icons'
import { useLinkComponent } from '../LinkProvider'
import { Logo } from '../Logo'
import { VisuallyHidden } from '../VisuallyHidden'
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
    <header className={cx(css.header, className)}>
      <Link href={`#${mainContentId}`} className={css.skipLink}>
        {t`Skip to main content`}
      </Link>
      <div className={css.bar}>
        <Link href={homeHref} className={css.homeLink}>
          <Logo />
          <VisuallyHidden> {t`home page`}</VisuallyHidden>
        </Link>
        <button
          ref={menuButtonRef}
          type="button"
          className={cx(button({ variant: 'chip' }), css.menuButton)}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <CloseIcon /> : <MenuIcon />}
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
