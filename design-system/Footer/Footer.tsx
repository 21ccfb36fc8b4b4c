import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { clearOfFloatingButton } from '../ChatButton'
import { cx } from '../cx'
import { useLinkComponent } from '../LinkProvider'
import * as css from './Footer.css'
import {
  defaultFooterHrefs,
  type FooterLinkGroup,
  type FooterLinkId,
  footerLinkGroups,
} from './footerLinks'

export interface FooterProps {
  /** Customer-service hotline as shown, e.g. "+852 3165 1234"; dialled without spaces. */
  hotline: string
  /** Replaces or adds addresses (the blog has no default); others keep the spec's routes. */
  hrefs?: Partial<Record<FooterLinkId, string>>
  /** Year in the copyright line; defaults to the current year. */
  year?: number
  /** The chat button floats over the page: room under the last line to scroll clear of it. */
  clearOfChatButton?: boolean
}

/**
 * The site footer on every page: help links (buying, collecting tickets, help and about),
 * the customer-service hotline and hours, privacy and terms, and the copyright line.
 */
export function Footer({ hotline, hrefs, year, clearOfChatButton = false }: FooterProps) {
  const { t } = useLingui()
  const Link = useLinkComponent()
  const contactHeadingId = useId()
  const all = { ...defaultFooterHrefs, ...hrefs }
  const labels: Record<FooterLinkId, string> = {
    cinema: t`Cinema tickets`,
    howToBuy: t`How to buy tickets`,
    payment: t`Payment methods`,
    serviceFee: t`Service fee`,
    systemRequirements: t`System requirements`,
    ticketCollection: t`Ticket collection`,
    delivery: t`Ticket delivery`,
    boxOffice: t`Box offices`,
    ticketingTerminal: t`Ticketing terminals`,
    faq: t`FAQ`,
    contactUs: t`Contact us`,
    newsletter: t`Newsletter`,
    aboutUs: t`About us`,
    blog: t`Blog`,
    privacyPolicy: t`Privacy policy`,
    terms: t`Terms and conditions`,
  }
  const headings: Record<Exclude<FooterLinkGroup, 'legal'>, string> = {
    buying: t`Buying tickets`,
    collecting: t`Getting your tickets`,
    help: t`Help and about us`,
  }
  const linksOf = (group: FooterLinkGroup) =>
    footerLinkGroups[group].flatMap((id) => {
      const href = all[id]
      return href ? [{ id, href, label: labels[id] }] : []
    })
  const shownYear = year ?? new Date().getFullYear()

  return (
    <footer className={cx(css.footer, clearOfChatButton && clearOfFloatingButton)}>
      <div className={css.inner}>
        <nav aria-label={t`Help and information`} className={css.groups}>
          {(['buying', 'collecting', 'help'] as const).map((group) => (
            <div key={group}>
              <h2 className={css.heading}>{headings[group]}</h2>
              <ul className={css.list}>
                {linksOf(group).map((link) => (
                  <li key={link.id}>
                    <Link href={link.href} className={css.link}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <section aria-labelledby={contactHeadingId} className={css.contact}>
          <h2 id={contactHeadingId} className={css.heading}>
            {t`Customer service hotline`}
          </h2>
          <Link href={`tel:${hotline.replace(/[^+\d]/g, '')}`} className={css.hotline}>
            {hotline}
          </Link>
          <p className={css.paragraph}>
            {t`10am to 7pm, Monday to Friday, except public holidays`}
          </p>
        </section>
      </div>
      <div className={css.bottom}>
        <ul className={css.legal} aria-label={t`Legal`}>
          {linksOf('legal').map((link) => (
            <li key={link.id}>
              <Link href={link.href} className={css.link}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <p className={css.copyright}>{t`© ${shownYear} Citytix. All rights reserved.`}</p>
      </div>
    </footer>
  )
}
