import type { EventCardProps } from '@design-system/EventCard'
import { inHongKong } from '../../../domain/hongKongTime'
import type { Schemas } from '../../api/queries'
import { localizedText } from '../../i18n/localizedText'

/** An event's own page (banners and pop-ups link there too: `/Event/8801`). */
export const eventHref = (eventId: number) => `/Event/${eventId}`

/** What an event card shows of an event in the list, in the visitor's language. */
export function eventCardProps(
  event: Schemas['EventSummary'],
  locale: string,
): Omit<EventCardProps, 'headingLevel'> {
  const firstDay = inHongKong(Date.parse(event.firstShow)).isoDate
  const lastDay = inHongKong(Date.parse(event.lastShow)).isoDate
  return {
    title: localizedText(event.title, locale),
    href: eventHref(event.id),
    posterSrc: event.imageUrl,
    startDate: firstDay,
    endDate: lastDay === firstDay ? undefined : lastDay,
    venue: localizedText(event.venue.name, locale),
    priceFrom: event.priceFrom,
    likeCount: event.likes,
  }
}
