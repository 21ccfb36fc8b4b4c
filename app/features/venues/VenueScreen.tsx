import { ButtonLink } from '@design-system/ButtonLink'
import { EmptyState } from '@design-system/EmptyState'
import { formatCount } from '@design-system/format'
import { Link } from '@design-system/Link'
import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { venueQuery } from '../../api/queries'
import { localizedText } from '../../i18n/localizedText'
import { EventGrid } from '../events/EventGrid'
import { venueMapHref } from './mapHref'
import * as css from './VenuesScreen.css'

/** One venue: where it is (with a map) and its upcoming events. */
export function VenueScreen({ venueId }: { venueId: string }) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  const eventsHeadingId = useId()
  const { data: venue } = useSuspenseQuery(venueQuery(venueId))
  const name = localizedText(venue.name, locale)
  const map = venueMapHref(venue)
  return (
    <div className={css.page}>
      <h1 className={css.title}>{name}</h1>
      <dl className={css.definitions}>
        <dt>{t`Address`}</dt>
        <dd>{localizedText(venue.address, locale)}</dd>
        <dt>{t`District`}</dt>
        <dd>{localizedText(venue.district, locale)}</dd>
        <dt>{t`Phone`}</dt>
        <dd>
          <Link href={`tel:${venue.phone.replace(/\s/g, '')}`}>{venue.phone}</Link>
        </dd>
        {venue.capacity !== undefined && (
          <>
            <dt>{t`Seats`}</dt>
            <dd>{formatCount(venue.capacity, locale)}</dd>
          </>
        )}
      </dl>
      <div className={css.links}>
        {map && (
          <Link href={map} external variant="standalone">
            {t`Map of ${name}`}
          </Link>
        )}
        <Link href="/Venues.html" variant="standalone">
          {t`All venues`}
        </Link>
      </div>
      <section aria-labelledby={eventsHeadingId} className={css.section}>
        <h2 id={eventsHeadingId} className={css.sectionHeading}>
          {t`Upcoming events`}
        </h2>
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
      </section>
    </div>
  )
}
