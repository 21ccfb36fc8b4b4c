import { Link } from '@design-system/Link'
import { useLingui } from '@lingui/react/macro'
import { useSuspenseQueries } from '@tanstack/react-query'
import { helpPageQuery } from '../../api/queries'
import { usePageInfo } from '../shell/usePageInfo'
import * as css from './Help.css'
import { HelpSection } from './HelpSection'
import { collectionPages, collectionSources } from './ticketCollection'

/**
 * Ticket collection: the ways to get tickets, then collecting at a box office and at a kiosk
 * (sections of those help pages), and where to go next.
 */
export function TicketCollectionScreen() {
  const { t, i18n } = useLingui()
  const info = usePageInfo()
  const pages = useSuspenseQueries({ queries: collectionPages.map((page) => helpPageQuery(page)) })
  const locale = i18n.locale
  const headings: Record<(typeof collectionSources)[number]['id'], string | undefined> = {
    methods: undefined,
    boxoffice: t`Collecting at a box office`,
    kiosk: t`Collecting at a ticketing kiosk`,
  }
  const sections = collectionSources.flatMap((source) => {
    const page = pages[collectionPages.indexOf(source.page)]?.data
    const section = page?.sections.find((candidate) => candidate.anchor === source.anchor)
    return section ? [{ ...source, section }] : []
  })
  const next = [
    { href: '/BoxOffice.html', label: t`Find a box office near you` },
    { href: '/TicketingTerminal.html', label: t`Find a ticketing kiosk` },
    { href: '/Delivery.html', label: t`Delivery fees and the last day for delivery` },
    { href: '/DeliveryChangeRequest.html', label: t`Change how your tickets are delivered` },
  ]
  return (
    <article className={css.article}>
      {info && <h1 className={css.heading}>{i18n._(info.title)}</h1>}
      {sections.map(({ id, section }) => (
        <HelpSection key={id} id={id} section={section} locale={locale} heading={headings[id]} />
      ))}
      <nav aria-labelledby="collection-next" className={css.contents}>
        <h2 id="collection-next" className={css.contentsHeading}>
          {t`Where to next`}
        </h2>
        <ul className={css.contentsList}>
          {next.map((link) => (
            <li key={link.href}>
              <Link href={link.href}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  )
}
