import { formatHkd } from '@design-system/format'
import { PlainText } from '@design-system/PlainText'
import { PriceTable } from '@design-system/PriceTable'
import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { eventQuery } from '../../api/queries'
import { localizedText } from '../../i18n/localizedText'
import { useNow } from '../../startup/useNow'
import { CollectionOptions } from './CollectionOptions'
import { EventActions } from './EventActions'
import * as css from './EventScreen.css'
import { EventStatus } from './EventStatus'
import { PerformanceTable } from './PerformanceTable'
import { showDays } from './showTimes'
import { VenueBlock } from './VenueBlock'

function Section({ heading, children }: { heading: string; children: React.ReactNode }) {
  const id = useId()
  return (
    <section aria-labelledby={id} className={css.section}>
      <h2 id={id} className={css.sectionHeading}>
        {heading}
      </h2>
      {children}
    </section>
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
    <article className={css.page}>
      <div className={css.top}>
        <img
          src={event.imageUrl}
          alt={t`Poster for ${title}`}
          width={600}
          height={800}
          fetchPriority="high"
          className={css.poster}
        />
        <div className={css.facts}>
          <h1 className={css.title}>{title}</h1>
          {presenter && <p className={css.muted}>{t`Presented by ${presenter}`}</p>}
          <p className={css.line}>{showDays(event.firstShow, event.lastShow, locale)}</p>
          <p className={css.line}>{venueName}</p>
          {event.priceTo > 0 && (
            <p className={css.line}>
              {event.priceFrom === event.priceTo ? t`Tickets ${from}` : t`Tickets ${from} to ${to}`}
            </p>
          )}
          <EventStatus event={event} />
          <EventActions event={event} />
        </div>
      </div>
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
        <p className={css.muted}>
          {t`Up to ${maxTickets} tickets per purchase. Dates and times are Hong Kong time.`}
        </p>
        <img
          src={event.seatPlanImageUrl}
          alt={t`Seating plan of ${venueName}`}
          loading="lazy"
          decoding="async"
          className={css.seatPlan}
        />
      </Section>
      <Section heading={t`Getting your tickets`}>
        <CollectionOptions event={event} now={now} />
      </Section>
      <Section heading={t`Venue`}>
        <VenueBlock venue={event.venue} />
      </Section>
    </article>
  )
}
