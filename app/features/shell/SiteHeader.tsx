import { useLingui } from '@lingui/react/macro'
import { useLocation } from '@tanstack/react-router'
import { Logo } from '../../../design-system/Logo/Logo'
import { useSession } from '../../session/session'
import { AppLink } from './AppLink'
import { DisplayControls } from './DisplayControls'
import { LanguageMenu } from './LanguageMenu'
import { bar, controls, header, home, navLink, navList, welcome } from './SiteFrame.css'

function NavLink({ href, children }: { href: string; children: React.ReactNode }) {
  const { pathname } = useLocation()
  return (
    <AppLink href={href} className={navLink} aria-current={pathname === href ? 'page' : undefined}>
      {children}
    </AppLink>
  )
}

export function SiteHeader({ unreadNotices }: { unreadNotices: number }) {
  const { t } = useLingui()
  const session = useSession()
  const name = session.welcome
  return (
    <header className={header}>
      <div className={bar}>
        <AppLink href="/Events.html" className={home} aria-label={t`Citytix home`}>
          <Logo />
        </AppLink>
        <nav aria-label={t`Main`}>
          <ul className={navList}>
            <li>
              <NavLink href="/Events.html">{t`Events`}</NavLink>
            </li>
            <li>
              <NavLink href="/PastEvents.html">{t`Past events`}</NavLink>
            </li>
            <li>
              <NavLink href="/Help.html">{t`Help`}</NavLink>
            </li>
            {session.isLogin ? (
              <>
                <li className={welcome}>{t`Welcome, ${name}`}</li>
                <li>
                  <NavLink href="/Member/MemberInfo.html">
                    {unreadNotices > 0
                      ? t`My account (${unreadNotices} unread notices)`
                      : t`My account`}
                  </NavLink>
                </li>
                <li>
                  <NavLink href="/Logout.html">{t`Log out`}</NavLink>
                </li>
              </>
            ) : (
              <li>
                <NavLink href="/Login.html">{t`Log in`}</NavLink>
              </li>
            )}
          </ul>
        </nav>
      </div>
      <div className={`${bar} ${controls}`}>
        <LanguageMenu />
        <DisplayControls />
      </div>
    </header>
  )
}
