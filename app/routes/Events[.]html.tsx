import { msg } from '@lingui/core/macro'
import { createFileRoute, useSearch } from '@tanstack/react-router'
import { EventsPending } from '../features/events/EventsPending'
import { EventsScreen } from '../features/events/EventsScreen'
import { loadHome } from '../features/events/homeQueries'
import { homeSearchSchema } from '../features/events/homeSearch'

export const Route = createFileRoute('/Events.html')({
  validateSearch: homeSearchSchema,
  loaderDeps: ({ search }) => search,
  // the page's data starts loading with the route's code; a new filter on the open page keeps
  // the page and shows cards in the making instead of waiting here
  loader: ({ context, deps, cause }) => loadHome(context.queryClient, deps, cause !== 'stay'),
  pendingComponent: EventsPending,
  staticData: {
    page: {
      title: msg`Events`,
      description: msg`Concerts, sports, shows and cinema on sale in Hong Kong: browse events and buy tickets online.`,
    },
  },
  component: function EventsHome() {
    return <EventsScreen search={useSearch({ from: '/Events.html' })} />
  },
})
