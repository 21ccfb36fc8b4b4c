// One event with everything its page shows: the card, the description, every performance with
// its status and price zones, the zones' prices and the fees.
import { type Kysely, sql } from 'kysely'
import type { components } from '../../../contract/schema.gen'
import { notFound } from '../../../domain/domainError'
import type { TicketType } from '../../../domain/ticketTypes'
import type { DB } from '../../db/schema'
import { hkd, hongKongTime } from '../format'
import { limitedShare, ticketsInAll, ticketsLeft } from './availability'
import { findEvents } from './eventSummaries'

type EventDetail = components['schemas']['EventDetail']
type Performance = components['schemas']['Performance']

function performanceStatus(
  row: {
    starts_at: Date
    on_sale: boolean
    left: number
    in_all: number
    sales_open_at: Date | null
    sales_close_at: Date | null
  },
  event: { on_sale_at: Date | null; sold_out: boolean },
  now: Date,
): Performance['status'] {
  // the performance's own sale window (office, migration 0025), else the event's opening
  const opensAt = row.sales_open_at ?? event.on_sale_at
  const notYet = opensAt !== null && +new Date(opensAt) > +now
  const closed = row.sales_close_at !== null && +new Date(row.sales_close_at) <= +now
  if (!row.on_sale || notYet || closed || +row.starts_at <= +now) return 'notOnSale'
  if (event.sold_out || row.left <= 0) return 'soldOut'
  if (row.left < row.in_all * limitedShare) return 'limited'
  return 'available'
}

export async function eventDetail(db: Kysely<DB>, eventId: number, now: Date) {
  const [summary] = (await findEvents(db, { phase: 'any', ids: [eventId] }, now)).data
  const event = await db
    .selectFrom('events')
    .select([
      'description',
      'seat_plan_image_url',
      'max_tickets_per_transaction',
      'service_fee_cents',
      'handling_fee_cents',
      'on_sale_at',
      'sold_out',
    ])
    .where('id', '=', eventId)
    .executeTakeFirst()
  if (!summary || !event) throw notFound()

  const [zones, performances] = await Promise.all([
    db
      .selectFrom('price_zones')
      .select(['id', 'name', 'price_cents', 'concession'])
      .where('event_id', '=', eventId)
      .orderBy('sort')
      .orderBy('id')
      .execute(),
    sql<{
      id: number
      starts_at: Date
      seating: 'reserved' | 'generalAdmission'
      on_sale: boolean
      sales_open_at: Date | null
      sales_close_at: Date | null
      left: number
      in_all: number
      zone_ids: number[]
      type_prices: { z: number; t: TicketType; c: number; q: number | null }[]
    }>`
      select p.id, p.starts_at, p.seating, p.on_sale, p.sales_open_at, p.sales_close_at,
        ${ticketsLeft(now)} as left, ${ticketsInAll} as in_all,
        array(
          select distinct z from (
            select s.price_zone_id as z from seats s where s.performance_id = p.id
            union select q.price_zone_id from ga_quotas q where q.performance_id = p.id
          ) zones order by z
        ) as zone_ids,
        -- the concessions it sells: allowed by the event, priced in the zone
        (select coalesce(json_agg(json_build_object('z', t.price_zone_id, 't', t.ticket_type,
            'c', t.price_cents, 'q', t.quota) order by t.price_zone_id, t.ticket_type), '[]')
          from ticket_type_prices t
          join event_ticket_types a on a.event_id = p.event_id and a.ticket_type = t.ticket_type
          where t.performance_id = p.id) as type_prices
      from performances p
      where p.event_id = ${eventId}
      order by p.starts_at, p.id
    `.execute(db),
  ])
  const detail: EventDetail = {
    ...summary,
    description: event.description,
    performances: performances.rows.map((row) => ({
      id: row.id,
      startsAt: hongKongTime(row.starts_at),
      seating: row.seating,
      status: performanceStatus(row, event, now),
      priceZoneIds: row.zone_ids.map(Number),
      ...(row.type_prices.length > 0
        ? {
            ticketTypePrices: row.type_prices.map((price) => ({
              priceZoneId: price.z,
              ticketType: price.t,
              price: hkd(price.c),
              ...(price.q === null ? {} : { quota: price.q }),
            })),
          }
        : {}),
    })),
    priceZones: zones.map((zone) => ({
      id: zone.id,
      name: zone.name,
      price: hkd(zone.price_cents),
      ...(zone.concession ? { concession: zone.concession } : {}),
    })),
    seatPlanImageUrl: event.seat_plan_image_url,
    maxTicketsPerTransaction: event.max_tickets_per_transaction,
    fees: {
      servicePerTicket: hkd(event.service_fee_cents),
      handlingPerTransaction: hkd(event.handling_fee_cents),
    },
  }
  return detail
}
