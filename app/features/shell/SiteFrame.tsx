import { ChatButton } from '@design-system/ChatButton'
import { Footer } from '@design-system/Footer'
import { Header, type HeaderNavItem } from '@design-system/Header'
import { LinkProvider } from '@design-system/LinkProvider'
import { PageColumn } from '@design-system/layout'
import { useLingui } from '@lingui/react/macro'
import { Outlet, useLocation, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { blogHref, customerServiceHotline } from '../../../domain/contact'
import { useLoginState } from '../../auth/useLoginState'
import { useCurrentLocale } from '../../i18n/currentLocale'
import { switchLocale } from '../../i18n/switchLocale'
import { preloadLater } from '../../startup/earlyAnswers'
import { useSiteStart } from '../../startup/useSiteStart'
import { whenIdle } from '../events/whenIdle'
import { AppLink } from './AppLink'
import { Breadcrumbs } from './Breadcrumbs'
import { DocumentHead } from './DocumentHead'
import { MaintenanceNotice } from './MaintenanceNotice'
import { useFocusOnNavigation } from './useFocusOnNavigation'
import { usePageInfo } from './usePageInfo'

/** Every page: maintenance notice, header, breadcrumbs, the route's screen, footer, chat. */
export function SiteFrame() {
  const { t } = useLingui()
  const router = useRouter()
  const { pathname } = useLocation()
  const locale = useCurrentLocale()
  const session = useLoginState()
  const { config, notices } = useSiteStart()
  useFocusOnNavigation('main')
  const page = usePageInfo()
  // once the page is drawn: what the other pages need first (app/startup/earlyAnswers.ts)
  useEffect(() => whenIdle(() => preloadLater(), 3000), [])
  const chatUrl = config?.customerServiceChatUrl ?? undefined
  const navItems = [
    { id: 'events', label: t`Events`, href: '/Events.html', section: 'events' },
    { id: 'cinema', label: t`Cinema`, href: '/Cinema.html' },
    { id: 'venues', label: t`Venues`, href: '/Venues.html', section: 'venues' },
    { id: 'search', label: t`Search`, href: '/Search.html' },
    { id: 'pastEvents', label: t`Past events`, href: '/PastEvents.html' },
    { id: 'help', label: t`Help`, href: '/Help.html', section: 'help' },
  ].map(({ section, ...item }) => ({
    ...item,
    // the page itself, or a page of its section (every help page marks Help, an event Events)
    current:
      pathname === item.href ? true : section && page?.section === section ? 'section' : false,
  })) satisfies HeaderNavItem[]
  return (
    <LinkProvider component={AppLink}>
      <DocumentHead />
      <MaintenanceNotice />
      <Header
        navItems={navItems}
        locale={locale}
        onLocaleChange={(next) => {
          // a language whose catalogs cannot load leaves the page as it is
          switchLocale(router, next).catch(() => undefined)
        }}
        member={
          session.isLogin
            ? {
                name: session.welcome,
                unreadCount: notices.filter((notice) => !notice.read).length,
              }
            : null
        }
        showWishList={config?.showWishList === true}
        mainContentId="main"
      />
      <PageColumn as="main" id="main" tabIndex={-1}>
        <Breadcrumbs />
        <Outlet />
      </PageColumn>
      <Footer
        hotline={customerServiceHotline}
        hrefs={{ blog: blogHref }}
        // the floating chat button must not sit on the footer's last line
        clearOfChatButton={chatUrl !== undefined}
      />
      {chatUrl && (
        <aside aria-label={t`Customer service chat`}>
          <ChatButton chatUrl={chatUrl} />
        </aside>
      )}
    </LinkProvider>
  )
}
