import { Trans, useLingui } from '@lingui/react/macro'
import { EventCardSkeleton } from '../../../design-system/EventCard/EventCardSkeleton'
import { SkeletonGroup } from '../../../design-system/Skeleton/Skeleton'
import { eventList } from './EventList.css'

/** The events home while its list loads: the heading, and cards in the shape to come. */
export function EventsPending() {
  const { t } = useLingui()
  return (
    <>
      <h1>
        <Trans>Events</Trans>
      </h1>
      <SkeletonGroup label={t`Loading events`}>
        <ul className={eventList}>
          {[1, 2, 3, 4, 5, 6].map((card) => (
            <li key={card}>
              <EventCardSkeleton />
            </li>
          ))}
        </ul>
      </SkeletonGroup>
    </>
  )
}
