// Reads for the cinema: schedule by date, movies, houses, seat plans, captcha, a booking
// read back (its writes are in cinemaMutations.ts).
import { queryOptions, skipToken } from '@tanstack/react-query'
import { api } from '../client'
import { unwrap } from '../errors'
import { queryKeys } from './keys'
import { staleTimes } from './staleTimes'
import type { Schemas } from './types'

/** `date` as YYYY-MM-DD in Hong Kong time; an empty `movies` list means no schedule that day. */
export const cinemaScheduleQuery = (date: string) =>
  queryOptions({
    queryKey: queryKeys.cinemaSchedule(date),
    queryFn: ({ signal }) =>
      api.GET('/api/cinema/schedule.do', { signal, params: { query: { date } } }).then(unwrap),
  })

export const movieQuery = (movieId: number) =>
  queryOptions({
    queryKey: queryKeys.movie(movieId),
    queryFn: ({ signal }) =>
      api
        .GET('/api/cinema/movie/{movieId}.do', { signal, params: { path: { movieId } } })
        .then(unwrap),
  })

export const cinemaHousesQuery = () =>
  queryOptions({
    queryKey: queryKeys.cinemaHouses(),
    queryFn: ({ signal }) => api.GET('/api/cinema/houses.do', { signal }).then(unwrap),
    staleTime: staleTimes.reference,
  })

export const cinemaSeatPlanQuery = (showId: number) =>
  queryOptions({
    queryKey: queryKeys.cinemaSeatPlan(showId),
    queryFn: ({ signal }) =>
      api
        .GET('/api/cinema/show/{showId}/seatPlan.do', { signal, params: { path: { showId } } })
        .then(unwrap),
    staleTime: staleTimes.live,
  })

/** Every captcha is used once: never cached, a new one on each refetch. */
export const captchaQuery = () =>
  queryOptions({
    queryKey: queryKeys.captcha(),
    queryFn: ({ signal }) => api.GET('/api/cinema/captcha.do', { signal }).then(unwrap),
    staleTime: staleTimes.live,
    gcTime: 0,
  })

/**
 * A booking's preview: the booking's answer is kept under this key, and a reloaded preview step
 * reads it back from the server while its seats are held (404 once lapsed or paid).
 */
export const cinemaBookingQuery = (bookingId: string | undefined) =>
  queryOptions<Schemas['CinemaBookingPreview']>({
    queryKey: queryKeys.cinemaBooking(bookingId ?? ''),
    queryFn: bookingId
      ? ({ signal }) =>
          api
            .GET('/api/cinema/booking/{bookingId}.do', {
              signal,
              params: { path: { bookingId } },
            })
            .then(unwrap)
      : skipToken,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    // the preview step itself says when the booking lapsed
    meta: { quiet: true },
  })
