// The ticket types a buyer may choose in a price zone of a performance, from the event page's
// answer: standard at the zone's price, then the concessions the performance sells in the zone
// (domain/ticketTypes.ts typesOnSale).
import {
  standardTicketType,
  type TicketType,
  type TicketTypePrice,
  typesOnSale,
} from '../../../domain/ticketTypes'
import type { Schemas } from '../../api/queries'

export function zoneTicketTypes(
  performance: Pick<Schemas['Performance'], 'ticketTypePrices'> | undefined,
  zone: Pick<Schemas['PriceZone'], 'id' | 'price'>,
): TicketTypePrice[] {
  const prices = (performance?.ticketTypePrices ?? [])
    .filter((price) => price.priceZoneId === zone.id)
    .map((price) => ({
      ticketType: price.ticketType as TicketType,
      priceCents: Math.round(price.price * 100),
      quota: price.quota ?? null,
      taken: 0,
    }))
  return typesOnSale(
    Math.round(zone.price * 100),
    prices.map((price) => price.ticketType),
    prices,
  )
}

/** The price of a ticket of `type` in the zone, in dollars (the zone's own when not sold). */
export function ticketTypePrice(options: readonly TicketTypePrice[], type: TicketType): number {
  const found =
    options.find((option) => option.ticketType === type) ??
    options.find((option) => option.ticketType === standardTicketType)
  return (found?.priceCents ?? 0) / 100
}
