// What a purchase costs, itemised as the transaction record shows it (spec §3, §9): the
// tickets, a service fee per ticket, a handling fee per transaction, delivery by region (the
// "from" fee of domain/delivery.ts), the cinema courier per transaction, and any discount.
// Money is integer cents (HKD × 100).
import { cinemaCourierFeeHkd, type DeliveryRegion, deliveryTerms } from './delivery'

export interface Charges {
  ticketTotalCents: number
  serviceFeeCents: number
  handlingFeeCents: number
  deliveryFeeCents: number
  discountCents: number
  grandTotalCents: number
}

const cents = (hkd: number) => Math.round(hkd * 100)

function total(parts: Omit<Charges, 'grandTotalCents'>): Charges {
  const gross =
    parts.ticketTotalCents + parts.serviceFeeCents + parts.handlingFeeCents + parts.deliveryFeeCents
  // a discount never makes a purchase cost less than nothing
  const discountCents = Math.min(parts.discountCents, gross)
  return { ...parts, discountCents, grandTotalCents: gross - discountCents }
}

/** An event purchase: `delivery` is the region tickets are posted to, when they are. */
export function eventCharges(input: {
  ticketPricesCents: readonly number[]
  serviceFeePerTicketCents: number
  handlingFeeCents: number
  delivery?: DeliveryRegion | undefined
  discountCents?: number
}): Charges {
  return total({
    ticketTotalCents: input.ticketPricesCents.reduce((sum, price) => sum + price, 0),
    serviceFeeCents: input.serviceFeePerTicketCents * input.ticketPricesCents.length,
    handlingFeeCents: input.handlingFeeCents,
    deliveryFeeCents: input.delivery ? cents(deliveryTerms[input.delivery].feeFromHkd) : 0,
    discountCents: input.discountCents ?? 0,
  })
}

/** A cinema booking: a service fee per ticket, and the courier once per transaction. */
export function cinemaCharges(input: {
  ticketPricesCents: readonly number[]
  serviceFeePerTicketCents: number
  courier: boolean
}): Charges {
  return total({
    ticketTotalCents: input.ticketPricesCents.reduce((sum, price) => sum + price, 0),
    serviceFeeCents: input.serviceFeePerTicketCents * input.ticketPricesCents.length,
    handlingFeeCents: 0,
    deliveryFeeCents: input.courier ? cents(cinemaCourierFeeHkd) : 0,
    discountCents: 0,
  })
}
