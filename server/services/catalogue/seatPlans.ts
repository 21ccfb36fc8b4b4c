// Seat plans with live availability: a performance's sections, rows and seats, and a cinema
// show's rows. A seat under a hold that has not expired shows as held; an expired hold counts
// for nothing.
import type { Kysely } from 'kysely'
import type { components } from '../../../app/api/schema.gen'
import type { DB, LocalizedText } from '../../db/schema'
import { notFound } from '../../http/apiError'

type Seat = components['schemas']['Seat']
type SeatRow = components['schemas']['SeatRow']

interface SeatRecord {
  row_name: string
  seat_id: string
  seat_number: string
  status: 'available' | 'sold' | 'blocked'
  hold_id: string | null
  held_until: Date | null
  aisle_before: boolean
  wheelchair: boolean
  price_zone_id?: number
}

function seatOf(record: SeatRecord, now: Date): Seat {
  const held =
    record.status === 'available' &&
    record.hold_id !== null &&
    record.held_until !== null &&
    +record.held_until > +now
  return {
    id: record.seat_id,
    number: record.seat_number,
    status: held ? 'held' : record.status,
    ...(record.price_zone_id !== undefined ? { priceZoneId: record.price_zone_id } : {}),
    ...(record.wheelchair ? { wheelchair: true } : {}),
    ...(record.aisle_before ? { aisleBefore: true } : {}),
  }
}

/** Seats already in row and position order, grouped into rows. */
function rowsOf(records: SeatRecord[], now: Date): SeatRow[] {
  const rows: SeatRow[] = []
  for (const record of records) {
    const last = rows.at(-1)
    const seat = seatOf(record, now)
    if (last?.name === record.row_name) last.seats.push(seat)
    else rows.push({ name: record.row_name, seats: [seat] })
  }
  return rows
}

const seatColumns = [
  'row_name',
  'seat_id',
  'seat_number',
  'status',
  'hold_id',
  'held_until',
  'aisle_before',
  'wheelchair',
] as const

export async function performanceSeatPlan(db: Kysely<DB>, performanceId: number, now: Date) {
  const performance = await db
    .selectFrom('performances as p')
    .innerJoin('events as e', 'e.id', 'p.event_id')
    .select(['p.id', 'p.seating', 'e.venue_id'])
    .where('p.id', '=', performanceId)
    .executeTakeFirst()
  // general admission has no seats to choose
  if (performance?.seating !== 'reserved') throw notFound()
  const [sections, seats] = await Promise.all([
    db
      .selectFrom('venue_sections')
      .select(['section_id', 'name'])
      .where('venue_id', '=', performance.venue_id)
      .orderBy('sort')
      .execute(),
    db
      .selectFrom('seats')
      .select([...seatColumns, 'section_id', 'price_zone_id'])
      .where('performance_id', '=', performanceId)
      .orderBy('section_id')
      .orderBy('row_sort')
      .orderBy('position')
      .execute(),
  ])
  const bySection = new Map<string, SeatRecord[]>()
  for (const seat of seats) {
    const list = bySection.get(seat.section_id) ?? []
    list.push(seat)
    bySection.set(seat.section_id, list)
  }
  const names = new Map<string, LocalizedText>(sections.map((s) => [s.section_id, s.name]))
  const order = [...sections.map((s) => s.section_id)]
  for (const id of bySection.keys()) if (!order.includes(id)) order.push(id)
  return {
    performanceId,
    sections: order
      .filter((id) => bySection.has(id))
      .map((id) => ({
        id,
        name: names.get(id) ?? { en: id, 'zh-Hans': id, 'zh-Hant': id },
        rows: rowsOf(bySection.get(id) ?? [], now),
      })),
  }
}

export async function cinemaSeatPlan(db: Kysely<DB>, showId: number, now: Date) {
  const show = await db
    .selectFrom('cinema_shows as s')
    .innerJoin('cinema_houses as h', 'h.id', 's.house_id')
    .select(['s.id', 'h.name as house'])
    .where('s.id', '=', showId)
    .executeTakeFirst()
  if (!show) throw notFound()
  const seats = await db
    .selectFrom('cinema_seats')
    .select(seatColumns)
    .where('show_id', '=', showId)
    .orderBy('row_sort')
    .orderBy('position')
    .execute()
  return { showId, house: show.house, rows: rowsOf(seats, now) }
}
