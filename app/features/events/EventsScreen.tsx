import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { EmptyState } from '../../../design-system/EmptyState/EmptyState'
import { EventCard } from '../../../design-system/EventCard/EventCard'
import { eventList } from './EventList.css'
import { eventCardProps } from './eventCardProps'
import { homeEventsQuery } from './homeEvents'

/**
 * The events home: the events on sale, as cards. The template every screen copies: its route
 * loads the query (loader + ensureQueryData), the screen reads the same one with
 * useSuspenseQuery and draws the list or its empty state; pending and failure are the route's
 * (EventsPending, the router's ErrorScreen).
 */
export function EventsScreen() {
  const { t, i18n } = useLingui()
  const { data } = useSuspenseQuery(homeEventsQuery())
  return (
    <>
      <h1>
        <Trans>Events</Trans>
      </h1>
      {data.data.length === 0 ? (
        <EmptyState
          title={t`No events are on sale right now.`}
          hint={t`New events go on sale every week. Please come back soon.`}
        />
      ) : (
        <ul className={eventList}>
          {data.data.map((event) => (
            <li key={event.id}>
              <EventCard {...eventCardProps(event, i18n.locale)} headingLevel={2} />
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
