// The sale: a preview's holds become one paid transaction, atomically, in one short database
// transaction. It locks the preview, then its holds, then their seat rows (seat order) or quota
// rows (price-zone order) — the order every other writer uses — and last the payment attempt's
// row, checks that the holds are still live and still hold everything the preview priced (and
// that no request with the same key gave the attempt up), and writes the transaction record
// (spec §3), the seats sold, the quotas' sold counts, and the payment it was paid with. It
// never waits on a gateway: the money is authorised before and captured after (payment.ts).
import { type Kysely, type Selectable, sql } from 'kysely'
import type { DB } from '../../db/schema'
import { ApiError } from '../../http/apiError'
import { pointsPayment } from '../payments/points'
import { inTransaction } from './locking'
import { newConfirmationNo, txnNoPrefix } from './numbers'

export interface SalePayment {
  method: string
  /** masked card number, '' for wallets and points */
  cardNumber: string
  /** the payment attempt (payments row) that paid it; none when paid by points */
  paymentKey?: string
  /** the gateway's authorisation of that attempt, recorded with the sale */
  authorisationId?: string
}

export type SaleOutcome =
  | { sold: true; txnNo: string }
  | { sold: false; reason: 'expired' }
  | { sold: false; reason: 'alreadyPaid'; txnNo: string }

type PreviewRow = Selectable<DB['previews']>

interface SaleRead {
  preview: Pick<
    PreviewRow,
    | 'id'
    | 'kind'
    | 'member_id'
    | 'performance_id'
    | 'cinema_show_id'
    | 'hold_ids'
    | 'ticket_count'
    | 'contact'
    | 'ticket_classes'
    | 'ticket_total_cents'
    | 'service_fee_cents'
    | 'handling_fee_cents'
    | 'delivery_fee_cents'
    | 'discount_cents'
    | 'grand_total_cents'
    | 'collection_method'
    | 'delivery_address'
    | 'txn_no'
  > | null
  holds: { id: string; status: string; txn_no: string | null; live: boolean }[] | null
  seats: SoldSeat[] | null
  quantities: { price_zone_id: number; quantity: number; price_cents: number }[] | null
  member: Pick<Selectable<DB['members']>, 'first_name' | 'last_name' | 'mobile'> | null
  /** the status of the payment attempt paying (none when paid by points) */
  attempt: DB['payments']['status'] | null
}

interface SoldSeat {
  seat_id: string
  section: string
  row_name: string
  row_sort: number
  position: number
  seat_number: string
  /** still held now (not sold, not lapsed) */
  held: boolean
  price_zone_id: number | null
  price_cents: number | null
}

/**
 * Everything the sale checks, in one statement that takes the sale's locks in the order every
 * writer uses: the preview; its holds by id; then, once every hold is locked (the array of
 * their ids is built from all of them before any seat is read), their seat rows by seat id
 * (event or cinema), the quota rows of their price zones, and last the payment attempt's row.
 * A row waited for is read as its waiter committed it (READ COMMITTED), so a hold or seat
 * changed meanwhile shows as such.
 */
async function readSale(
  trx: Kysely<DB>,
  previewId: string,
  paymentKey: string,
  now: Date,
  locks: boolean,
) {
  const lock = locks ? sql`for update` : sql``
  const at = sql`${now}::timestamptz`
  const { rows } = await sql<SaleRead>`
    with preview as materialized (
      select id, kind, member_id, performance_id, cinema_show_id, hold_ids, ticket_count, contact,
        ticket_classes, ticket_total_cents, service_fee_cents, handling_fee_cents,
        delivery_fee_cents, discount_cents, grand_total_cents, collection_method,
        delivery_address, txn_no
      from previews where id = ${previewId} ${lock}
    ),
    held as materialized (
      select id, status, txn_no, status = 'held' and expires_at > ${at} as live from holds
      where id in (select jsonb_array_elements_text(hold_ids) from preview)
      order by id ${lock}
    ),
    seat as materialized (
      select s.seat_id, s.section_id as section, s.row_name, s.row_sort, s.position,
        s.seat_number, coalesce(s.status = 'available' and s.held_until > ${at}, false) as held,
        s.price_zone_id,
        (select z.price_cents from price_zones z where z.id = s.price_zone_id) as price_cents
      from seats s
      where s.performance_id = (select performance_id from preview)
        and s.hold_id = any (array(select id from held))
      order by s.seat_id ${lock}
    ),
    cinema_seat as materialized (
      select s.seat_id, '' as section, s.row_name, s.row_sort, s.position, s.seat_number,
        coalesce(s.status = 'available' and s.held_until > ${at}, false) as held,
        null::int as price_zone_id, null::int as price_cents
      from cinema_seats s
      where s.show_id = (select cinema_show_id from preview)
        and s.hold_id = any (array(select id from held))
      order by s.seat_id ${lock}
    ),
    quantity as materialized (
      select g.price_zone_id, g.quantity, z.price_cents
      from ga_holds g join price_zones z on z.id = g.price_zone_id
      where g.hold_id = any (array(select id from held))
    ),
    quota as materialized (
      select price_zone_id from ga_quotas
      where performance_id = (select performance_id from preview)
        and price_zone_id in (select price_zone_id from quantity)
      order by price_zone_id ${lock}
    ),
    attempt as materialized (
      select status from payments where idempotency_key = ${paymentKey} ${lock}
    )
    select
      (select row_to_json(p) from preview p) as preview,
      (select json_agg(h order by h.id) from held h) as holds,
      (select json_agg(s order by s.seat_id)
        from (select * from seat union all select * from cinema_seat) s) as seats,
      (select json_agg(q order by q.price_zone_id) from quantity q) as quantities,
      -- read for its locks only
      (select count(*) from quota) as quotas,
      (select json_build_object('first_name', m.first_name, 'last_name', m.last_name,
          'mobile', m.mobile)
        from members m where m.id = (select member_id from preview)) as member,
      (select status from attempt) as attempt
  `.execute(trx)
  const read = rows[0]
  if (!read?.preview) throw new Error(`no preview ${previewId} to sell`)
  return {
    preview: read.preview,
    holds: read.holds ?? [],
    seats: read.seats ?? [],
    quantities: read.quantities ?? [],
    member: read.member,
    attempt: read.attempt,
  }
}

function buyerOf(
  member: SaleRead['member'],
  contact: PreviewRow['contact'],
): { name: string; phone: string } {
  // a visitor's cinema booking carries its contact
  if (!member) return { name: contact?.name ?? '', phone: contact?.phone ?? '' }
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
    // a sale paid by points has no attempt: no key matches ''
    const { preview, holds, seats, quantities, member, attempt } = await readSale(
      trx,
      previewId,
      payment.paymentKey ?? '',
      now,
      locks,
    )
    if (preview.txn_no) return { sold: false, reason: 'alreadyPaid', txnNo: preview.txn_no }
    const holdIds = [...preview.hold_ids].sort()
    // paid meanwhile through another preview of the same holds
    const paidAs = new Set(holds.map((hold) => hold.txn_no))
    if (holds.every((hold) => hold.status === 'paid') && paidAs.size === 1) {
      return { sold: false, reason: 'alreadyPaid', txnNo: [...paidAs][0] as string }
    }
    // a request with the same key (sharing this authorisation) found the hold lapsed and gave
    // the attempt up (payment.ts): its authorisation is being voided and cannot pay
    if (payment.paymentKey && attempt !== 'authorising') return { sold: false, reason: 'expired' }
    const live = holds.every((hold) => hold.live)
    if (holds.length !== holdIds.length || !live) return { sold: false, reason: 'expired' }
    const ticketCount = seats.length + quantities.reduce((sum, q) => sum + q.quantity, 0)
    if (!seats.every((seat) => seat.held) || ticketCount !== preview.ticket_count) {
      return { sold: false, reason: 'expired' }
    }

    const cinema = preview.kind === 'cinema'
    const showId = (cinema ? preview.cinema_show_id : preview.performance_id) as number
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
        section: seat.section,
        row_name: seat.row_name,
        seat: seat.seat_number,
        price_zone_id: seat.price_zone_id,
        price_cents: cinema ? (classes[n]?.priceCents ?? 0) : (seat.price_cents ?? 0),
        seat_id: seat.seat_id as string | null,
        ticket_class: cinema ? (classes[n]?.ticketClass ?? null) : null,
      })),
      ...quantities.flatMap((zone) =>
        Array.from({ length: zone.quantity }, () => ({
          section: '',
          row_name: '',
          seat: '',
          price_zone_id: zone.price_zone_id as number | null,
          price_cents: zone.price_cents,
          seat_id: null,
          ticket_class: null,
        })),
      ),
    ]
    const soldPerZone = new Map<number, number>()
    for (const q of quantities) {
      soldPerZone.set(q.price_zone_id, (soldPerZone.get(q.price_zone_id) ?? 0) + q.quantity)
    }
    const buyer = buyerOf(member, preview.contact)
    const txnNo = await writeSale(trx, {
      prefix: txnNoPrefix(cinema ? 'C' : 'T', now),
      preview,
      showId,
      cinema,
      tickets,
      soldSeatIds: seats.map((seat) => seat.seat_id),
      soldPerZone,
      holdIds,
      transaction: {
        member_id: preview.member_id,
        confirmation_no: newConfirmationNo(),
        purchased_at: now,
        ticket_count: ticketCount,
        payment_method: payment.method,
        card_number: payment.cardNumber,
        name: buyer.name,
        contact_phone: buyer.phone,
      },
      payment,
      now,
    })
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

/**
 * Every write of the sale in one statement: the next transaction number, the transaction
 * record (spec §3) and its tickets, the seats sold, the quotas' sold counts, the holds paid
 * and their quantities cleared, the preview paid, and the payment attempt that paid it
 * (authorised, with the transaction, in the same commit). The lists travel as JSON.
 */
async function writeSale(
  trx: Kysely<DB>,
  sale: {
    prefix: string
    preview: NonNullable<SaleRead['preview']>
    showId: number
    cinema: boolean
    tickets: {
      section: string
      row_name: string
      seat: string
      price_zone_id: number | null
      price_cents: number
      seat_id: string | null
      ticket_class: string | null
    }[]
    soldSeatIds: string[]
    soldPerZone: Map<number, number>
    holdIds: string[]
    transaction: {
      member_id: number | null
      confirmation_no: string
      purchased_at: Date
      ticket_count: number
      payment_method: string
      card_number: string
      name: string
      contact_phone: string
    }
    payment: SalePayment
    now: Date
  },
): Promise<string> {
  const { preview, showId, cinema, payment } = sale
  const txnNo = sql<string>`(select txn_no from txn)`
  const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`
  const seatTable = sql.table(cinema ? 'cinema_seats' : 'seats')
  const show = sql.ref(cinema ? 'show_id' : 'performance_id')
  const row = await trx
    .with(
      (cte) => cte('txn').materialized(),
      () => sql<{ txn_no: string }>`(
        select ${sale.prefix}::text || lpad(n::text, greatest(6, length(n::text)), '0') as txn_no
        from nextval('transaction_numbers') as n
      )`,
    )
    .with('written', (q) =>
      q.insertInto('transactions').values({
        txn_no: txnNo,
        ...sale.transaction,
        waybill_no: null,
        pps_isn: null,
        performance_id: cinema ? null : showId,
        cinema_show_id: cinema ? showId : null,
        preview_id: preview.id,
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
      }),
    )
    .with(
      'ticketed',
      () => sql`(
        insert into transaction_seats (txn_no, seq, section, row_name, seat, price_zone_id,
          price_cents, performance_id, cinema_show_id, seat_id, ticket_class)
        select ${txnNo}, t.seq, t.section, t.row_name, t.seat, t.price_zone_id, t.price_cents,
          ${cinema ? null : showId}::int, ${cinema ? showId : null}::int, t.seat_id, t.ticket_class
        from jsonb_to_recordset(${json(sale.tickets.map((ticket, n) => ({ ...ticket, seq: n + 1 })))})
          as t(seq int, section text, row_name text, seat text, price_zone_id int,
            price_cents int, seat_id text, ticket_class text)
      )`,
    )
    .with(
      'sold',
      () => sql`(
        update ${seatTable} set status = 'sold', held_until = null
        where ${show} = ${showId}
          and seat_id in (select jsonb_array_elements_text(${json(sale.soldSeatIds)}))
      )`,
    )
    .with(
      'counted',
      () => sql`(
        update ga_quotas q set sold = q.sold + z.sold
        from jsonb_to_recordset(${json([...sale.soldPerZone].map(([zone, sold]) => ({ zone, sold })))})
          as z(zone int, sold int)
        where q.performance_id = ${showId} and q.price_zone_id = z.zone
      )`,
    )
    .with('cleared', (q) => q.deleteFrom('ga_holds').where('hold_id', 'in', sale.holdIds))
    .with('paid', (q) =>
      q.updateTable('holds').set({ status: 'paid', txn_no: txnNo }).where('id', 'in', sale.holdIds),
    )
    .with('confirmed', (q) =>
      q.updateTable('previews').set({ txn_no: txnNo }).where('id', '=', preview.id),
    )
    .with('settled', (q) =>
      q
        .updateTable('payments')
        .set({
          txn_no: txnNo,
          updated_at: sale.now,
          ...(payment.authorisationId
            ? {
                status: 'authorised',
                authorisation_id: payment.authorisationId,
                payment_method: payment.method,
                card_number: payment.cardNumber,
              }
            : {}),
        })
        // a sale paid by points has no attempt: no key matches ''
        .where('idempotency_key', '=', payment.paymentKey ?? ''),
    )
    .selectFrom('txn')
    .select('txn_no')
    .executeTakeFirstOrThrow()
  return row.txn_no
}
