// The box office's performances (issue #35): an event's performances, adding and changing one
// (its time, seating, sale window and hot waiting room), and its price zones. A change that
// would touch tickets already sold or held is refused (CHANGE_BREAKS_SALES); every change is
// audited in its own transaction.
import { type Kysely, sql } from 'kysely'
import { DomainError } from '../../../domain/domainError'
import {
  type PerformanceForm,
  type PriceZonesForm,
  roomDefaults,
} from '../../../domain/forms/officePerformance'
import type { TicketType } from '../../../domain/ticketTypes'
import type { DB } from '../../db/schema'
import { hkd, hongKongTime } from '../format'
import { createRoom } from '../waitingRoom/rooms'
import { recordAudit } from './audit'

type Concession = Exclude<TicketType, 'standard'>

/** Tickets sold or held now, of the performance aliased `p`. */
const takenOf = (now: Date) => sql<number>`(case when p.seating = 'reserved' then (
    select count(*) from seats s where s.performance_id = p.id
      and (s.status = 'sold' or (s.status = 'available' and s.hold_id is not null
        and s.held_until > ${now}))
  ) else (
    select coalesce(sum(q.sold), 0) from ga_quotas q where q.performance_id = p.id
  ) + (
    select coalesce(sum(h.quantity), 0) from ga_holds h
    where h.performance_id = p.id and h.held_until > ${now}
  ) end)::int`

async function eventOf(db: Kysely<DB>, eventId: number) {
  const event = await db
    .selectFrom('events')
    .select(['id', 'title'])
    .where('id', '=', eventId)
    .executeTakeFirst()
  if (!event) throw new DomainError('NOT_FOUND')
  return event
}

async function performancesOf(db: Kysely<DB>, eventId: number, now: Date, id?: number) {
  let query = db
    .selectFrom('performances as p')
    .leftJoin('waiting_rooms as r', 'r.performance_id', 'p.id')
    .select([
      'p.id',
      'p.starts_at',
      'p.seating',
      'p.sales_open_at',
      'p.sales_close_at',
      'r.pre_queue_at',
      'r.admission_per_minute',
      'r.active_cap',
      'r.joined',
      takenOf(now).as('taken'),
    ])
    .where('p.event_id', '=', eventId)
  if (id !== undefined) query = query.where('p.id', '=', id)
  const rows = await query.orderBy('p.starts_at').orderBy('p.id').execute()
  return rows.map((row) => ({
    id: row.id,
    startsAt: hongKongTime(row.starts_at),
    seating: row.seating,
    ...(row.sales_open_at ? { salesOpenAt: hongKongTime(row.sales_open_at) } : {}),
    ...(row.sales_close_at ? { salesCloseAt: hongKongTime(row.sales_close_at) } : {}),
    hot: row.pre_queue_at !== null,
    ...(row.pre_queue_at !== null
      ? {
          room: {
            preQueueAt: hongKongTime(row.pre_queue_at),
            admissionPerMinute: row.admission_per_minute ?? roomDefaults.admissionPerMinute,
            activeCap: row.active_cap ?? roomDefaults.activeCap,
          },
        }
      : {}),
    sold: Number(row.taken),
    joined: row.joined ?? 0,
  }))
}

const shown = ({ joined: _joined, ...performance }: PerformanceRow) => performance
type PerformanceRow = Awaited<ReturnType<typeof performancesOf>>[number]

export async function listPerformances(db: Kysely<DB>, eventId: number, now: Date) {
  const event = await eventOf(db, eventId)
  const [zones, types, performances] = await Promise.all([
    db
      .selectFrom('price_zones')
      .select(['id', 'name', 'price_cents'])
      .where('event_id', '=', eventId)
      .orderBy('sort')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('event_ticket_types')
      .select('ticket_type')
      .where('event_id', '=', eventId)
      .execute(),
    performancesOf(db, eventId, now),
  ])
  return {
    eventId,
    title: event.title,
    priceZones: zones.map((z) => ({ id: z.id, name: z.name, price: hkd(z.price_cents) })),
    ticketTypes: types.map((t) => t.ticket_type as TicketType),
    data: performances.map(shown),
  }
}

async function onePerformance(db: Kysely<DB>, eventId: number, id: number, now: Date) {
  const [row] = await performancesOf(db, eventId, now, id)
  if (!row) throw new DomainError('NOT_FOUND')
  return row
}

/** Puts the performance behind its waiting room, changes the room's settings, or removes it. */
async function setRoom(
  tx: Kysely<DB>,
  performanceId: number,
  form: PerformanceForm,
  had: PerformanceRow | undefined,
) {
  if (!form.hot) {
    if (had?.hot) {
      if (had.joined > 0) throw new DomainError('CHANGE_BREAKS_SALES')
      await tx.deleteFrom('waiting_rooms').where('performance_id', '=', performanceId).execute()
    }
    return
  }
  const opensAt = new Date(form.salesOpenAt as string)
  const preQueueAt = form.preQueueAt
    ? new Date(form.preQueueAt)
    : new Date(+opensAt - roomDefaults.preQueueMinutes * 60_000)
  const admissionPerMinute = form.admissionPerMinute ?? roomDefaults.admissionPerMinute
  const activeCap = form.activeCap ?? roomDefaults.activeCap
  if (had?.hot) {
    await tx
      .updateTable('waiting_rooms')
      .set({
        opens_at: opensAt,
        pre_queue_at: preQueueAt,
        admission_per_minute: admissionPerMinute,
        rate_per_minute: admissionPerMinute,
        active_cap: activeCap,
      })
      .where('performance_id', '=', performanceId)
      .execute()
  } else {
    await createRoom(tx, { performanceId, opensAt, preQueueAt, admissionPerMinute, activeCap })
  }
}

const times = (form: PerformanceForm) => ({
  starts_at: new Date(form.startsAt),
  seating: form.seating,
  sales_open_at: form.salesOpenAt ? new Date(form.salesOpenAt) : null,
  sales_close_at: form.salesCloseAt ? new Date(form.salesCloseAt) : null,
})

export async function createPerformance(
  db: Kysely<DB>,
  staffId: number,
  eventId: number,
  form: PerformanceForm,
  now: Date,
) {
  await eventOf(db, eventId)
  return db.transaction().execute(async (tx) => {
    // the catalogue's ids are given, not drawn: the next after the highest
    const { next } = await tx
      .selectFrom('performances')
      .select(sql<number>`coalesce(max(id), 0) + 1`.as('next'))
      .executeTakeFirstOrThrow()
    const id = Number(next)
    await tx
      .insertInto('performances')
      .values({ id, event_id: eventId, ...times(form) })
      .execute()
    await setRoom(tx, id, form, undefined)
    const after = shown(await onePerformance(tx, eventId, id, now))
    await recordAudit(tx, {
      staffId,
      action: 'createOfficePerformance',
      target: `performance:${id}`,
      before: null,
      after,
      at: now,
    })
    return after
  })
}

export async function updatePerformance(
  db: Kysely<DB>,
  staffId: number,
  eventId: number,
  id: number,
  form: PerformanceForm,
  now: Date,
) {
  return db.transaction().execute(async (tx) => {
    await sql`select 1 from performances where id = ${id} for update`.execute(tx)
    const had = await onePerformance(tx, eventId, id, now)
    if (had.seating !== form.seating && (had.sold > 0 || (await everSold(tx, id)))) {
      throw new DomainError('CHANGE_BREAKS_SALES')
    }
    await tx.updateTable('performances').set(times(form)).where('id', '=', id).execute()
    await setRoom(tx, id, form, had)
    const after = shown(await onePerformance(tx, eventId, id, now))
    await recordAudit(tx, {
      staffId,
      action: 'updateOfficePerformance',
      target: `performance:${id}`,
      before: shown(had),
      after,
      at: now,
    })
    return after
  })
}

/** Whether any ticket of the performance was ever sold (refunded or not). */
async function everSold(db: Kysely<DB>, id: number) {
  const row = await db
    .selectFrom('transaction_seats')
    .select('txn_no')
    .where('performance_id', '=', id)
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}

export async function priceZonesOf(db: Kysely<DB>, eventId: number, id: number, now: Date) {
  const performance = await db
    .selectFrom('performances')
    .select(['id', 'seating'])
    .where('id', '=', id)
    .where('event_id', '=', eventId)
    .executeTakeFirst()
  if (!performance) throw new DomainError('NOT_FOUND')
  const { rows } = await sql<{
    id: number
    name: { en: string; 'zh-Hans': string; 'zh-Hant': string }
    price_cents: number
    quota: number | null
    seats: number
    taken: number
    types: { t: Concession; c: number; s: number }[]
  }>`
    select z.id, z.name, z.price_cents, q.capacity as quota,
      (select count(*)::int from seats s where s.performance_id = ${id} and s.price_zone_id = z.id)
        as seats,
      (case when ${performance.seating} = 'reserved' then (
        select count(*) from seats s where s.performance_id = ${id} and s.price_zone_id = z.id
          and (s.status = 'sold' or (s.status = 'available' and s.hold_id is not null
            and s.held_until > ${now}))
      ) else coalesce(q.sold, 0) + (
        select coalesce(sum(h.quantity), 0) from ga_holds h
        where h.performance_id = ${id} and h.price_zone_id = z.id and h.held_until > ${now}
      ) end)::int as taken,
      (select coalesce(json_agg(json_build_object('t', t.ticket_type, 'c', t.price_cents,
          's', t.sold + (
            select count(*) from seats s where s.performance_id = ${id}
              and s.price_zone_id = z.id and s.ticket_type = t.ticket_type
              and s.status = 'available' and s.hold_id is not null and s.held_until > ${now}
          ) + (
            select coalesce(sum(h.quantity), 0) from ga_holds h where h.performance_id = ${id}
              and h.price_zone_id = z.id and h.ticket_type = t.ticket_type
              and h.held_until > ${now}
          )) order by t.ticket_type), '[]')
        from ticket_type_prices t where t.performance_id = ${id} and t.price_zone_id = z.id)
        as types
    from price_zones z
    left join ga_quotas q on q.performance_id = ${id} and q.price_zone_id = z.id
    where z.event_id = ${eventId}
      and (q.price_zone_id is not null
        or exists (select 1 from seats s where s.performance_id = ${id} and s.price_zone_id = z.id)
        or exists (select 1 from ticket_type_prices t
          where t.performance_id = ${id} and t.price_zone_id = z.id))
    order by z.sort, z.id
  `.execute(db)
  return {
    performanceId: id,
    seating: performance.seating,
    zones: rows.map((row) => ({
      priceZoneId: row.id,
      name: row.name,
      price: hkd(row.price_cents),
      ...(performance.seating === 'generalAdmission' && row.quota !== null
        ? { quota: row.quota }
        : {}),
      ...(performance.seating === 'reserved' ? { seats: Number(row.seats) } : {}),
      sold: Number(row.taken),
      ticketTypePrices: (typeof row.types === 'string' ? JSON.parse(row.types) : row.types).map(
        (t: { t: Concession; c: number; s: number }) => ({
          ticketType: t.t,
          price: hkd(t.c),
          sold: Number(t.s),
        }),
      ),
    })),
  }
}

const cents = (price: number) => Math.round(price * 100)

export async function setPriceZones(
  db: Kysely<DB>,
  staffId: number,
  eventId: number,
  id: number,
  form: PriceZonesForm,
  now: Date,
  /** the messages of a general-admission zone without its quota, and of a zone or type not the event's */
  messages: { quotaNeeded: string; invalid: string },
) {
  return db.transaction().execute(async (tx) => {
    await sql`select 1 from performances where id = ${id} for update`.execute(tx)
    const before = await priceZonesOf(tx, eventId, id, now)
    const ga = before.seating === 'generalAdmission'
    const eventZones = new Set(
      (
        await tx.selectFrom('price_zones').select('id').where('event_id', '=', eventId).execute()
      ).map((z) => z.id),
    )
    const allowed = new Set(
      (
        await tx
          .selectFrom('event_ticket_types')
          .select('ticket_type')
          .where('event_id', '=', eventId)
          .execute()
      ).map((t) => t.ticket_type as string),
    )
    const fields: Record<string, string> = {}
    form.zones.forEach((zone, i) => {
      if (!eventZones.has(zone.priceZoneId)) fields[`zones.${i}.priceZoneId`] = messages.invalid
      if (ga && zone.quota === undefined) fields[`zones.${i}.quota`] = messages.quotaNeeded
      zone.ticketTypePrices.forEach((t, j) => {
        if (!allowed.has(t.ticketType))
          fields[`zones.${i}.ticketTypePrices.${j}.ticketType`] = messages.invalid
      })
    })
    if (Object.keys(fields).length > 0)
      throw new DomainError('VALIDATION_FAILED', undefined, fields)
    // what is sold or held may not lose its zone, its ticket type or its places
    for (const had of before.zones) {
      const wanted = form.zones.find((z) => z.priceZoneId === had.priceZoneId)
      if (!wanted) {
        if (had.sold > 0 || (ga ? false : (had.seats ?? 0) > 0)) {
          throw new DomainError('CHANGE_BREAKS_SALES')
        }
        continue
      }
      if (ga && (wanted.quota ?? 0) < had.sold) throw new DomainError('CHANGE_BREAKS_SALES')
      for (const type of had.ticketTypePrices) {
        const kept = wanted.ticketTypePrices.some((t) => t.ticketType === type.ticketType)
        if (!kept && type.sold > 0) throw new DomainError('CHANGE_BREAKS_SALES')
      }
    }
    for (const zone of form.zones) {
      await tx
        .updateTable('price_zones')
        .set({ price_cents: cents(zone.price) })
        .where('id', '=', zone.priceZoneId)
        .execute()
      if (ga) {
        await tx
          .insertInto('ga_quotas')
          .values({
            performance_id: id,
            price_zone_id: zone.priceZoneId,
            capacity: zone.quota ?? 0,
          })
          .onConflict((oc) =>
            oc
              .columns(['performance_id', 'price_zone_id'])
              .doUpdateSet({ capacity: zone.quota ?? 0 }),
          )
          .execute()
      }
      await tx
        .deleteFrom('ticket_type_prices')
        .where('performance_id', '=', id)
        .where('price_zone_id', '=', zone.priceZoneId)
        .where(
          'ticket_type',
          'not in',
          zone.ticketTypePrices.length > 0
            ? zone.ticketTypePrices.map((t) => t.ticketType)
            : ['__none__' as Concession],
        )
        .execute()
      for (const t of zone.ticketTypePrices) {
        await tx
          .insertInto('ticket_type_prices')
          .values({
            performance_id: id,
            price_zone_id: zone.priceZoneId,
            ticket_type: t.ticketType,
            price_cents: cents(t.price),
          })
          .onConflict((oc) =>
            oc
              .columns(['performance_id', 'price_zone_id', 'ticket_type'])
              .doUpdateSet({ price_cents: cents(t.price) }),
          )
          .execute()
      }
    }
    // zones left out (nothing sold in them, checked above)
    const keep = form.zones.map((z) => z.priceZoneId)
    for (const had of before.zones) {
      if (keep.includes(had.priceZoneId)) continue
      await tx
        .deleteFrom('ticket_type_prices')
        .where('performance_id', '=', id)
        .where('price_zone_id', '=', had.priceZoneId)
        .execute()
      if (ga) {
        await tx
          .deleteFrom('ga_quotas')
          .where('performance_id', '=', id)
          .where('price_zone_id', '=', had.priceZoneId)
          .execute()
      }
    }
    const after = await priceZonesOf(tx, eventId, id, now)
    await recordAudit(tx, {
      staffId,
      action: 'setOfficePriceZones',
      target: `performance:${id}`,
      before,
      after,
      at: now,
    })
    return after
  })
}
