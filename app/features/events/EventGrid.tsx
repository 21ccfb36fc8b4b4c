import { EventCard } from '@design-system/EventCard'
import { useLingui } from '@lingui/react/macro'
import type { Schemas } from '../../api/queries'
import { eventList } from './EventList.css'
import { eventCardProps } from './eventCardProps'
import { useFavourites } from './useFavourites'

export interface EventGridProps {
  events: readonly Schemas['EventSummary'][]
  /** Heading level of each card's title, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4
  /** How many of the first posters are fetched at once (the top of the page), not lazily. */
  eagerPosters?: number
}

/**
 * Event cards in the member's card layout (compact / comfortable, from `<html data-layout>`),
 * each with its favourite heart and like count. Shared by every list of events on the site.
 */
export function EventGrid({ events, headingLevel = 3, eagerPosters = 0 }: EventGridProps) {
  const { i18n } = useLingui()
  const favourites = useFavourites()
  return (
    <>
      <ul className={eventList}>
        {events.map((event, index) => (
          <li key={event.id}>
            <EventCard
              {...eventCardProps(event, i18n.locale)}
              headingLevel={headingLevel}
              posterPriority={index < eagerPosters}
              favourite={favourites.isFavourite(event.id)}
              onToggleFavourite={(wanted) => favourites.toggle(event.id, wanted)}
            />
          </li>
        ))}
      </ul>
      {favourites.loginPrompt}
    </>
  )
}
