// Seat plans with live availability: a performance's sections, rows and seats, and a cinema
// show's rows. A seat under a hold that has not expired shows as held; an expired hold counts
// for nothing.
import type { Kysely } from 'kysely'
import type { components } from '../../../contract/schema.gen'
import { notFound } from '../../../domain/domainError'
import { JsonText } from '../../contract/jsonText'
import type { DB } from '../../db/schema'
import { seatStatus } from '../selling/seatRule'
import { seatPlanText } from './seatPlanLayout'

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
 * A performance's seat plan as JSON text: sections in the venue's order, rows in row order, seats
 * left to right, each held, sold, blocked or available now. Read on every reserved buyer's first
 * request; its layout is kept by the process and only the availability read (seatPlanLayout.ts).
 */
export async function performanceSeatPlan(
  db: Kysely<DB>,
  performanceId: number,
  now: Date,
): Promise<JsonText<SeatPlan>> {
  return new JsonText(await seatPlanText(db, performanceId, now))
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
