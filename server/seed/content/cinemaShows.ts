// A week of cinema shows from `now`'s Hong Kong date (ids from 60001): each house's daily
// programme, prices for every ticket class, and every seat of every show with some sold.
import type { Insertable } from 'kysely'
import { cinemaTicketClasses } from '../../../domain/cinemaTicketClasses'
import { addDays, hongKongInstant, inHongKong, weekdayOf } from '../../../domain/hongKongTime'
import { isPublicHoliday } from '../../../domain/publicHolidays'
import type { DB } from '../../db/schema'
import { type Random, seededRandom } from '../random'
import { type Cinema, cinemas, type House, type HouseLayout } from './cinemas'
import { type Movie, movies, releaseDate } from './movies'

/** The schedule covers today and the six days after it. */
export const scheduleDays = 7
export const firstShowId = 60001

const firstShowMinute = 11 * 60
const lastShowMinute = 21 * 60 + 50
/** Time between one show's end and the next start in the same house. */
const changeoverMinutes = 20
/** Row letters; cinemas skip I and O, which read as 1 and 0. */
const rowLetters = 'ABCDEFGHJKLMNPQRSTUV'

type ShowRow = Insertable<DB['cinema_shows']>
type PriceRow = Insertable<DB['cinema_show_prices']>
type SeatRow = Insertable<DB['cinema_seats']>

export interface CinemaWeek {
  shows: ShowRow[]
  prices: PriceRow[]
  seats: SeatRow[]
}

export function cinemaWeek(now: Date): CinemaWeek {
  const week: CinemaWeek = { shows: [], prices: [], seats: [] }
  const today = inHongKong(now).isoDate
  let nextId = firstShowId
  for (let day = 0; day < scheduleDays; day++) {
    const date = addDays(today, day)
    const showing = movies.filter((movie) => releaseDate(movie, now) <= date)
    for (const cinema of cinemas) {
      cinema.houses.forEach((house, houseIndex) => {
        const random = seededRandom((Date.parse(date) / 86_400_000) * 1000 + house.id)
        for (const show of houseProgramme(house, houseIndex, showing, random)) {
          const id = nextId++
          const [year, month, dayOfMonth] = date.split('-').map(Number) as [number, number, number]
          const startsAt = hongKongInstant(
            year,
            month,
            dayOfMonth,
            Math.floor(show.minute / 60),
            show.minute % 60,
          )
          week.shows.push({
            id,
            movie_id: show.movie.id,
            house_id: house.id,
            starts_at: startsAt,
            service_fee_cents: cinema.serviceFeeCents,
          })
          week.prices.push(...showPrices(id, cinema, date, show.minute))
          const soldShare = soldShareOf(show.movie, date, show.minute, day, random)
          week.seats.push(...showSeats(id, house.layout, soldShare, random))
        }
      })
    }
  }
  return week
}

/** A house's shows of one day: spread from late morning to late evening, never overlapping. */
function houseProgramme(house: House, houseIndex: number, showing: Movie[], random: Random) {
  const first = firstShowMinute + ((houseIndex * 10) % 40)
  const step = (lastShowMinute - first) / Math.max(1, house.showsPerDay - 1)
  const programme: { movie: Movie; minute: number }[] = []
  let free = 0
  for (let slot = 0; slot < house.showsPerDay; slot++) {
    const earliest = Math.max(first + slot * step, free + changeoverMinutes)
    const minute = Math.ceil(earliest / 5) * 5
    const previous = programme.at(-1)?.movie
    const movie = weightedPick(showing, random, (m) => movieWeight(m, minute, m === previous))
    programme.push({ movie, minute })
    free = minute + movie.durationMinutes
  }
  return programme
}

/** Family films by day, Category III late, and not the same film twice running in a house. */
function movieWeight(movie: Movie, minute: number, sameAsPrevious: boolean): number {
  let weight = movie.popularity
  if (movie.rating === 'I') weight *= minute < 18 * 60 ? 1.5 : minute >= 20 * 60 ? 0.3 : 1
  if (movie.rating === 'III') weight *= minute < 18 * 60 ? 0.2 : minute >= 20 * 60 ? 2 : 1
  return sameAsPrevious ? weight * 0.2 : weight
}

function weightedPick<T>(items: readonly T[], random: Random, weight: (item: T) => number): T {
  const weights = items.map(weight)
  let left = random.next() * weights.reduce((sum, w) => sum + w, 0)
  for (let i = 0; i < items.length; i++) {
    left -= weights[i] ?? 0
    if (left < 0) return items[i] as T
  }
  return items.at(-1) as T
}

const roundTo5 = (hkd: number) => Math.round(hkd / 5) * 5

/**
 * Evening and weekend shows cost the cinema's regular price (weekends and public holidays a
 * little more), weekday daytime less. Concessions are about 60% of regular; on Tuesdays
 * regular tickets cost the concession price.
 */
function showPrices(showId: number, cinema: Cinema, date: string, minute: number): PriceRow[] {
  const weekday = weekdayOf(date)
  const holiday = weekday === 0 || weekday === 6 || isPublicHoliday(date)
  let regular = cinema.regularPriceHkd + (holiday ? 10 : minute < 18 * 60 ? -20 : 0)
  const concession = roundTo5(regular * 0.6)
  if (weekday === 2 && !holiday) regular = concession
  const price: Record<(typeof cinemaTicketClasses)[number], number> = {
    regular,
    concession,
    senior: concession,
    studentChild: concession,
  }
  return cinemaTicketClasses.map((ticketClass) => ({
    show_id: showId,
    ticket_class: ticketClass,
    price_cents: price[ticketClass] * 100,
  }))
}

/** Evenings, weekends, popular films and the next few days sell most. */
function soldShareOf(movie: Movie, date: string, minute: number, day: number, random: Random) {
  const weekday = weekdayOf(date)
  const weekend = weekday === 0 || weekday === 6 || isPublicHoliday(date)
  const byHour = minute < 14 * 60 ? 0.12 : minute < 18 * 60 ? 0.25 : minute < 21 * 60 ? 0.55 : 0.35
  const share =
    byHour *
    (weekend ? 1.4 : 1) *
    (0.5 + movie.popularity * 0.15) *
    (1 - day * 0.11) *
    (0.8 + random.next() * 0.4)
  return Math.min(0.9, Math.max(0.02, share))
}

/** Every seat of the house for one show; sold seats come in small groups, mostly mid-house. */
function showSeats(showId: number, layout: HouseLayout, soldShare: number, random: Random) {
  const { rows, seatsPerRow, aislesBefore, wheelchairSeats } = layout
  const sold = Array.from({ length: rows }, () => new Array<boolean>(seatsPerRow).fill(false))
  const isWheelchair = (row: number, number: number) =>
    row === rows - 1 && wheelchairSeats.includes(number)
  const target = Math.round(rows * seatsPerRow * soldShare)
  let count = 0
  for (let attempt = 0; attempt < 400 && count < target; attempt++) {
    // rows from a third of the way back are the most wanted
    const row = Math.min(
      rows - 1,
      Math.floor(rows / 3) + Math.floor(random.next() * random.next() * rows),
    )
    const size = random.pick([1, 2, 2, 2, 3, 4])
    const start = random.int(1, seatsPerRow - size + 1)
    const group = Array.from({ length: size }, (_, i) => start + i)
    const crossesAisle = group.slice(1).some((n) => aislesBefore.includes(n))
    const taken = group.some((n) => sold[row]?.[n - 1] || isWheelchair(row, n))
    if (crossesAisle || taken) continue
    for (const n of group) (sold[row] as boolean[])[n - 1] = true
    count += size
  }
  const seats: SeatRow[] = []
  for (let row = 0; row < rows; row++) {
    const rowName = rowLetters[row] ?? `R${row + 1}`
    for (let number = 1; number <= seatsPerRow; number++) {
      seats.push({
        show_id: showId,
        seat_id: `${rowName}-${number}`,
        row_name: rowName,
        row_sort: row + 1,
        seat_number: String(number),
        position: number,
        aisle_before: aislesBefore.includes(number),
        wheelchair: isWheelchair(row, number),
        status: sold[row]?.[number - 1] ? 'sold' : 'available',
      })
    }
  }
  return seats
}
