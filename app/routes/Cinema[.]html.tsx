import { msg } from '@lingui/core/macro'
import { createFileRoute, useSearch } from '@tanstack/react-router'
import { CinemaPending } from '../features/cinema/CinemaPending'
import { CinemaScreen } from '../features/cinema/CinemaScreen'
import { cinemaSearchSchema } from '../features/cinema/cinemaSearch'
import { loadCinema } from '../features/cinema/loadCinema'

// The cinema (spec §2 names the page without a route): schedule by date, a show's seats and
// booking, preview and receipt, each step in the address. Login is optional.
export const Route = createFileRoute('/Cinema.html')({
  validateSearch: cinemaSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadCinema(context.queryClient, deps),
  pendingComponent: CinemaPending,
  staticData: {
    page: {
      title: msg`Cinema`,
      description: msg`Cinema schedule by date, film details and classification, showtimes and seat booking.`,
    },
  },
  component: function CinemaPage() {
    return <CinemaScreen search={useSearch({ from: '/Cinema.html' })} />
  },
})
