import { msg } from '@lingui/core/macro'
import { createFileRoute, useSearch } from '@tanstack/react-router'
import { venuesQuery } from '../api/queries'
import { VenuesPending } from '../features/venues/VenuesPending'
import { VenuesScreen } from '../features/venues/VenuesScreen'
import { venuesSearchSchema } from '../features/venues/venuesSearch'

export const Route = createFileRoute('/Venues.html')({
  validateSearch: venuesSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(venuesQuery(deps.region)),
  pendingComponent: VenuesPending,
  staticData: {
    page: {
      title: msg`Venues`,
      description: msg`Concert halls, theatres, stadiums and cinemas in Hong Kong and nearby, with their events.`,
    },
  },
  component: function VenuesPage() {
    return <VenuesScreen search={useSearch({ from: '/Venues.html' })} />
  },
})
