// A small catalogue to sell from, with known answers: one event with a reserved performance
// (rows of seats, an aisle after seat 5) and a general-admission one (one quota), and a cinema
// show. Sizes are parameters, so the race tests can make a performance of any capacity.
import type { Kysely } from 'kysely'
import { hongKongInstant } from '../../domain/hongKongTime'
import type { DB } from '../db/schema'
import { harbourRoadVenue, insertConcertEvent, json, text } from './concertEvent'

/** Tuesday 1 December 2026, 14:00 in Hong Kong: the shows are weeks away. */
export const sellingNow = hongKongInstant(2026, 12, 1, 14, 0)

export interface SellingFixtureOptions {
  /** rows of the reserved performance (A, B, …) */
  rows?: number
  seatsPerRow?: number
  /** seat number after which an aisle runs (none when 0) */
  aisleAfter?: number
  gaCapacity?: number
  maxTickets?: number
  /** when the event's shows start */
  showAt?: Date
  /** when the event went on sale */
  onSaleAt?: Date
  /** ids start here, so several fixtures can share a database */
  base?: number
}

export interface SellingFixture {
  eventId: number
  reservedId: number
  gaId: number
  /** the dearer zone (reserved rows A, the GA quota) and the cheaper one (other rows) */
  zoneIds: [number, number]
  cinemaShowId: number
  seatIds: string[]
  /** seat id of row `row` (A, B…) and number `n` */
  seat(row: string, n: number): string
}

export async function insertSellingFixture(
  db: Kysely<DB>,
  options: SellingFixtureOptions = {},
): Promise<SellingFixture> {
  const base = options.base ?? 9000
  const { eventId, reservedId, gaId, zoneIds, seatIds, seat } = await insertConcertEvent(db, {
    base,
    rows: options.rows ?? 3,
    seatsPerRow: options.seatsPerRow ?? 10,
    aisleAfter: options.aisleAfter ?? 5,
    showAt: options.showAt ?? hongKongInstant(2026, 12, 28, 20, 0),
    onSaleAt: options.onSaleAt,
    maxTickets: options.maxTickets ?? 8,
    withSection: true,
  })
  await db
    .insertInto('ga_quotas')
    .values({ performance_id: gaId, price_zone_id: zoneIds[0], capacity: options.gaCapacity ?? 20 })
    .execute()

  const cinemaShowId = base * 10
  await db
    .insertInto('movies')
    .values({
      id: base,
      title: json(text('The Last Tram Home', '尾班電車回家', '末班电车回家')),
      rating: 'IIA',
      duration_minutes: 112,
      poster_url: `/images/movies/${base}.svg`,
      synopsis: json(text('A tram.', '電車。', '电车。')),
      language: json(text('Cantonese', '粵語', '粤语')),
      subtitles: json(text('Chinese and English', '中英文字幕', '中英文字幕')),
      director: json(text('Wong Ka Yan', '黃嘉欣', '黄嘉欣')),
      cast: json([]),
      release_date: '2026-11-26',
    })
    .execute()
  await db
    .insertInto('venues')
    .values({
      ...harbourRoadVenue(`cinema-${base}`, 2, text('Harbour Cinema', '海港戲院', '海港戏院')),
      kind: 'cinema',
    })
    .execute()
  await db
    .insertInto('cinema_houses')
    .values({
      id: base,
      venue_id: `cinema-${base}`,
      name: json(text('House 1', '一號影院', '一号影院')),
    })
    .execute()
  await db
    .insertInto('cinema_shows')
    .values({
      id: cinemaShowId,
      movie_id: base,
      house_id: base,
      starts_at: hongKongInstant(2026, 12, 5, 19, 40),
      service_fee_cents: 800,
    })
    .execute()
  await db
    .insertInto('cinema_show_prices')
    .values([
      { show_id: cinemaShowId, ticket_class: 'regular', price_cents: 7500 },
      { show_id: cinemaShowId, ticket_class: 'concession', price_cents: 5500 },
      { show_id: cinemaShowId, ticket_class: 'senior', price_cents: 5500 },
      { show_id: cinemaShowId, ticket_class: 'studentChild', price_cents: 5500 },
    ])
    .execute()
  await db
    .insertInto('cinema_seats')
    .values(
      ['E', 'F'].flatMap((row, r) =>
        Array.from({ length: 8 }, (_, i) => ({
          show_id: cinemaShowId,
          seat_id: `${row}-${i + 1}`,
          row_name: row,
          row_sort: r,
          seat_number: String(i + 1),
          position: i,
        })),
      ),
    )
    .execute()
  return {
    eventId,
    reservedId,
    gaId,
    zoneIds,
    cinemaShowId,
    seatIds,
    seat,
  }
}
