import { useLingui } from '@lingui/react/macro'
import { AppLink } from './AppLink'
import { fineprint, footer, footerInner, footerLink, navList } from './SiteFrame.css'

/** The ticketing provider's network site (a provider host: regional on China domains). */
export const providerSiteHref = 'https://www.citytix-network.hk/'

export function SiteFooter() {
  const { t } = useLingui()
  const links = [
    { href: '/AboutUs.html', label: t`About us` },
    { href: '/CS.html', label: t`Customer service` },
    { href: '/Faq.html', label: t`FAQ` },
    { href: '/ReleaseNotes.html#privacypolicy', label: t`Privacy policy` },
    { href: '/ReleaseNotes.html#termsconditions', label: t`Terms and conditions` },
    { href: '/SystemRequirement.html', label: t`System requirements` },
    { href: providerSiteHref, label: t`Citytix ticketing network` },
  ]
  return (
    <footer className={footer}>
      <div className={footerInner}>
        <nav aria-label={t`Site information`}>
          <ul className={navList}>
            {links.map((link) => (
              <li key={link.href}>
                <AppLink href={link.href} className={footerLink}>
                  {link.label}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <p className={fineprint}>{t`© Citytix. All rights reserved.`}</p>
      </div>
    </footer>
  )
}
