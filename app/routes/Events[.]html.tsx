import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { EventsPending } from '../features/events/EventsPending'
import { EventsScreen } from '../features/events/EventsScreen'
import { homeEventsQuery } from '../features/events/homeEvents'

export const Route = createFileRoute('/Events.html')({
  // the list starts loading with the route's code; the screen reads it from the cache
  loader: ({ context }) => context.queryClient.ensureQueryData(homeEventsQuery()),
  pendingComponent: EventsPending,
  staticData: {
    page: {
      title: msg`Events`,
      description: msg`Concerts, sports, shows and cinema on sale in Hong Kong: browse events and buy tickets online.`,
    },
  },
  component: EventsScreen,
})
