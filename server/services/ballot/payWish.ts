// Paying a won wish with points, at the draw and again from the wish list (docs/ballot.md). The
// wish's seats are kept under its hold until the payment deadline; a payment makes a preview of
// that hold (as a checkout would) and commits it as a sale paid by points, so the seats and the
// points change hands in one transaction or not at all (selling's sale.ts, our ledger.ts).
// Too few points leave the wish "points not paid"; a hold that lapsed meanwhile makes it
// "payment failed". A wish paid after its hold lapsed takes its seats again if nobody else has.
import type { Kysely } from 'kysely'
import { deliveryRegionOfCountry } from '../../../domain/delivery'
import { DomainError } from '../../../domain/domainError'
import type { ErrorCode } from '../../../domain/errorCodes'
import { pointsForCents } from '../../../domain/points'
import { wishListAllows } from '../../../domain/wishListStatus'
import type { DB, Region } from '../../db/schema'
import { releaseHold } from '../selling/holdRelease'
import { newPreviewId } from '../selling/numbers'
import { holdQuantities } from '../selling/quantityHold'
import { commitSale } from '../selling/sale'
import { holdSeats } from '../selling/seatHold'
import { wishResults } from './texts'
import { type WishRow, wishCharges, wishRows } from './wishView'

export type WishPayment = 'bought' | 'pointsNotPaid' | 'paymentFailed'

export interface WishPaymentOptions {
  now: Date
  /** how long a hold taken again for a late payment lasts (selling's hold time) */
  holdMinutes: number
}

/** What taking the seats again refuses when they, or the seats beside them, are no longer free. */
const seatsRefused: ReadonlySet<ErrorCode> = new Set([
  'SEAT_UNAVAILABLE',
  'ORPHAN_SEAT',
  'SEATS_NOT_CONSECUTIVE',
])

/** The contract's regions (spec §1) by delivery region: the last one is "others". */
const regionOf = (country: string): Region => {
  const region = deliveryRegionOfCountry(country)
  return region === 'overseas' ? 'others' : region
}

/**
 * The wish's hold while it still keeps the seats; the sale that paid it, when another request
 * for the same wish paid it after this one read the wish; else a new hold on the same seats.
 */
async function liveHold(
  db: Kysely<DB>,
  wish: WishRow,
  options: WishPaymentOptions,
): Promise<{ id: string; expiresAt: Date; taken: boolean } | { paidAs: string } | undefined> {
  if (wish.hold_id) {
    const hold = await db
      .selectFrom('holds')
      .select(['id', 'status', 'expires_at', 'txn_no'])
      .where('id', '=', wish.hold_id)
      .executeTakeFirst()
    // a double click's second request: buying the seats again would charge the wish twice
    if (hold?.status === 'paid' && hold.txn_no) return { paidAs: hold.txn_no }
    if (hold?.status === 'held' && +hold.expires_at > +options.now) {
      return { id: hold.id, expiresAt: hold.expires_at, taken: false }
    }
  }
  const holding = { now: options.now, holdMinutes: options.holdMinutes, locks: true }
  try {
    const id =
      wish.seating === 'reserved' && wish.seat_info
        ? await holdSeats(
            db,
            {
              memberId: wish.member_id,
              performanceId: wish.performance_id,
              seatIds: wish.seat_info.split(',').map((seat) => seat.trim()),
            },
            holding,
          )
        : await holdQuantities(
            db,
            {
              memberId: wish.member_id,
              performanceId: wish.performance_id,
              quantities: [{ priceZoneId: wish.price_zone_id, quantity: wish.quantity }],
            },
            holding,
          )
    await db
      .updateTable('wish_list_entries')
      .set({ hold_id: id })
      .where('id', '=', wish.id)
      .execute()
    return {
      id,
      expiresAt: new Date(+options.now + Math.round(options.holdMinutes * 60_000)),
      taken: true,
    }
  } catch (error) {
    if (error instanceof DomainError && seatsRefused.has(error.code)) return undefined
    throw error
  }
}

async function previewOf(
  db: Kysely<DB>,
  wish: WishRow,
  hold: { id: string; expiresAt: Date },
  now: Date,
): Promise<string> {
  const member = await db
    .selectFrom('members')
    .select('address')
    .where('id', '=', wish.member_id)
    .executeTakeFirstOrThrow()
  const delivered = wish.delivery_method === 'delivery'
  const charges = wishCharges(wish)
  const id = newPreviewId(now)
  await db
    .insertInto('previews')
    .values({
      id,
      kind: 'event',
      member_id: wish.member_id,
      performance_id: wish.performance_id,
      cinema_show_id: null,
      hold_ids: JSON.stringify([hold.id]),
      ticket_count: wish.quantity,
      collection_method: wish.delivery_method,
      delivery_region: delivered ? regionOf(member.address.country) : null,
      delivery_address: delivered ? `${member.address.building}, ${member.address.street}` : null,
      payment_method: 'points',
      contact: null,
      ticket_classes: null,
      ticket_total_cents: charges.ticketTotalCents,
      service_fee_cents: charges.serviceFeeCents,
      handling_fee_cents: charges.handlingFeeCents,
      delivery_fee_cents: charges.deliveryFeeCents,
      discount_cents: charges.discountCents,
      grand_total_cents: charges.grandTotalCents,
      created_at: now,
      expires_at: hold.expiresAt,
    })
    .execute()
  await db
    .updateTable('wish_list_entries')
    .set({ preview_id: id })
    .where('id', '=', wish.id)
    .execute()
  return id
}

async function settleWish(
  db: Kysely<DB>,
  wish: WishRow,
  outcome: WishPayment,
  sale?: { txnNo: string; points: number },
): Promise<WishPayment> {
  const update = db.updateTable('wish_list_entries').where('id', '=', wish.id)
  if (outcome === 'bought' && sale) {
    await update
      .set({
        status: 'bought',
        txn_no: sale.txnNo,
        points_paid: sale.points,
        result: JSON.stringify(wishResults.bought(sale.points)),
      })
      .execute()
    return outcome
  }
  // a payment that lost a race with a successful one never takes its wish back, and says it
  // was bought: a second click's request, refused only because the first one spent the points
  // or sold the hold, must not tell the member to top up for a wish they have paid
  const settled = await update
    .set({
      status: outcome,
      result: JSON.stringify(
        outcome === 'pointsNotPaid' ? wishResults.pointsNotPaid : wishResults.paymentFailed,
      ),
    })
    .where('status', '<>', 'bought')
    .executeTakeFirst()
  // the wish exists (it was read above): left alone only because it is bought
  return settled.numUpdatedRows > 0n ? outcome : 'bought'
}

/** Pays a won wish with points: bought, points not paid, or payment failed. */
export async function payWish(
  db: Kysely<DB>,
  wishId: number,
  options: WishPaymentOptions,
): Promise<WishPayment> {
  const wish = await wishRows(db).where('w.id', '=', wishId).executeTakeFirst()
  if (!wish) throw new DomainError('NOT_FOUND')
  if (wish.status === 'bought') return 'bought'
  // matched: the draw's own payment (made again after a crash); the others the member's
  const payable = wish.status === 'matched' || wishListAllows(wish.status, 'payAgain')
  if (!payable) throw new DomainError('WISH_NOT_PAYABLE')
  if (+wish.starts_at <= +options.now) return settleWish(db, wish, 'paymentFailed')

  const hold = await liveHold(db, wish, options)
  if (!hold) return settleWish(db, wish, 'paymentFailed')
  const bought = async (txnNo: string) => {
    const paid = await db
      .selectFrom('transactions')
      .select('grand_total_cents')
      .where('txn_no', '=', txnNo)
      .executeTakeFirstOrThrow()
    return settleWish(db, wish, 'bought', {
      txnNo,
      points: pointsForCents(paid.grand_total_cents),
    })
  }
  if ('paidAs' in hold) return bought(hold.paidAs)
  const previewId = await previewOf(db, wish, hold, options.now)
  try {
    const sale = await commitSale(
      db,
      previewId,
      { method: 'points', cardNumber: '' },
      { now: options.now },
    )
    if (sale.sold || sale.reason === 'alreadyPaid') return bought(sale.txnNo)
    return settleWish(db, wish, 'paymentFailed')
  } catch (error) {
    if (!(error instanceof DomainError && error.code === 'INSUFFICIENT_POINTS')) throw error
    // seats taken again only for this attempt go back on sale
    if (hold.taken) {
      await releaseHold(db, hold.id, wish.member_id, { now: options.now })
    }
    return settleWish(db, wish, 'pointsNotPaid')
  }
}
