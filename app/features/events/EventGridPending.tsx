import { EventCardList, EventCardSkeleton } from '@design-system/EventCard'
import { SkeletonGroup } from '@design-system/Skeleton'
import { useLingui } from '@lingui/react/macro'

/** Cards in the making, in the shape to come, while a list of events loads. */
export function EventGridPending({ cards = 6 }: { cards?: number }) {
  const { t } = useLingui()
  return (
    <SkeletonGroup label={t`Loading events`}>
      <EventCardList>
        {Array.from({ length: cards }, (_, index) => index + 1).map((card) => (
          <li key={card}>
            <EventCardSkeleton />
          </li>
        ))}
      </EventCardList>
    </SkeletonGroup>
  )
}
