import type { QueryClient } from '@tanstack/react-query'
import { cinemaScheduleQuery, cinemaSeatPlanQuery, movieQuery } from '../../api/queries'
import { type CinemaSearch, cinemaStepOf, hongKongToday } from './cinemaSearch'

/**
 * What a cinema step needs, all started at once with the route: the day's schedule, and on a
 * show's page its seat plan and the film's details (the address names the film, so nothing
 * waits for the schedule first).
 */
export async function loadCinema(queryClient: QueryClient, search: CinemaSearch) {
  const step = cinemaStepOf(search)
  const date = search.date ?? hongKongToday(new Date())
  if (step === 'preview' || step === 'receipt') return
  await Promise.all([
    queryClient.ensureQueryData(cinemaScheduleQuery(date)),
    step === 'seats' && search.show
      ? queryClient.prefetchQuery(cinemaSeatPlanQuery(search.show))
      : undefined,
    step === 'seats' && search.movie
      ? queryClient.prefetchQuery(movieQuery(search.movie))
      : undefined,
  ])
}
