// Checkout: the member's live holds (the basket, one performance) become a preview to confirm,
// with the collection method, the payment method and every charge itemised. Delivery is refused
// once the post can no longer arrive before the show (domain/delivery.ts).
import type { Kysely } from 'kysely'
import type { components } from '../../../contract/schema.gen'
import { eventCharges } from '../../../domain/charges'
import { isDeliveryAvailable } from '../../../domain/delivery'
import { deliveryRegionOf } from '../../../domain/deliveryRegion'
import { DomainError } from '../../../domain/domainError'
import type { DB } from '../../db/schema'
import { hkd, hongKongTime } from '../format'
import { pointsPayment } from '../points/payment'
import { liveHolds } from './holdView'
import { newPreviewId } from './numbers'

type CheckoutRequest = components['schemas']['CheckoutRequest']
type TransactionPreview = components['schemas']['TransactionPreview']

export function chargesOf(row: {
  ticket_total_cents: number
  service_fee_cents: number
  handling_fee_cents: number
  delivery_fee_cents: number
  discount_cents: number
  grand_total_cents: number
}) {
  return {
    ticketTotal: hkd(row.ticket_total_cents),
    serviceFee: hkd(row.service_fee_cents),
    handlingFee: hkd(row.handling_fee_cents),
    deliveryFee: hkd(row.delivery_fee_cents),
    discount: hkd(row.discount_cents),
    grandTotal: hkd(row.grand_total_cents),
  }
}

/** Missing or wrong field of the request, named as the contract names it. */
function invalidField(field: string, message: string) {
  return new DomainError('VALIDATION_FAILED', undefined, { [field]: message })
}

export async function checkout(
  db: Kysely<DB>,
  memberId: number,
  request: CheckoutRequest,
  context: { now: Date; invalid: string },
): Promise<TransactionPreview> {
  const { now } = context
  // the holds and their event's fees and limit in one read
  const holds = await liveHolds(db, { memberId }, now)
  const first = holds[0]
  if (!first) throw new DomainError('HOLD_EXPIRED')
  const performanceId = first.hold.performanceId as number
  // the basket holds one performance at a time (a hold for another releases the older ones)
  const mine = holds
    .filter((live) => live.hold.performanceId === performanceId)
    .map((live) => live.hold)
  const prices = mine.flatMap((hold) =>
    hold.tickets.map((ticket) => Math.round(ticket.price * 100)),
  )
  const max = first.maxTicketsPerTransaction
  if (prices.length > max) throw new DomainError('TICKET_LIMIT', { max })

  const address = request.deliveryAddress
  const delivered = request.collectionMethod === 'delivery'
  if (delivered && !address?.address.trim()) throw invalidField('deliveryAddress', context.invalid)
  const region = delivered && address ? deliveryRegionOf[address.region] : undefined
  if (region && !isDeliveryAvailable(region, now, first.startsAt)) {
    throw new DomainError('DELIVERY_UNAVAILABLE')
  }
  if (request.paymentMethod === 'points' && !pointsPayment) {
    throw new DomainError('PAYMENT_METHOD_UNAVAILABLE')
  }
  const charges = eventCharges({
    ticketPricesCents: prices,
    serviceFeePerTicketCents: first.serviceFeeCents,
    handlingFeeCents: first.handlingFeeCents,
    delivery: region,
  })
  const expiresAt = new Date(Math.min(...mine.map((hold) => Date.parse(hold.expiresAt))))
  const previewId = newPreviewId(now)
  await db
    .insertInto('previews')
    .values({
      id: previewId,
      kind: 'event',
      member_id: memberId,
      performance_id: performanceId,
      cinema_show_id: null,
      hold_ids: JSON.stringify(mine.map((hold) => hold.id)),
      ticket_count: prices.length,
      collection_method: request.collectionMethod,
      delivery_region: delivered && address ? address.region : null,
      delivery_address: delivered && address ? address.address.trim() : null,
      payment_method: request.paymentMethod,
      contact: null,
      ticket_classes: null,
      ticket_total_cents: charges.ticketTotalCents,
      service_fee_cents: charges.serviceFeeCents,
      handling_fee_cents: charges.handlingFeeCents,
      delivery_fee_cents: charges.deliveryFeeCents,
      discount_cents: charges.discountCents,
      grand_total_cents: charges.grandTotalCents,
      created_at: now,
      expires_at: expiresAt,
    })
    .execute()
  return {
    previewId,
    holds: mine,
    collectionMethod: request.collectionMethod,
    ...(delivered && address ? { deliveryAddress: address } : {}),
    paymentMethod: request.paymentMethod,
    charges: chargesOf({
      ticket_total_cents: charges.ticketTotalCents,
      service_fee_cents: charges.serviceFeeCents,
      handling_fee_cents: charges.handlingFeeCents,
      delivery_fee_cents: charges.deliveryFeeCents,
      discount_cents: charges.discountCents,
      grand_total_cents: charges.grandTotalCents,
    }),
    expiresAt: hongKongTime(expiresAt),
  }
}
