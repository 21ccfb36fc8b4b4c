import { formatHkd } from '@design-system/format'
import { Heading } from '@design-system/Heading'
import { Image } from '@design-system/Image'
import { Columns, Stack } from '@design-system/layout'
import { PlainText } from '@design-system/PlainText'
import { PriceTable } from '@design-system/PriceTable'
import { Text } from '@design-system/Text'
import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { eventQuery } from '../../api/queries'
import { localizedText } from '../../i18n/localizedText'
import { useNow } from '../../startup/useNow'
import { CollectionOptions } from './CollectionOptions'
import { EventActions } from './EventActions'
import { EventStatus } from './EventStatus'
import { PerformanceTable } from './PerformanceTable'
import { showDays } from './showTimes'
import { VenueBlock } from './VenueBlock'

function Section({ heading, children }: { heading: string; children: React.ReactNode }) {
  const id = useId()
  return (
    <Stack aria-labelledby={id} gap="lg" as="section">
      <Heading id={id} level={2} size="lg">
        {heading}
      </Heading>
      {children}
    </Stack>
  )
}

/**
 * One event: poster, title, dates, venue, prices, on-sale status with the way to buy,
 * favourite and copy link; then its description, performances, prices, ways to get the
 * tickets and the venue with a map. The route loads the event (EventPending meanwhile).
 */
export function EventScreen({ eventId }: { eventId: number }) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  const { data: event } = useSuspenseQuery(eventQuery(eventId))
  const now = useNow()
  const title = localizedText(event.title, locale)
  const from = formatHkd(event.priceFrom, locale)
  const to = formatHkd(event.priceTo, locale)
  const presenter = event.presenter ? localizedText(event.presenter, locale) : undefined
  const venueName = localizedText(event.venue.name, locale)
  const maxTickets = event.maxTicketsPerTransaction
  return (
    <Stack gap="xxl" as="article">
      <Columns template="asideLarge" gap="xl">
        <Image
          src={event.imageUrl}
          alt={t`Poster for ${title}`}
          width={600}
          height={800}
          fetchPriority="high"
        />
        <Stack gap="md">
          <Heading level={1}>{title}</Heading>
          {presenter && <Text tone="muted">{t`Presented by ${presenter}`}</Text>}
          <Text>{showDays(event.firstShow, event.lastShow, locale)}</Text>
          <Text>{venueName}</Text>
          {event.priceTo > 0 && (
            <Text>
              {event.priceFrom === event.priceTo ? t`Tickets ${from}` : t`Tickets ${from} to ${to}`}
            </Text>
          )}
          <EventStatus event={event} />
          <EventActions event={event} />
        </Stack>
      </Columns>
      <Section heading={t`About this event`}>
        <PlainText text={localizedText(event.description, locale)} />
      </Section>
      <Section heading={t`Performances and prices`}>
        <PerformanceTable event={event} />
        <PriceTable
          caption={t`Ticket prices`}
          rows={event.priceZones.map((zone) => ({
            id: String(zone.id),
            label: localizedText(zone.name, locale),
            price: zone.price,
            note: zone.concession ? localizedText(zone.concession, locale) : undefined,
          }))}
        />
        <Text tone="muted">
          {t`Up to ${maxTickets} tickets per purchase. Dates and times are Hong Kong time.`}
        </Text>
        <Image
          variant="plan"
          src={event.seatPlanImageUrl}
          alt={t`Seating plan of ${venueName}`}
          loading="lazy"
          decoding="async"
        />
      </Section>
      <Section heading={t`Getting your tickets`}>
        <CollectionOptions event={event} now={now} />
      </Section>
      <Section heading={t`Venue`}>
        <VenueBlock venue={event.venue} />
      </Section>
    </Stack>
  )
}
