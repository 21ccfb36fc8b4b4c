// Seat plans with live availability: a performance's sections, rows and seats, and a cinema
// show's rows. A seat under a hold that has not expired shows as held; an expired hold counts
// for nothing.
import { type Kysely, sql } from 'kysely'
import type { components } from '../../../app/api/schema.gen'
import type { DB } from '../../db/schema'
import { notFound } from '../../http/apiError'
import { JsonText } from '../../http/jsonText'
import { seatStatus } from '../selling/seatRule'

type Seat = components['schemas']['Seat']
type SeatRow = components['schemas']['SeatRow']
type SeatPlan = components['schemas']['SeatPlan']

interface SeatRecord {
  row_name: string
  seat_id: string
  seat_number: string
  status: 'available' | 'sold' | 'blocked'
  held_until: Date | null
  aisle_before: boolean
  wheelchair: boolean
}

function seatOf(record: SeatRecord, now: Date): Seat {
  return {
    id: record.seat_id,
    number: record.seat_number,
    status: seatStatus(record, now),
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
  'held_until',
  'aisle_before',
  'wheelchair',
] as const

/**
 * A performance's seat plan as JSON text built by PostgreSQL in one statement: sections in the
 * venue's order (any section the venue does not list after them, named by its id), rows in row
 * order, seats left to right; a seat is held by the seat rule's SQL copy (`seat_status`,
 * migration 0013). Read on every reserved buyer's first request; building a thousand seat
 * objects in Node and serialising them cost more than the database's json_agg (issue #12).
 */
export async function performanceSeatPlan(
  db: Kysely<DB>,
  performanceId: number,
  now: Date,
): Promise<JsonText<SeatPlan>> {
  const { rows } = await sql<{ seating: string; plan: string | null }>`
    with performance as (
      select p.id, p.seating, e.venue_id from performances p
      join events e on e.id = p.event_id where p.id = ${performanceId}
    ),
    seat as (
      select s.section_id, s.row_sort, s.row_name, s.position,
        json_strip_nulls(json_build_object(
          'id', s.seat_id,
          'number', s.seat_number,
          'status', seat_status(s.status, s.held_until, ${now}::timestamptz),
          'priceZoneId', s.price_zone_id,
          'wheelchair', case when s.wheelchair then true end,
          'aisleBefore', case when s.aisle_before then true end
        )) as seat
      from seats s
      where s.performance_id = ${performanceId}
        and (select seating from performance) = 'reserved'
    ),
    seat_row as (
      select section_id, row_sort, row_name, json_agg(seat order by position) as seats
      from seat group by section_id, row_sort, row_name
    ),
    section as (
      select section_id,
        json_agg(json_build_object('name', row_name, 'seats', seats) order by row_sort, row_name)
          as rows
      from seat_row group by section_id
    )
    select p.seating, json_build_object(
      'performanceId', p.id,
      'sections', coalesce((
        select json_agg(json_build_object(
          'id', x.section_id,
          'name', coalesce(v.name::json, json_build_object(
            'en', x.section_id, 'zh-Hans', x.section_id, 'zh-Hant', x.section_id)),
          'rows', x.rows
        ) order by v.sort nulls last, x.section_id)
        from section x
        left join venue_sections v on v.venue_id = p.venue_id and v.section_id = x.section_id
      ), '[]')
    )::text as plan
    from performance p
  `.execute(db)
  const [found] = rows
  // general admission has no seats to choose
  if (found?.seating !== 'reserved' || !found.plan) throw notFound()
  return new JsonText(found.plan)
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
