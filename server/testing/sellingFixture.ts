// A small catalogue to sell from, with known answers: one event with a reserved performance
// (rows of seats, an aisle after seat 5) and a general-admission one (one quota), and a cinema
// show. Sizes are parameters, so the race tests can make a performance of any capacity.
import type { Kysely } from 'kysely'
import { hongKongInstant } from '../../domain/hongKongTime'
import type { DB, LocalizedText } from '../db/schema'

/** Tuesday 1 December 2026, 14:00 in Hong Kong: the shows are weeks away. */
export const sellingNow = hongKongInstant(2026, 12, 1, 14, 0)

const text = (en: string, zhHant: string, zhHans: string): LocalizedText => ({
  en,
  'zh-Hant': zhHant,
  'zh-Hans': zhHans,
})
const json = (value: unknown) => JSON.stringify(value)

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
  const rows = options.rows ?? 3
  const perRow = options.seatsPerRow ?? 10
  const aisleAfter = options.aisleAfter ?? 5
  const showAt = options.showAt ?? hongKongInstant(2026, 12, 28, 20, 0)
  const eventId = base
  const reservedId = base * 100 + 1
  const gaId = base * 100 + 2
  const zoneIds: [number, number] = [base * 10 + 1, base * 10 + 2]
  const venueId = `venue-${base}`
  await db
    .insertInto('categories')
    .values({ code: `cat${base}`, name: json(text('Concerts', '音樂會', '音乐会')) })
    .execute()
  await db
    .insertInto('venues')
    .values({
      id: venueId,
      name: json(text('Harbour Hall', '海港廳', '海港厅')),
      address: json(text('1 Harbour Road, Wan Chai', '灣仔港灣道1號', '湾仔港湾道1号')),
      district: json(text('Wan Chai', '灣仔', '湾仔')),
      region: 'hongKong',
      phone: '+852 2000 0000',
    })
    .execute()
  await db
    .insertInto('venue_sections')
    .values({ venue_id: venueId, section_id: 'S', name: json(text('Stalls', '堂座', '堂座')) })
    .execute()
  await db
    .insertInto('events')
    .values({
      id: eventId,
      list: 'utsv',
      title: json(text('Harbour Lights', '港灣燈影', '港湾灯影')),
      presenter: null,
      category: `cat${base}`,
      venue_id: venueId,
      description: json(text('A concert.', '音樂會。', '音乐会。')),
      image_url: `/images/events/${eventId}.svg`,
      seat_plan_image_url: `/images/venues/${venueId}.svg`,
      on_sale_at: options.onSaleAt ?? hongKongInstant(2026, 11, 1, 10, 0),
      max_tickets_per_transaction: options.maxTickets ?? 8,
      service_fee_cents: 1900,
      handling_fee_cents: 1500,
    })
    .execute()
  await db
    .insertInto('price_zones')
    .values([
      {
        id: zoneIds[0],
        event_id: eventId,
        name: json(text('Gold', '金區', '金区')),
        price_cents: 88000,
      },
      {
        id: zoneIds[1],
        event_id: eventId,
        name: json(text('Silver', '銀區', '银区')),
        price_cents: 48000,
        sort: 1,
      },
    ])
    .execute()
  await db
    .insertInto('performances')
    .values([
      { id: reservedId, event_id: eventId, starts_at: showAt, seating: 'reserved' },
      { id: gaId, event_id: eventId, starts_at: showAt, seating: 'generalAdmission' },
    ])
    .execute()
  const rowNames = Array.from({ length: rows }, (_, r) => String.fromCharCode(65 + r))
  const seat = (row: string, n: number) => `S-${row}-${n}`
  const seats = rowNames.flatMap((row, r) =>
    Array.from({ length: perRow }, (_, i) => ({
      performance_id: reservedId,
      seat_id: seat(row, i + 1),
      section_id: 'S',
      row_name: row,
      row_sort: r,
      seat_number: String(i + 1),
      position: i + (aisleAfter > 0 && i >= aisleAfter ? 1 : 0),
      aisle_before: aisleAfter > 0 && i === aisleAfter,
      price_zone_id: r === 0 ? zoneIds[0] : zoneIds[1],
    })),
  )
  for (let i = 0; i < seats.length; i += 1000) {
    await db
      .insertInto('seats')
      .values(seats.slice(i, i + 1000))
      .execute()
  }
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
      id: `cinema-${base}`,
      kind: 'cinema',
      name: json(text('Harbour Cinema', '海港戲院', '海港戏院')),
      address: json(text('2 Harbour Road, Wan Chai', '灣仔港灣道2號', '湾仔港湾道2号')),
      district: json(text('Wan Chai', '灣仔', '湾仔')),
      region: 'hongKong',
      phone: '+852 2000 0001',
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
    seatIds: seats.map((s) => s.seat_id),
    seat,
  }
}
