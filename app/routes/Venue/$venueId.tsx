import { msg } from '@lingui/core/macro'
import { createFileRoute, useParams } from '@tanstack/react-router'
import { NotFoundState } from '../../features/events/NotFoundState'
import { VenueScreen } from '../../features/venues/VenueScreen'
import { VenuesPending } from '../../features/venues/VenuesPending'
import { loadVenue } from '../../features/venues/venueLoader'

export const Route = createFileRoute('/Venue/$venueId')({
  loader: ({ context, params }) => loadVenue(context.queryClient, params.venueId),
  pendingComponent: VenuesPending,
  notFoundComponent: NotFoundState,
  staticData: {
    page: {
      section: 'venues',
      title: msg`Venue`,
      description: msg`Where the venue is, how to get there and its upcoming events.`,
    },
  },
  component: function VenuePage() {
    return <VenueScreen venueId={useParams({ from: '/Venue/$venueId' }).venueId} />
  },
})
