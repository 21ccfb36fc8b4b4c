import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
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
      title: msg`Event details`,
      description: msg`Performances, prices, venue and how to buy tickets for this event.`,
    },
  },
  component: function EventPage() {
    const { eventId } = Route.useParams()
    return <EventScreen eventId={Number(eventId)} />
  },
})
