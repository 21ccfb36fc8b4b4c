import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { EventsScreen } from '../features/events/EventsScreen'

export const Route = createFileRoute('/Events.html')({
  staticData: {
    page: {
      title: msg`Events`,
      description: msg`Concerts, sports, shows and cinema on sale in Hong Kong: browse events and buy tickets online.`,
    },
  },
  component: EventsScreen,
})
