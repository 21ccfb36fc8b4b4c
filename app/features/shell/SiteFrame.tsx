import { useLingui } from '@lingui/react/macro'
import { Outlet } from '@tanstack/react-router'
import { ChatButton } from '../../../design-system/ChatButton/ChatButton'
import { Footer } from '../../../design-system/Footer/Footer'
import { LinkProvider } from '../../../design-system/LinkProvider/LinkProvider'
import { blogHref, customerServiceHotline } from '../../site/contact'
import { useSiteStart } from '../../startup/useSiteStart'
import { ApiNotifications } from './ApiNotifications'
import { AppLink } from './AppLink'
import { Breadcrumbs } from './Breadcrumbs'
import { DocumentHead } from './DocumentHead'
import { MaintenanceNotice } from './MaintenanceNotice'
import { frame, main, skipLink } from './SiteFrame.css'
import { SiteHeader } from './SiteHeader'

/** Every page: maintenance notice, header, breadcrumbs, the route's screen, footer, chat. */
export function SiteFrame() {
  const { t } = useLingui()
  const { config, notices } = useSiteStart()
  const chatUrl = config?.customerServiceChatUrl ?? undefined
  return (
    <LinkProvider component={AppLink}>
      <DocumentHead />
      <ApiNotifications />
      <div className={frame}>
        <a href="#main" className={skipLink}>
          {t`Skip to main content`}
        </a>
        <MaintenanceNotice />
        <SiteHeader unreadNotices={notices.filter((notice) => !notice.read).length} />
        <main id="main" tabIndex={-1} className={main}>
          <Breadcrumbs />
          <Outlet />
        </main>
        <Footer hotline={customerServiceHotline} hrefs={{ blog: blogHref }} />
        {chatUrl && (
          <aside aria-label={t`Customer service chat`}>
            <ChatButton chatUrl={chatUrl} />
          </aside>
        )}
      </div>
    </LinkProvider>
  )
}
