// Live event holds as the contract shows them (`Hold`): the event, performance, venue, each
// ticket with its seat (reserved) or only its price zone (general admission), the subtotal and
// when the hold lapses. The basket is the member's live holds.
import type { Kysely } from 'kysely'
import type { components } from '../../../app/api/schema.gen'
import type { DB } from '../../db/schema'
import { hkd, hongKongTime } from '../format'

type Hold = components['schemas']['Hold']
type HeldTicket = components['schemas']['HeldTicket']

/** The live event holds among `holdIds` (all of the member's when omitted), oldest first. */
export async function holdViews(
  db: Kysely<DB>,
  filter: { memberId: number; holdIds?: readonly string[] },
  now: Date,
): Promise<Hold[]> {
  if (filter.holdIds?.length === 0) return []
  const holds = await db
    .selectFrom('holds as h')
    .innerJoin('performances as p', 'p.id', 'h.performance_id')
    .innerJoin('events as e', 'e.id', 'p.event_id')
    .innerJoin('venues as v', 'v.id', 'e.venue_id')
    .select([
      'h.id',
      'h.performance_id',
      'h.expires_at',
      'e.title',
      'p.starts_at',
      'v.id as venue_id',
      'v.name as venue_name',
    ])
    .where('h.member_id', '=', filter.memberId)
    .where('h.status', '=', 'held')
    .where('h.expires_at', '>', now)
    .$if(filter.holdIds !== undefined, (q) => q.where('h.id', 'in', filter.holdIds ?? []))
    .orderBy('h.created_at')
    .orderBy('h.id')
    .execute()
  if (holds.length === 0) return []
  const ids = holds.map((hold) => hold.id)
  const [seats, quantities] = await Promise.all([
    db
      .selectFrom('seats as s')
      .innerJoin('price_zones as z', 'z.id', 's.price_zone_id')
      .select([
        's.hold_id',
        's.seat_id',
        's.section_id',
        's.row_name',
        's.seat_number',
        'z.name',
        'z.price_cents',
      ])
      .where('s.hold_id', 'in', ids)
      .where('s.status', '=', 'available')
      .orderBy('s.section_id')
      .orderBy('s.row_sort')
      .orderBy('s.position')
      .execute(),
    db
      .selectFrom('ga_holds as g')
      .innerJoin('price_zones as z', 'z.id', 'g.price_zone_id')
      .select(['g.hold_id', 'g.quantity', 'z.name', 'z.price_cents'])
      .where('g.hold_id', 'in', ids)
      .orderBy('z.sort')
      .orderBy('z.id')
      .execute(),
  ])
  return holds.map((hold) => {
    const tickets: HeldTicket[] = [
      ...seats
        .filter((seat) => seat.hold_id === hold.id)
        .map((seat) => ({
          seatId: seat.seat_id,
          section: seat.section_id,
          row: seat.row_name,
          seat: seat.seat_number,
          priceZone: seat.name,
          price: hkd(seat.price_cents),
        })),
      ...quantities
        .filter((zone) => zone.hold_id === hold.id)
        .flatMap((zone) =>
          Array.from({ length: zone.quantity }, () => ({
            priceZone: zone.name,
            price: hkd(zone.price_cents),
          })),
        ),
    ]
    const subtotalCents =
      seats.filter((s) => s.hold_id === hold.id).reduce((sum, s) => sum + s.price_cents, 0) +
      quantities
        .filter((z) => z.hold_id === hold.id)
        .reduce((sum, z) => sum + z.price_cents * z.quantity, 0)
    return {
      id: hold.id,
      performanceId: hold.performance_id as number,
      event: hold.title,
      performanceStartsAt: hongKongTime(hold.starts_at),
      venue: { id: hold.venue_id, name: hold.venue_name },
      tickets,
      subtotal: hkd(subtotalCents),
      expiresAt: hongKongTime(hold.expires_at),
    }
  })
}
