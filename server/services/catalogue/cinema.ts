// The cinema: a day's schedule by movie with each show's prices and seats, one movie, and the
// houses.
import { type Kysely, sql } from 'kysely'
import type { components } from '../../../contract/schema.gen'
import { notFound } from '../../../domain/domainError'
import { addDays, hongKongMidnight } from '../../../domain/hongKongTime'
import type { DB, LocalizedText } from '../../db/schema'
import { hkd, hongKongTime } from '../format'

type MovieRow = DB['movies']
type TicketClass = components['schemas']['CinemaTicketClass']
type CinemaShow = components['schemas']['CinemaShow']

const midnightOf = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  return hongKongMidnight(y, m, d)
}

const movieSummary = (movie: {
  id: number
  title: LocalizedText
  rating: MovieRow['rating']
  duration_minutes: number
  poster_url: string
}) => ({
  id: movie.id,
  title: movie.title,
  rating: movie.rating,
  durationMinutes: movie.duration_minutes,
  posterUrl: movie.poster_url,
})

/** Every show starting on a Hong Kong calendar date, grouped by movie; no movies is an answer. */
export async function cinemaSchedule(db: Kysely<DB>, date: string, now: Date) {
  const { rows } = await sql<{
    id: number
    movie_id: number
    starts_at: Date
    house_id: number
    house: LocalizedText
    service_fee_cents: number
    prices: { ticketClass: TicketClass; cents: number }[]
    available: number
    sold: number
  }>`
    select s.id, s.movie_id, s.starts_at, s.house_id, h.name as house, s.service_fee_cents,
      coalesce((
        select json_agg(json_build_object('ticketClass', c.ticket_class, 'cents', c.price_cents)
          order by array_position(array['regular','concession','senior','studentChild'], c.ticket_class))
        from cinema_show_prices c where c.show_id = s.id
      ), '[]') as prices,
      (select count(*) from cinema_seats x where x.show_id = s.id and x.status = 'available'
        and (x.hold_id is null or x.held_until <= ${now}))::int as available,
      (select count(*) from cinema_seats x where x.show_id = s.id and x.status = 'sold')::int as sold
    from cinema_shows s
    join cinema_houses h on h.id = s.house_id
    where s.starts_at >= ${midnightOf(date)} and s.starts_at < ${midnightOf(addDays(date, 1))}
    order by s.starts_at, s.house_id, s.id
  `.execute(db)
  const movieIds = [...new Set(rows.map((row) => row.movie_id))]
  const movies = movieIds.length
    ? await db.selectFrom('movies').selectAll().where('id', 'in', movieIds).execute()
    : []
  const showsOf = new Map<number, CinemaShow[]>()
  for (const row of rows) {
    const shows = showsOf.get(row.movie_id) ?? []
    shows.push({
      id: row.id,
      startsAt: hongKongTime(row.starts_at),
      houseId: row.house_id,
      house: row.house,
      prices: row.prices.map((price) => ({
        ticketClass: price.ticketClass,
        price: hkd(price.cents),
      })),
      serviceFee: hkd(row.service_fee_cents),
      seatsAvailable: row.available,
      seatsSold: row.sold,
    })
    showsOf.set(row.movie_id, shows)
  }
  return {
    date,
    // movies in the order of their first show that day
    movies: movieIds.flatMap((id) => {
      const movie = movies.find((m) => m.id === id)
      return movie ? [{ movie: movieSummary(movie), shows: showsOf.get(id) ?? [] }] : []
    }),
  }
}

export async function movieDetail(db: Kysely<DB>, movieId: number) {
  const movie = await db
    .selectFrom('movies')
    .selectAll()
    .where('id', '=', movieId)
    .executeTakeFirst()
  if (!movie) throw notFound()
  return {
    ...movieSummary(movie),
    synopsis: movie.synopsis,
    language: movie.language,
    subtitles: movie.subtitles,
    director: movie.director,
    cast: movie.cast,
    releaseDate: movie.release_date,
  }
}

/** Houses with their seat count (the largest plan any of their shows has). */
export async function cinemaHouses(db: Kysely<DB>) {
  const { rows } = await sql<{
    id: number
    name: LocalizedText
    wheelchair_spaces: number
    seats: number
  }>`
    select h.id, h.name, h.wheelchair_spaces, coalesce((
      select max(n) from (
        select count(*) as n from cinema_seats x join cinema_shows s on s.id = x.show_id
        where s.house_id = h.id group by x.show_id
      ) counts
    ), 0)::int as seats
    from cinema_houses h
    order by h.venue_id, h.id
  `.execute(db)
  return {
    data: rows
      .filter((row) => row.seats > 0)
      .map((row) => ({
        id: row.id,
        name: row.name,
        seats: row.seats,
        wheelchairSpaces: row.wheelchair_spaces,
      })),
  }
}
