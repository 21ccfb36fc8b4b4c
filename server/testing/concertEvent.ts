// The concert both the ballot and the selling fixtures are built on: one event (service fee
// HKD 19 a ticket, handling HKD 15) in Harbour Hall, a Gold and a Silver zone, a reserved and a
// general-admission performance, and rows of seats (row A in Gold). The fixtures add their own
// quotas and extras; keeping the concert in one place keeps their known answers alike.
import type { Kysely } from 'kysely'
import { hongKongInstant } from '../../domain/hongKongTime'
import type { DB, LocalizedText } from '../db/schema'

export const text = (en: string, zhHant: string, zhHans: string): LocalizedText => ({
  en,
  'zh-Hant': zhHant,
  'zh-Hans': zhHans,
})
export const json = (value: unknown) => JSON.stringify(value)

/** A venue at number `n` Harbour Road, Wan Chai (its phone number ends in n - 1). */
export const harbourRoadVenue = (id: string, n: number, name: LocalizedText) => ({
  id,
  name: json(name),
  address: json(text(`${n} Harbour Road, Wan Chai`, `灣仔港灣道${n}號`, `湾仔港湾道${n}号`)),
  district: json(text('Wan Chai', '灣仔', '湾仔')),
  region: 'hongKong' as const,
  phone: `+852 2000 000${n - 1}`,
})

export interface ConcertEventOptions {
  /** ids start here, so several fixtures can share a database */
  base: number
  rows: number
  seatsPerRow: number
  /** seat number after which an aisle runs (none when 0) */
  aisleAfter: number
  showAt: Date
  onSaleAt?: Date
  /** left to the database's default (8) when not given */
  maxTickets?: number
  /** also name section S ("Stalls") of the venue */
  withSection?: boolean
}

export interface ConcertEvent {
  eventId: number
  venueId: string
  reservedId: number
  gaId: number
  /** Gold (HKD 880) and Silver (HKD 480) */
  zoneIds: [number, number]
  seatIds: string[]
  seat(row: string, n: number): string
}

export async function insertConcertEvent(
  db: Kysely<DB>,
  options: ConcertEventOptions,
): Promise<ConcertEvent> {
  const { base, showAt, aisleAfter } = options
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
    .values(harbourRoadVenue(venueId, 1, text('Harbour Hall', '海港廳', '海港厅')))
    .execute()
  if (options.withSection) {
    await db
      .insertInto('venue_sections')
      .values({ venue_id: venueId, section_id: 'S', name: json(text('Stalls', '堂座', '堂座')) })
      .execute()
  }
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
      ...(options.maxTickets === undefined
        ? {}
        : { max_tickets_per_transaction: options.maxTickets }),
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
  const rowNames = Array.from({ length: options.rows }, (_, r) => String.fromCharCode(65 + r))
  const seat = (row: string, n: number) => `S-${row}-${n}`
  const seats = rowNames.flatMap((row, r) =>
    Array.from({ length: options.seatsPerRow }, (_, i) => ({
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
  // in batches: a race test's performance can be larger than one statement's parameters allow
  for (let i = 0; i < seats.length; i += 1000) {
    await db
      .insertInto('seats')
      .values(seats.slice(i, i + 1000))
      .execute()
  }
  return { eventId, venueId, reservedId, gaId, zoneIds, seatIds: seats.map((s) => s.seat_id), seat }
}
