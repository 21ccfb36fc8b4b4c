// The sale: a preview's holds become one paid transaction, atomically, in one short database
// transaction. It locks the preview, then its holds, then their seat rows (seat order) or quota
// rows (price-zone order) — the order every other writer uses — checks that the holds are
// still live and still hold everything the preview priced, and writes the transaction record
// (spec §3), the seats sold, the quotas' sold counts, and the payment it was paid with. It
// never waits on a gateway: the money is authorised before and captured after (payment.ts).
import { type Kysely, sql } from 'kysely'
import type { DB } from '../../db/schema'
import { ApiError } from '../../http/apiError'
import { pointsPayment } from '../payments/points'
import { inTransaction } from './locking'
import { newConfirmationNo, nextTxnNo } from './numbers'

export interface SalePayment {
  method: string
  /** masked card number, '' for wallets and points */
  cardNumber: string
  /** the payment attempt (payments row) that paid it; none when paid by points */
  paymentKey?: string
}

export type SaleOutcome =
  | { sold: true; txnNo: string }
  | { sold: false; reason: 'expired' }
  | { sold: false; reason: 'alreadyPaid'; txnNo: string }

interface SoldSeat {
  seat_id: string
  section: string
  row_name: string
  row_sort: number
  position: number
  seat_number: string
  status: string
  held_until: Date | null
  price_zone_id: number | null
  price_cents: number | null
}

async function buyerOf(trx: Kysely<DB>, memberId: number | null, contact: unknown) {
  if (memberId === null) {
    const visitor = contact as { name: string; phone: string } | null
    return { name: visitor?.name ?? '', phone: visitor?.phone ?? '' }
  }
  const member = await trx
    .selectFrom('members')
    .select(['first_name', 'last_name', 'mobile'])
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow()
  // Hong Kong order: family name first (Chan Tai Man)
  return {
    name: `${member.last_name} ${member.first_name}`,
    phone: `+${member.mobile.areaCode} ${member.mobile.number}`,
  }
}

export async function commitSale(
  db: Kysely<DB>,
  previewId: string,
  payment: SalePayment,
  options: { now: Date; locks: boolean },
): Promise<SaleOutcome> {
  const { now, locks } = options
  return inTransaction(db, locks, async (trx) => {
    const preview = await trx
      .selectFrom('previews')
      .selectAll()
      .where('id', '=', previewId)
      .$if(locks, (q) => q.forUpdate())
      .executeTakeFirstOrThrow()
    if (preview.txn_no) return { sold: false, reason: 'alreadyPaid', txnNo: preview.txn_no }
    const holdIds = [...preview.hold_ids].sort()
    const holds = await trx
      .selectFrom('holds')
      .select(['id', 'status', 'expires_at', 'txn_no'])
      .where('id', 'in', holdIds)
      .orderBy('id')
      .$if(locks, (q) => q.forUpdate())
      .execute()
    // paid meanwhile through another preview of the same holds
    const paidAs = new Set(holds.map((hold) => hold.txn_no))
    if (holds.every((hold) => hold.status === 'paid') && paidAs.size === 1) {
      return { sold: false, reason: 'alreadyPaid', txnNo: [...paidAs][0] as string }
    }
    const live = holds.every((hold) => hold.status === 'held' && +hold.expires_at > +now)
    if (holds.length !== holdIds.length || !live) return { sold: false, reason: 'expired' }

    const cinema = preview.kind === 'cinema'
    const table = sql.table(cinema ? 'cinema_seats' : 'seats')
    const show = sql.ref(cinema ? 'show_id' : 'performance_id')
    const showId = (cinema ? preview.cinema_show_id : preview.performance_id) as number
    const { rows: seats } = await sql<SoldSeat>`
      select s.seat_id, ${cinema ? sql`''` : sql`s.section_id`} as section, s.row_name,
        s.row_sort, s.position, s.seat_number, s.status, s.held_until,
        ${cinema ? sql`null::int` : sql`s.price_zone_id`} as price_zone_id,
        ${cinema ? sql`null::int` : sql`(select z.price_cents from price_zones z where z.id = s.price_zone_id)`} as price_cents
      from ${table} s
      where s.${show} = ${showId} and s.hold_id in (${sql.join(holdIds)})
      order by s.seat_id ${locks ? sql`for update` : sql``}
    `.execute(trx)
    const quantities = await trx
      .selectFrom('ga_holds as g')
      .innerJoin('price_zones as z', 'z.id', 'g.price_zone_id')
      .select(['g.price_zone_id', 'g.quantity', 'z.price_cents'])
      .where('g.hold_id', 'in', holdIds)
      .orderBy('g.price_zone_id')
      .execute()
    const seatsStillHeld = seats.every(
      (seat) => seat.status === 'available' && seat.held_until !== null && +seat.held_until > +now,
    )
    const ticketCount = seats.length + quantities.reduce((sum, q) => sum + q.quantity, 0)
    if (!seatsStillHeld || ticketCount !== preview.ticket_count) {
      return { sold: false, reason: 'expired' }
    }
    if (quantities.length > 0) {
      const zones = [...new Set(quantities.map((q) => q.price_zone_id))]
      await trx
        .selectFrom('ga_quotas')
        .select('price_zone_id')
        .where('performance_id', '=', showId)
        .where('price_zone_id', 'in', zones)
        .orderBy('price_zone_id')
        .$if(locks, (q) => q.forUpdate())
        .execute()
      for (const zone of zones) {
        const sold = quantities
          .filter((q) => q.price_zone_id === zone)
          .reduce((sum, q) => sum + q.quantity, 0)
        await trx
          .updateTable('ga_quotas')
          .set({ sold: sql`sold + ${sold}` })
          .where('performance_id', '=', showId)
          .where('price_zone_id', '=', zone)
          .execute()
      }
    }

    const txnNo = await nextTxnNo(trx, cinema ? 'C' : 'T', now)
    const buyer = await buyerOf(trx, preview.member_id, preview.contact)
    await trx
      .insertInto('transactions')
      .values({
        txn_no: txnNo,
        member_id: preview.member_id,
        confirmation_no: newConfirmationNo(),
        waybill_no: null,
        pps_isn: null,
        purchased_at: now,
        performance_id: cinema ? null : showId,
        cinema_show_id: cinema ? showId : null,
        preview_id: preview.id,
        ticket_count: ticketCount,
        ticket_total_cents: preview.ticket_total_cents,
        service_fee_cents: preview.service_fee_cents,
        handling_fee_cents: preview.handling_fee_cents,
        delivery_fee_cents: preview.delivery_fee_cents,
        discount_cents: preview.discount_cents,
        refundable_ticket_charge_cents: null,
        grand_total_cents: preview.grand_total_cents,
        collection_method: preview.collection_method,
        delivery_address: preview.delivery_address,
        tracking_no: null,
        payment_method: payment.method,
        card_number: payment.cardNumber,
        name: buyer.name,
        contact_phone: buyer.phone,
      })
      .execute()
    // cinema seats take their ticket classes in seat-plan order, as the preview listed them
    const classes = (preview.ticket_classes ?? []).flatMap((c) =>
      Array.from({ length: c.quantity }, () => c),
    )
    const ordered = [...seats].sort(
      (a, b) =>
        a.section.localeCompare(b.section) || a.row_sort - b.row_sort || a.position - b.position,
    )
    const tickets = [
      ...ordered.map((seat, n) => ({
        txn_no: txnNo,
        seq: n + 1,
        section: seat.section,
        row_name: seat.row_name,
        seat: seat.seat_number,
        price_zone_id: seat.price_zone_id,
        price_cents: cinema ? (classes[n]?.priceCents ?? 0) : (seat.price_cents ?? 0),
        performance_id: cinema ? null : showId,
        cinema_show_id: cinema ? showId : null,
        seat_id: seat.seat_id,
        ticket_class: cinema ? (classes[n]?.ticketClass ?? null) : null,
      })),
      ...quantities.flatMap((zone) =>
        Array.from({ length: zone.quantity }, () => ({
          txn_no: txnNo,
          seq: 0,
          section: '',
          row_name: '',
          seat: '',
          price_zone_id: zone.price_zone_id,
          price_cents: zone.price_cents,
          performance_id: showId,
          cinema_show_id: null,
          seat_id: null,
          ticket_class: null,
        })),
      ),
    ].map((ticket, n) => ({ ...ticket, seq: n + 1 }))
    await trx.insertInto('transaction_seats').values(tickets).execute()
    if (seats.length > 0) {
      await sql`
        update ${table} set status = 'sold', held_until = null
        where ${show} = ${showId} and seat_id in (${sql.join(seats.map((seat) => seat.seat_id))})
      `.execute(trx)
    }
    await trx.deleteFrom('ga_holds').where('hold_id', 'in', holdIds).execute()
    await trx
      .updateTable('holds')
      .set({ status: 'paid', txn_no: txnNo })
      .where('id', 'in', holdIds)
      .execute()
    await trx.updateTable('previews').set({ txn_no: txnNo }).where('id', '=', preview.id).execute()
    if (payment.paymentKey) {
      await trx
        .updateTable('payments')
        .set({ txn_no: txnNo, updated_at: now })
        .where('idempotency_key', '=', payment.paymentKey)
        .execute()
    }
    if (payment.method === 'points') {
      if (!pointsPayment || preview.member_id === null) {
        throw new ApiError(409, 'PAYMENT_METHOD_UNAVAILABLE')
      }
      await pointsPayment.spend(trx, {
        memberId: preview.member_id,
        points: pointsPayment.pointsFor(preview.grand_total_cents),
        txnNo,
        at: now,
      })
    }
    return { sold: true, txnNo }
  })
}
