import { ButtonLink } from '@design-system/ButtonLink'
import { DataList } from '@design-system/DataList'
import { EmptyState } from '@design-system/EmptyState'
import { formatCount } from '@design-system/format'
import { Heading } from '@design-system/Heading'
import { Link } from '@design-system/Link'
import { Inline, Stack } from '@design-system/layout'
import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { venueQuery } from '../../api/queries'
import { localizedText } from '../../i18n/localizedText'
import { EventGrid } from '../events/EventGrid'
import { venueMapHref } from './mapHref'

/** One venue: where it is (with a map) and its upcoming events. */
export function VenueScreen({ venueId }: { venueId: string }) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  const eventsHeadingId = useId()
  const { data: venue } = useSuspenseQuery(venueQuery(venueId))
  const name = localizedText(venue.name, locale)
  const map = venueMapHref(venue)
  return (
    <Stack gap="xl">
      <Heading level={1}>{name}</Heading>
      <DataList>
        <DataList.Item label={t`Address`}>{localizedText(venue.address, locale)}</DataList.Item>
        <DataList.Item label={t`District`}>{localizedText(venue.district, locale)}</DataList.Item>
        <DataList.Item label={t`Phone`}>
          <Link href={`tel:${venue.phone.replace(/\s/g, '')}`}>{venue.phone}</Link>
        </DataList.Item>
        {venue.capacity !== undefined && (
          <DataList.Item label={t`Seats`}>{formatCount(venue.capacity, locale)}</DataList.Item>
        )}
      </DataList>
      <Inline gap="lg">
        {map && (
          <Link href={map} external variant="standalone">
            {t`Map of ${name}`}
          </Link>
        )}
        <Link href="/Venues.html" variant="standalone">
          {t`All venues`}
        </Link>
      </Inline>
      <Stack as="section" aria-labelledby={eventsHeadingId} gap="lg">
        <Heading level={2} id={eventsHeadingId}>
          {t`Upcoming events`}
        </Heading>
        {venue.events.length === 0 ? (
          <EmptyState
            title={t`No upcoming events at ${name}.`}
            hint={t`New events go on sale every week. Please come back soon.`}
            action={
              <ButtonLink href="/Events.html" variant="secondary">
                {t`See the events on sale`}
              </ButtonLink>
            }
          />
        ) : (
          <EventGrid events={venue.events} headingLevel={3} />
        )}
      </Stack>
    </Stack>
  )
}
