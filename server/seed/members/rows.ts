// The demo data as table rows (money in cents, JSON as text, one row per ticket).
import type { Insertable } from 'kysely'
import type { DB } from '../../db/schema'
import type { Notice } from './notices'
import type { DemoMember } from './people'
import type { LedgerEntry } from './points'
import type { Purchase } from './purchases'
import type { Wish } from './wishList'

type Row<T extends keyof DB> = Insertable<DB[T]>

export function memberRow(member: DemoMember, passwordHash: string): Row<'members'> {
  return {
    email: member.email,
    password_hash: passwordHash,
    state: member.state,
    title: member.title,
    first_name: member.firstName,
    last_name: member.lastName,
    gender: member.gender,
    birthday_month: member.birthday.month,
    birthday_day: member.birthday.day,
    address: JSON.stringify(member.address),
    mobile: JSON.stringify(member.mobile),
    interests: JSON.stringify(member.interests),
    opt_out_direct_marketing: member.optOutDirectMarketing,
    newsletter: member.newsletter,
    card_layout: member.cardLayout,
    locale: member.locale,
    created_at: member.createdAt,
  }
}

export function transactionRow(p: Purchase, memberId: number): Row<'transactions'> {
  return {
    txn_no: p.txnNo,
    member_id: memberId,
    confirmation_no: p.confirmationNo,
    waybill_no: p.waybillNo,
    // the contract has no PPS payment method, so no demo purchase carries a PPS ISN
    pps_isn: null,
    purchased_at: p.purchasedAt,
    performance_id: p.performance.id,
    ticket_count: p.tickets.length,
    ticket_total_cents: p.ticketTotalCents,
    service_fee_cents: p.serviceFeeCents,
    handling_fee_cents: p.handlingFeeCents,
    delivery_fee_cents: p.deliveryFeeCents,
    discount_cents: p.discountCents,
    // what is refunded if the show is cancelled: the tickets (fees are non-refundable, spec §9)
    refundable_ticket_charge_cents: p.ticketTotalCents - p.discountCents,
    grand_total_cents: p.grandTotalCents,
    collection_method: p.collection,
    delivery_address: p.deliveryAddress,
    tracking_no: p.trackingNo,
    payment_method: p.payment,
    card_number: p.cardNumber,
    name: p.member.displayName,
    contact_phone: p.member.contactPhone,
  }
}

/** One row per ticket; general admission has no section, row or seat (empty) and no seat id. */
export function ticketRows(p: Purchase): Row<'transaction_seats'>[] {
  return p.tickets.map((ticket, index) => ({
    txn_no: p.txnNo,
    seq: index + 1,
    section: ticket.seat?.section ?? '',
    row_name: ticket.seat?.row ?? '',
    seat: ticket.seat?.seat ?? '',
    price_zone_id: ticket.zone.id,
    price_cents: ticket.zone.priceCents,
    // as a sale writes them (services/selling/sale.ts), so the sold-once index covers them too
    performance_id: ticket.performanceId,
    seat_id: ticket.seat?.seatId ?? null,
  }))
}

export function ledgerRow(entry: LedgerEntry, memberId: number): Row<'points_ledger'> {
  return {
    member_id: memberId,
    at: entry.at,
    type: entry.type,
    points: entry.points,
    payment_amount_cents: entry.paymentAmountCents,
    expires_on: entry.expiresOn,
    txn_no: entry.txnNo,
    description: JSON.stringify(entry.description),
  }
}

export function wishRow(wish: Wish, memberId: number): Row<'wish_list_entries'> {
  return {
    member_id: memberId,
    sequence: wish.sequence,
    performance_id: wish.performance.id,
    price_zone_id: wish.zone.id,
    quantity: wish.quantity,
    delivery_method: wish.delivery,
    delivery_fee_cents: wish.deliveryFeeCents,
    status: wish.status,
    seat_info: wish.seatInfo,
    points_paid: wish.pointsPaid,
    result: wish.result ? JSON.stringify(wish.result) : null,
    created_at: wish.createdAt,
  }
}

export function noticeRow(notice: Notice, memberId: number): Row<'notices'> {
  return {
    member_id: memberId,
    title: JSON.stringify(notice.title),
    body: JSON.stringify(notice.body),
    sent_at: notice.sentAt,
    read: notice.read,
  }
}
