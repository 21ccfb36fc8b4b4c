import { msg } from '@lingui/core/macro'
import { createFileRoute, useParams } from '@tanstack/react-router'
import { EventPending } from '../../features/event/EventPending'
import { EventScreen } from '../../features/event/EventScreen'
import { loadEvent, parseEventId } from '../../features/event/eventQuery'
import { NotFoundState } from '../../features/events/NotFoundState'

// The event's own page: banners, pop-ups and cards link here (`/Event/8801`).
export const Route = createFileRoute('/Event/$eventId')({
  loader: ({ context, params }) => loadEvent(context.queryClient, parseEventId(params.eventId)),
  pendingComponent: EventPending,
  notFoundComponent: NotFoundState,
  staticData: {
    page: {
      section: 'events',
      title: msg`Event details`,
      description: msg`Performances, prices, venue and how to buy tickets for this event.`,
    },
  },
  component: function EventPage() {
    const { eventId } = useParams({ from: '/Event/$eventId' })
    return <EventScreen eventId={Number(eventId)} />
  },
})
