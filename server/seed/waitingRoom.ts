// The demo's hot sale: each performance of an event whose sale is queued gets a waiting room
// that opens minutes after the seed runs (its pre-queue already open), so a newcomer sees the
// pre-queue, the opening, admission and, on the first performance where only a few seats are
// left, selling out. A later start with nobody having joined moves the opening on again.
import { type Kysely, sql } from 'kysely'
import type { DB } from '../db/schema'
import { createRoom } from '../services/waitingRoom/rooms'
import { events } from './catalogue/events'

/** Seats the first demo performance keeps for sale: one or two buyers sell it out. */
const seatsLeft = 6

/**
 * Minutes from the seed to the opening: DEMO_HOT_SALE_MINUTES when set (the browser tests of
 * other pages put it past the pre-queue, so their home is an ordinary day's), else the event's.
 */
const openingIn = (minutes: number) => {
  const set = Number(process.env.DEMO_HOT_SALE_MINUTES)
  return process.env.DEMO_HOT_SALE_MINUTES && Number.isFinite(set) && set > 0 ? set : minutes
}

const queuedEvents = () =>
  events.flatMap((event) =>
    typeof event.sale === 'object' && 'queuedInMinutes' in event.sale
      ? [{ id: event.id, minutes: openingIn(event.sale.queuedInMinutes) }]
      : [],
  )

async function queueEvent(db: Kysely<DB>, eventId: number, opensAt: Date) {
  await db.updateTable('events').set({ on_sale_at: opensAt }).where('id', '=', eventId).execute()
  const performances = await db
    .selectFrom('performances')
    .select('id')
    .where('event_id', '=', eventId)
    .orderBy('starts_at')
    .execute()
  for (const { id } of performances) {
    await createRoom(db, {
      performanceId: id,
      opensAt,
      admissionPerMinute: 30,
      activeCap: 100,
    })
  }
  return performances.map(({ id }) => id)
}

export async function seedWaitingRooms(db: Kysely<DB>, now: Date) {
  for (const event of queuedEvents()) {
    const [first] = await queueEvent(db, event.id, new Date(+now + event.minutes * 60_000))
    if (first === undefined) continue
    await sql`
      update seats set status = 'sold'
      where performance_id = ${first} and status = 'available' and seat_id not in (
        select seat_id from seats where performance_id = ${first} and status = 'available'
        order by seat_id limit ${seatsLeft})
    `.execute(db)
    await sql`update ga_quotas set sold = capacity where performance_id = ${first}`.execute(db)
  }
}

/** On a later start: a demo room whose opening passed with nobody in it opens anew. */
export async function renewDemoWaitingRooms(db: Kysely<DB>, now: Date) {
  for (const event of queuedEvents()) {
    const { rows } = await sql<{ unused: boolean }>`
      select bool_and(r.opens_at < ${now}) and not exists (
          select 1 from waiting_room_entries e join performances p2 on p2.id = e.performance_id
          where p2.event_id = ${event.id}) as unused
      from waiting_rooms r join performances p on p.id = r.performance_id
      where p.event_id = ${event.id}
    `.execute(db)
    if (rows[0]?.unused) await queueEvent(db, event.id, new Date(+now + event.minutes * 60_000))
  }
}
