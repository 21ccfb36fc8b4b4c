import { deliveryTerms, isDeliveryAvailable } from '../../../domain/delivery'
import { deliveryRegionOf } from '../../../domain/deliveryRegion'
import { type Region, regions } from '../../../domain/filters'
import { addDays, inHongKong } from '../../../domain/hongKongTime'

export interface DeliveryOption {
  region: Region
  feeHkd: number
  /** The last Hong Kong date (YYYY-MM-DD) delivery there can be chosen for this show. */
  lastDay: string
  available: boolean
}

/** Delivery to each region for a show: its fee, the last day to choose it, and whether it still can be. */
export function deliveryOptions(showStartsAt: string, now: Date): DeliveryOption[] {
  const show = new Date(showStartsAt)
  return regions.map((region) => {
    const terms = deliveryTerms[deliveryRegionOf[region]]
    return {
      region,
      feeHkd: terms.feeFromHkd,
      lastDay: addDays(inHongKong(show).isoDate, -terms.maxDays),
      available: isDeliveryAvailable(deliveryRegionOf[region], now, show),
    }
  })
}
