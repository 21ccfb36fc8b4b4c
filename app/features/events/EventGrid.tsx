import { EventCard, EventCardList, EventCardSkeleton } from '@design-system/EventCard'
import { useLingui } from '@lingui/react/macro'
import type { Schemas } from '../../api/queries'
import { eventCardProps } from './eventCardProps'
import { useDrawnInSteps } from './useDrawnInSteps'
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
 * Drawn four at a time (useDrawnInSteps), the rest held by cards in the making meanwhile and
 * the list marked busy.
 */
export function EventGrid({ events, headingLevel = 3, eagerPosters = 0 }: EventGridProps) {
  const { i18n } = useLingui()
  const favourites = useFavourites()
  const drawn = useDrawnInSteps(events.length, 4)
  return (
    <>
      <EventCardList aria-busy={drawn < events.length || undefined}>
        {events.slice(0, drawn).map((event, index) => (
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
        {events.slice(drawn).map((event) => (
          <li key={event.id} aria-hidden="true">
            <EventCardSkeleton />
          </li>
        ))}
      </EventCardList>
      {favourites.loginPrompt}
    </>
  )
}
