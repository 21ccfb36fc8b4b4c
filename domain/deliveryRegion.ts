// The site's regions (spec §1: Hong Kong, Macau, Mainland China, others) as delivery's regions
// (domain/delivery.ts), which call the last one overseas. Shared by checkout on the server and
// the collection choice on screen.
import type { DeliveryRegion } from './delivery'
import type { Region } from './filters'

export const deliveryRegionOf: Record<Region, DeliveryRegion> = {
  hongKong: 'hongKong',
  macau: 'macau',
  mainland: 'mainland',
  others: 'overseas',
}
