// A reserved seat plan in two parts: its layout (sections, rows, seats and their places, which a
// sale never changes) kept by the process, and the seats' availability, read on every plan load.
// Building the whole plan's JSON in PostgreSQL on every load is the dearest part, and a hot
// on-sale loads a performance's plan many times a second per process; the availability alone is
// one scan of the performance's seats returning only the seats not available, a fraction of
// that, and filling it into the kept layout is string joins.
import { randomBytes } from 'node:crypto'
import { type Kysely, sql } from 'kysely'
import type { components } from '../../../contract/schema.gen'
import { notFound } from '../../../domain/domainError'
import type { DB } from '../../db/schema'
import { createSeatPlanCache, type SeatPlanCache } from './seatPlanCache'

type SeatStatus = components['schemas']['Seat']['status']
type SeatPlan = components['schemas']['SeatPlan']

/** The plan's JSON cut where each seat's status goes: `pieces[k]` comes before seat k's. */
interface Layout {
  pieces: string[]
  /** seat id → its place in the text */
  placeOf: Map<string, number>
}

/**
 * How long a kept layout is used. Seats are placed once, by the seed; a renamed venue section
 * (its name is in the layout) shows within this time.
 */
export const layoutKeptMs = 60_000

// per database: tests run several servers, on different databases, in one process
const layoutsByDb = new WeakMap<Kysely<DB>, SeatPlanCache>()

/**
 * The layout as PostgreSQL builds the whole plan (sections in the venue's order, any section the
 * venue does not list after them named by its id, rows in row order, seats left to right), with
 * a marker no seat's text can hold in place of each status, cut at the markers.
 */
async function readLayout(db: Kysely<DB>, performanceId: number): Promise<Layout> {
  const marker = `status-${randomBytes(12).toString('hex')}`
  const { rows } = await sql<{ seating: string; plan: string | null }>`
    with performance as (
      select p.id, p.seating, e.venue_id from performances p
      join events e on e.id = p.event_id
      -- a draft's performances are the box office's alone (migration 0022)
      where p.id = ${performanceId} and e.status = 'published'
    ),
    seat as (
      select s.section_id, s.row_sort, s.row_name, s.position,
        json_strip_nulls(json_build_object(
          'id', s.seat_id,
          'number', s.seat_number,
          'status', ${marker}::text,
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
  const plan = JSON.parse(found.plan) as SeatPlan
  const ids = plan.sections.flatMap((section) =>
    section.rows.flatMap((row) => row.seats.map((seat) => seat.id)),
  )
  const pieces = found.plan.split(JSON.stringify(marker))
  if (pieces.length !== ids.length + 1) throw new Error('a seat plan layout lost its markers')
  return { pieces, placeOf: new Map(ids.map((id, place) => [id, place])) }
}

/** This process's kept layouts of `db`, by performance (the plans' keeping, for longer). */
function layoutsOf(db: Kysely<DB>): SeatPlanCache {
  let layouts = layoutsByDb.get(db)
  if (!layouts) {
    layouts = createSeatPlanCache(layoutKeptMs)
    layoutsByDb.set(db, layouts)
  }
  return layouts
}

/**
 * The seats of a performance that are not available (held, sold, blocked; an expired hold
 * counts for nothing, by the seat rule's SQL copy `seat_status`), and how many seats it has.
 */
async function unavailableSeats(db: Kysely<DB>, performanceId: number, now: Date) {
  const { rows } = await sql<{ seats: number; ids: string[] | null; statuses: string[] | null }>`
    select count(*)::int as seats,
      array_agg(s.seat_id) filter (where t.status <> 'available') as ids,
      array_agg(t.status) filter (where t.status <> 'available') as statuses
    from seats s, lateral (select seat_status(s.status, s.held_until, ${now}::timestamptz) as status) t
    where s.performance_id = ${performanceId}
  `.execute(db)
  const [found] = rows
  return {
    seats: found?.seats ?? 0,
    ids: found?.ids ?? [],
    statuses: (found?.statuses ?? []) as SeatStatus[],
  }
}

/** The plan's text from a layout and the seats not available, or undefined when they disagree. */
function fill(layout: Layout, seats: Awaited<ReturnType<typeof unavailableSeats>>) {
  const { pieces, placeOf } = layout
  if (seats.seats !== placeOf.size) return undefined
  const statuses: SeatStatus[] = new Array(placeOf.size).fill('available')
  for (let k = 0; k < seats.ids.length; k++) {
    const place = placeOf.get(seats.ids[k] as string)
    if (place === undefined) return undefined
    statuses[place] = seats.statuses[k] as SeatStatus
  }
  let text = pieces[0] as string
  for (let place = 0; place < statuses.length; place++) {
    text += `"${statuses[place]}"${pieces[place + 1]}`
  }
  return text
}

/**
 * A performance's seat plan as JSON text: the kept layout with the seats' availability now. A
 * layout whose seats no longer match the performance's (seeded again) is read again.
 */
export async function seatPlanText(
  db: Kysely<DB>,
  performanceId: number,
  now: Date,
): Promise<string> {
  const layouts = layoutsOf(db)
  const layout = () => layouts.get(performanceId, now, () => readLayout(db, performanceId))
  const [kept, seats] = await Promise.all([layout(), unavailableSeats(db, performanceId, now)])
  const text = fill(kept, seats)
  if (text !== undefined) return text
  layouts.changed(performanceId)
  const again = fill(await layout(), seats)
  if (again === undefined) throw new Error('a seat plan changed while it was read')
  return again
}
