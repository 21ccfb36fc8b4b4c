import type { Schemas } from '../../api/queries'

/** A show that has started can no longer be booked: its showtime, its seats and today's notice agree. */
export const showStarted = (show: Schemas['CinemaShow'], now: Date) =>
  Date.parse(show.startsAt) <= +now
