// The demo events' ticket types (migration 0021, domain/ticketTypes.ts): which concessions each
// event allows and, per price zone, at what price and quota, from the wordings the events print
// (catalogue/concessions.ts). Written for every performance by the seed, and by migration 0021
// into a database seeded before it.
import { type Kysely, sql } from 'kysely'
import { concessionOffers } from './catalogue/concessions'
import { events } from './catalogue/events'

export interface ConcessionRows {
  allowed: { event_id: number; ticket_type: string }[]
  /** per event and zone (`zone_sort`, 1 for the dearest): half price unless `fixed_cents` */
  prices: {
    event_id: number
    zone_sort: number
    ticket_type: string
    fixed_cents: number | null
    quota: number | null
  }[]
}

export function concessionRows(): ConcessionRows {
  const rows: ConcessionRows = { allowed: [], prices: [] }
  for (const event of events) {
    const offer = event.concession && concessionOffers.get(event.concession)
    if (!offer) continue
    for (const type of offer.types) rows.allowed.push({ event_id: event.id, ticket_type: type })
    event.prices.forEach((_, i) => {
      if (event.concessionZones && !event.concessionZones.includes(i)) return
      for (const type of offer.types) {
        rows.prices.push({
          event_id: event.id,
          zone_sort: i + 1,
          ticket_type: type,
          fixed_cents: offer.fixedCents ?? null,
          quota: offer.quota?.[type] ?? null,
        })
      }
    })
  }
  return rows
}

/** Writes the demo's ticket types for the events, zones and performances the database has. */
export async function insertConcessions<T>(db: Kysely<T>): Promise<void> {
  const { allowed, prices } = concessionRows()
  if (allowed.length === 0) return
  await sql`
    insert into event_ticket_types (event_id, ticket_type)
    select a.event_id, a.ticket_type
    from jsonb_to_recordset(${JSON.stringify(allowed)}::jsonb) as a (event_id int, ticket_type text)
    join events e on e.id = a.event_id
    on conflict do nothing
  `.execute(db)
  // half price rounds down to a whole dollar, as domain/ticketTypes.ts halfPriceCents
  await sql`
    insert into ticket_type_prices (performance_id, price_zone_id, ticket_type, price_cents, quota)
    select p.id, z.id, r.ticket_type,
      case when r.fixed_cents is not null then least(r.fixed_cents, z.price_cents)
        else (z.price_cents / 200) * 100 end,
      r.quota
    from jsonb_to_recordset(${JSON.stringify(prices)}::jsonb)
        as r (event_id int, zone_sort int, ticket_type text, fixed_cents int, quota int)
    join price_zones z on z.event_id = r.event_id and z.sort = r.zone_sort
    join performances p on p.event_id = r.event_id
    join event_ticket_types a on a.event_id = r.event_id and a.ticket_type = r.ticket_type
    on conflict do nothing
  `.execute(db)
}
