import { Card } from '@design-system/Card'
import { Heading } from '@design-system/Heading'
import { Link } from '@design-system/Link'
import { List } from '@design-system/List'
import { Stack } from '@design-system/layout'
import { useLingui } from '@lingui/react/macro'
import { useSuspenseQueries } from '@tanstack/react-query'
import { helpPageQuery } from '../../api/queries'
import { usePageInfo } from '../shell/usePageInfo'
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
    <Stack as="article" gap="xl" maxWidth="prose">
      {info && <Heading level={1}>{i18n._(info.title)}</Heading>}
      {sections.map(({ id, section }) => (
        <HelpSection key={id} id={id} section={section} locale={locale} heading={headings[id]} />
      ))}
      <Card as="nav" variant="muted" aria-labelledby="collection-next" gap="sm">
        <Heading level={2} id="collection-next" size="sm">
          {t`Where to next`}
        </Heading>
        <List>
          {next.map((link) => (
            <li key={link.href}>
              <Link href={link.href}>{link.label}</Link>
            </li>
          ))}
        </List>
      </Card>
    </Stack>
  )
}
