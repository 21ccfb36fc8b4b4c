import { addDays, inHongKong } from '../../../domain/hongKongTime'
import { positiveInteger, type SearchOf, searchSchema, text } from '../../routing/searchParams'

const matching = (pattern: RegExp) => text({ numbers: true, pattern })

/**
 * Where the buyer is in `/Cinema.html`, in the address so a login or a reload comes back to
 * it: the day's schedule (`?date=2026-12-05`), a show's seats (`&show=60001&movie=3101`), the
 * booking's preview (`&booking=CB-…`) and the receipt (`&txn=T…`). Unknown values are dropped.
 */
export const cinemaSearchSchema = searchSchema({
  date: matching(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/),
  show: positiveInteger,
  movie: positiveInteger,
  booking: matching(/^CB-[0-9-]{1,40}$/),
  txn: matching(/^[A-Z0-9-]{6,30}$/),
})

export type CinemaSearch = SearchOf<typeof cinemaSearchSchema>

export const cinemaSteps = ['show', 'seats', 'preview', 'receipt'] as const
export type CinemaStep = (typeof cinemaSteps)[number]

/** The step an address stands for: the furthest one it names. */
export function cinemaStepOf(search: CinemaSearch): CinemaStep {
  if (search.txn) return 'receipt'
  if (search.booking) return 'preview'
  if (search.show) return 'seats'
  return 'show'
}

/** Days the schedule offers at once: today and the six after it. */
export const scheduleDays = 7

/** Today in Hong Kong, as the schedule's dates are written. */
export const hongKongToday = (now: Date) => inHongKong(now).isoDate

/** The week of dates shown from `first`. */
export const weekFrom = (first: string) =>
  Array.from({ length: scheduleDays }, (_, i) => addDays(first, i))
