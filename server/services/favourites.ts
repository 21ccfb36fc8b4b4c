// A member's favourite events, shown as the same event cards as every list (most recently
// added first). Adding and removing are idempotent; an event that does not exist is not found.
import type { Kysely } from 'kysely'
import { notFound } from '../../domain/domainError'
import type { DB } from '../db/schema'
import { findEvents } from './catalogue/eventSummaries'

export async function listFavourites(db: Kysely<DB>, memberId: number, now: Date) {
  const rows = await db
    .selectFrom('favourites')
    .select('event_id')
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('event_id', 'desc')
    .execute()
  if (rows.length === 0) return { data: [], total: 0 }
  const order = rows.map((row) => row.event_id)
  const { data } = await findEvents(db, { phase: 'any', ids: order }, now)
  const byId = new Map(data.map((event) => [event.id, event]))
  const cards = order.flatMap((id) => byId.get(id) ?? [])
  return { data: cards, total: cards.length }
}

async function assertEventExists(db: Kysely<DB>, eventId: number) {
  const event = await db
    .selectFrom('events')
    .select('id')
    .where('id', '=', eventId)
    .executeTakeFirst()
  if (!event) throw notFound()
}

export async function addFavourite(db: Kysely<DB>, memberId: number, eventId: number, now: Date) {
  await assertEventExists(db, eventId)
  await db
    .insertInto('favourites')
    .values({ member_id: memberId, event_id: eventId, created_at: now })
    .onConflict((conflict) => conflict.columns(['member_id', 'event_id']).doNothing())
    .execute()
}

export async function removeFavourite(db: Kysely<DB>, memberId: number, eventId: number) {
  await assertEventExists(db, eventId)
  await db
    .deleteFrom('favourites')
    .where('member_id', '=', memberId)
    .where('event_id', '=', eventId)
    .execute()
}
