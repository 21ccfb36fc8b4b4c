// What the demo members can have bought: the performances of the last eight months and the
// coming ones, read from whatever the catalogue seed wrote (no ids known in advance), with the
// seats still free and the general-admission quotas.
import { type Kysely, sql } from 'kysely'
import type { DB, LocalizedText } from '../../db/schema'

export interface Zone {
  id: number
  name: LocalizedText
  priceCents: number
}

export interface Performance {
  id: number
  startsAt: Date
  seating: 'reserved' | 'generalAdmission'
  eventId: number
  title: LocalizedText
  venue: LocalizedText
  onSaleAt: Date | null
  maxTickets: number
  serviceFeeCents: number
  handlingFeeCents: number
  /** Zones with something left to sell, cheapest first. */
  zones: Zone[]
  /** The venue's names of its seating sections, by section id. */
  sections: Map<string, LocalizedText>
}

export interface FreeSeat {
  performanceId: number
  seatId: string
  section: string
  row: string
  seat: string
  position: number
  aisleBefore: boolean
  zoneId: number
}

export interface Quota {
  performanceId: number
  zoneId: number
  capacity: number
  sold: number
}

export interface Catalogue {
  performances: Performance[]
  /** Free seats in plan order: performance, section, row, position. */
  seats: FreeSeat[]
  quotas: Quota[]
  /** Every event id, for favourites. */
  eventIds: number[]
  /** Point packages (points, price), smallest first. */
  packages: { points: number; priceCents: number }[]
}

// ASCII unit and record separators: never part of a seat id
const unit = '\u001f'
const record = '\u001e'

/** Loads performances starting after `since` (the oldest purchase must precede its show). */
export async function loadCatalogue(db: Kysely<DB>, since: Date): Promise<Catalogue> {
  const [rows, zones, seats, quotas, events, packages, sections] = await Promise.all([
    db
      .selectFrom('performances as p')
      .innerJoin('events as e', 'e.id', 'p.event_id')
      .innerJoin('venues as v', 'v.id', 'e.venue_id')
      .select([
        'p.id',
        'p.starts_at',
        'p.seating',
        'p.event_id',
        'e.title',
        'v.name as venue',
        'e.on_sale_at',
        'e.max_tickets_per_transaction',
        'e.service_fee_cents',
        'e.handling_fee_cents',
        'e.venue_id',
      ])
      .where('p.starts_at', '>', since)
      .where('p.on_sale', '=', true)
      .orderBy('p.starts_at')
      .orderBy('p.id')
      .execute(),
    db
      .selectFrom('price_zones')
      .select(['id', 'event_id', 'name', 'price_cents'])
      .orderBy('event_id')
      .orderBy('price_cents')
      .orderBy('id')
      .execute(),
    // one row per seat row, its free seats packed in one string: tens of thousands of seats
    // cross from PGlite far faster as a few thousand strings than as rows
    db
      .selectFrom('seats as s')
      .innerJoin('performances as p', 'p.id', 's.performance_id')
      .select([
        's.performance_id',
        's.section_id',
        's.row_name',
        sql<string>`string_agg(concat_ws(${unit}, s.seat_id, s.seat_number, s.position,
          s.aisle_before::int, s.price_zone_id), ${record} order by s.position)`.as('seats'),
      ])
      .where('p.starts_at', '>', since)
      .where('s.status', '=', 'available')
      .where('s.hold_id', 'is', null)
      .groupBy(['s.performance_id', 's.section_id', 's.row_sort', 's.row_name'])
      .orderBy('s.performance_id')
      .orderBy('s.section_id')
      .orderBy('s.row_sort')
      .orderBy('s.row_name')
      .execute(),
    db
      .selectFrom('ga_quotas as q')
      .innerJoin('performances as p', 'p.id', 'q.performance_id')
      .select(['q.performance_id', 'q.price_zone_id', 'q.capacity', 'q.sold'])
      .where('p.starts_at', '>', since)
      .orderBy('q.performance_id')
      .orderBy('q.price_zone_id')
      .execute(),
    db.selectFrom('events').select('id').orderBy('id').execute(),
    db.selectFrom('point_packages').select(['points', 'price_cents']).orderBy('points').execute(),
    db.selectFrom('venue_sections').select(['venue_id', 'section_id', 'name']).execute(),
  ])

  const free: FreeSeat[] = seats.flatMap((row) =>
    row.seats.split(record).map((packed) => {
      const [seatId, seat, position, aisle, zone] = packed.split(unit) as [
        string,
        string,
        string,
        string,
        string,
      ]
      return {
        performanceId: row.performance_id,
        seatId,
        section: row.section_id,
        row: row.row_name,
        seat,
        position: Number(position),
        aisleBefore: aisle === '1',
        zoneId: Number(zone),
      }
    }),
  )
  // a zone is offered where it still has a free seat or quota left
  const open = new Set<string>()
  for (const seat of free) open.add(`${seat.performanceId}|${seat.zoneId}`)
  for (const quota of quotas) {
    if (quota.sold < quota.capacity) open.add(`${quota.performance_id}|${quota.price_zone_id}`)
  }
  const sectionsOf = new Map<string, Map<string, LocalizedText>>()
  for (const section of sections) {
    const names = sectionsOf.get(section.venue_id) ?? new Map<string, LocalizedText>()
    names.set(section.section_id, section.name)
    sectionsOf.set(section.venue_id, names)
  }
  const zonesOf = new Map<number, Zone[]>()
  for (const zone of zones) {
    const list = zonesOf.get(zone.event_id) ?? []
    list.push({ id: zone.id, name: zone.name, priceCents: zone.price_cents })
    zonesOf.set(zone.event_id, list)
  }

  const performances = rows
    .map((row) => ({
      id: row.id,
      startsAt: new Date(row.starts_at),
      seating: row.seating,
      eventId: row.event_id,
      title: row.title,
      venue: row.venue,
      onSaleAt: row.on_sale_at ? new Date(row.on_sale_at) : null,
      maxTickets: row.max_tickets_per_transaction,
      serviceFeeCents: row.service_fee_cents,
      handlingFeeCents: row.handling_fee_cents,
      zones: (zonesOf.get(row.event_id) ?? []).filter((zone) => open.has(`${row.id}|${zone.id}`)),
      sections: sectionsOf.get(row.venue_id) ?? new Map<string, LocalizedText>(),
    }))
    .filter((performance) => performance.zones.length > 0)

  return {
    performances,
    seats: free,
    quotas: quotas.map((quota) => ({
      performanceId: quota.performance_id,
      zoneId: quota.price_zone_id,
      capacity: quota.capacity,
      sold: quota.sold,
    })),
    eventIds: events.map((event) => event.id),
    packages: packages.map((p) => ({ points: p.points, priceCents: p.price_cents })),
  }
}
