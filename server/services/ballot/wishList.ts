// The member's wish list (the ballot's entries): listed in their order of preference; a wish is
// added, moved, cancelled or restored while its performance's ballot is open (not closed, not
// drawn), and a won wish not paid yet can be cancelled after, giving its seats back. What each
// status allows is domain/wishListStatus.ts. Changes take the member's row lock (as the points
// ledger does), so two requests at once cannot both pass the 4-ticket limit or number the list
// twice.
import type { Kysely } from 'kysely'
import type { components } from '../../../contract/schema.gen'
import { countsTowardWishLimit, isBallotOpen } from '../../../domain/ballot'
import {
  deliveryRegionOfCountry,
  deliveryTerms,
  isDeliveryAvailable,
} from '../../../domain/delivery'
import { DomainError } from '../../../domain/domainError'
import { wishListMaxTickets, wishListTicketsLeft } from '../../../domain/wishList'
import { type WishListAction, wishListAllows } from '../../../domain/wishListStatus'
import type { DB } from '../../db/schema'
import { lockMember } from '../points/ledger'
import { freePlaces } from '../selling/holdRelease'
import { wishResults } from './texts'
import { type WishRow, wishRows, wishView } from './wishView'

type WishList = components['schemas']['WishList']
type WishListEntry = components['schemas']['WishListEntry']
type WishListCreate = components['schemas']['WishListCreate']

export async function listWishes(db: Kysely<DB>, memberId: number): Promise<WishList> {
  const rows = await wishRows(db)
    .where('w.member_id', '=', memberId)
    .orderBy('w.sequence')
    .orderBy('w.id')
    .execute()
  return { data: rows.map(wishView), ticketLimit: wishListMaxTickets }
}

async function wishOf(db: Kysely<DB>, memberId: number, id: number) {
  const wish = await wishRows(db)
    .where('w.id', '=', id)
    .where('w.member_id', '=', memberId)
    .executeTakeFirst()
  if (!wish) throw new DomainError('NOT_FOUND')
  return wish
}

export async function wishEntry(
  db: Kysely<DB>,
  memberId: number,
  id: number,
): Promise<WishListEntry> {
  return wishView(await wishOf(db, memberId, id))
}

/** Tickets the member's wishes for shows still to come already ask for. */
async function ticketsWished(trx: Kysely<DB>, memberId: number, now: Date): Promise<number> {
  const wishes = await trx
    .selectFrom('wish_list_entries as w')
    .innerJoin('performances as p', 'p.id', 'w.performance_id')
    .select(['w.status', 'w.quantity'])
    .where('w.member_id', '=', memberId)
    .where('p.starts_at', '>', now)
    .execute()
  return wishes
    .filter((wish) => countsTowardWishLimit(wish.status))
    .reduce((sum, wish) => sum + wish.quantity, 0)
}

export async function addWish(
  db: Kysely<DB>,
  memberId: number,
  request: WishListCreate,
  now: Date,
): Promise<WishListEntry> {
  const performance = await db
    .selectFrom('performances as p')
    .innerJoin('price_zones as z', 'z.event_id', 'p.event_id')
    .select(['p.starts_at'])
    .where('p.id', '=', request.performanceId)
    .where('z.id', '=', request.priceZoneId)
    .executeTakeFirst()
  if (!performance) throw new DomainError('NOT_FOUND')
  const open = await ballotOpen(
    db,
    { performance_id: request.performanceId, starts_at: performance.starts_at },
    now,
  )
  if (!open) throw new DomainError('WISH_LIST_CLOSED')

  const id = await db.transaction().execute(async (trx) => {
    await lockMember(trx, memberId)
    if (request.quantity > wishListTicketsLeft(await ticketsWished(trx, memberId, now))) {
      throw new DomainError('WISH_LIST_LIMIT')
    }
    let deliveryFeeCents = 0
    if (request.deliveryMethod === 'delivery') {
      const member = await trx
        .selectFrom('members')
        .select('address')
        .where('id', '=', memberId)
        .executeTakeFirstOrThrow()
      const region = deliveryRegionOfCountry(member.address.country)
      if (!isDeliveryAvailable(region, now, performance.starts_at)) {
        throw new DomainError('DELIVERY_UNAVAILABLE')
      }
      deliveryFeeCents = Math.round(deliveryTerms[region].feeFromHkd * 100)
    }
    const last = await trx
      .selectFrom('wish_list_entries')
      .select((eb) => eb.fn.max('sequence').as('sequence'))
      .where('member_id', '=', memberId)
      .executeTakeFirst()
    const row = await trx
      .insertInto('wish_list_entries')
      .values({
        member_id: memberId,
        sequence: (last?.sequence ?? 0) + 1,
        performance_id: request.performanceId,
        price_zone_id: request.priceZoneId,
        quantity: request.quantity,
        delivery_method: request.deliveryMethod,
        delivery_fee_cents: deliveryFeeCents,
        status: 'added',
        seat_info: null,
        result: null,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return row.id
  })
  return wishEntry(db, memberId, id)
}

/**
 * Whether wishes for the performance can still change: its ballot open (by the time, and not
 * closed early by staff in the box office) and not drawn yet.
 */
async function ballotOpen(
  trx: Kysely<DB>,
  wish: { performance_id: number; starts_at: Date },
  now: Date,
) {
  if (!isBallotOpen(now, wish.starts_at)) return false
  const drawn = await trx
    .selectFrom('ballot_draws')
    .select('performance_id')
    .where('performance_id', '=', wish.performance_id)
    .executeTakeFirst()
  if (drawn) return false
  const closed = await trx
    .selectFrom('ballots')
    .select('performance_id')
    .where('performance_id', '=', wish.performance_id)
    .where('state', '=', 'closed')
    .executeTakeFirst()
  return !closed
}

/**
 * What the member asks must be allowed in the wish's status (domain/wishListStatus.ts); a wish
 * waiting for its draw changes only while the ballot is open.
 */
async function assertAllowed(
  trx: Kysely<DB>,
  wish: WishRow,
  action: WishListAction,
  now: Date,
): Promise<void> {
  const allowed =
    wishListAllows(wish.status, action) &&
    (wish.status !== 'added' || (await ballotOpen(trx, wish, now)))
  if (!allowed) throw new DomainError('WISH_LIST_CLOSED')
}

/** Moves a wish to place `sequence` (1 first; past the end means last); answers the list. */
export async function reorderWish(
  db: Kysely<DB>,
  memberId: number,
  id: number,
  sequence: number,
  now: Date,
): Promise<WishList> {
  await db.transaction().execute(async (trx) => {
    await lockMember(trx, memberId)
    await assertAllowed(trx, await wishOf(trx, memberId, id), 'reorder', now)
    const list = await trx
      .selectFrom('wish_list_entries')
      .select('id')
      .where('member_id', '=', memberId)
      .orderBy('sequence')
      .orderBy('id')
      .execute()
    const ids = list.map((row) => row.id).filter((other) => other !== id)
    ids.splice(Math.min(sequence, ids.length + 1) - 1, 0, id)
    for (const [index, other] of ids.entries()) {
      await trx
        .updateTable('wish_list_entries')
        .set({ sequence: index + 1 })
        .where('id', '=', other)
        .where('sequence', '<>', index + 1)
        .execute()
    }
  })
  return listWishes(db, memberId)
}

/**
 * Cancels a wish waiting for its draw (while the ballot is open), or a won wish not paid yet,
 * whose seats then go back on sale. The hold is locked before the member, as a payment locks
 * it before spending the member's points, so a payment and a cancel of one wish queue.
 */
export async function cancelWish(
  db: Kysely<DB>,
  memberId: number,
  id: number,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const first = await wishOf(trx, memberId, id)
    if (first.hold_id) {
      await trx
        .selectFrom('holds')
        .select('id')
        .where('id', '=', first.hold_id)
        .forUpdate()
        .execute()
    }
    await lockMember(trx, memberId)
    const wish = await wishOf(trx, memberId, id)
    if (wish.status === 'cancelled') return
    await assertAllowed(trx, wish, 'cancel', now)
    if (wish.hold_id) {
      const held = await trx
        .selectFrom('holds')
        .select('id')
        .where('id', '=', wish.hold_id)
        .where('status', '=', 'held')
        .executeTakeFirst()
      if (held) {
        await freePlaces(trx, [held.id])
        await trx
          .updateTable('holds')
          .set({ status: 'released' })
          .where('id', '=', held.id)
          .execute()
      }
    }
    await trx
      .updateTable('wish_list_entries')
      .set({
        status: 'cancelled',
        decided_at: now,
        result: JSON.stringify(wishResults.cancelled(now)),
      })
      .where('id', '=', id)
      .execute()
  })
}

export async function restoreWish(
  db: Kysely<DB>,
  memberId: number,
  id: number,
  now: Date,
): Promise<WishListEntry> {
  await db.transaction().execute(async (trx) => {
    await lockMember(trx, memberId)
    const wish = await wishOf(trx, memberId, id)
    if (wish.status === 'added') return
    // only a wish cancelled before its draw comes back, while the ballot is still open
    const beforeDraw = wish.status === 'cancelled' && wish.hold_id === null
    if (!beforeDraw || !(await ballotOpen(trx, wish, now))) {
      throw new DomainError('WISH_LIST_CLOSED')
    }
    if (wish.quantity > wishListTicketsLeft(await ticketsWished(trx, memberId, now))) {
      throw new DomainError('WISH_LIST_LIMIT')
    }
    await trx
      .updateTable('wish_list_entries')
      .set({ status: 'added', decided_at: null, result: null })
      .where('id', '=', id)
      .execute()
  })
  return wishEntry(db, memberId, id)
}
