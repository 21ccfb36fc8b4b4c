// Ticket delivery (spec §9): fees from (HKD) and how long before the show delivery can still be
// chosen, the 7-working-day limit on delivery changes, and the cinema courier fee. Dates are
// Hong Kong calendar dates; "N days before the show" compares dates, not hours.
import { inHongKong } from './hongKongTime'
import { addWorkingDays } from './workingDays'

export const deliveryRegions = ['hongKong', 'macau', 'mainland', 'overseas'] as const
export type DeliveryRegion = (typeof deliveryRegions)[number]

/**
 * Where tickets are posted for a member, by the country of their mailing address (the
 * address tree's country codes): Hong Kong, Macau, Mainland China, or overseas.
 */
export function deliveryRegionOfCountry(country: string): DeliveryRegion {
  if (country === 'HK') return 'hongKong'
  if (country === 'MO') return 'macau'
  if (country === 'CN') return 'mainland'
  return 'overseas'
}

export interface DeliveryTerms {
  /** The lowest fee, HKD ("from"). */
  feeFromHkd: number
  /** Delivery takes this many days; the spec gives a range for Mainland and overseas. */
  minDays: number
  maxDays: number
}

export const deliveryTerms: Record<DeliveryRegion, DeliveryTerms> = {
  hongKong: { feeFromHkd: 40, minDays: 7, maxDays: 7 },
  macau: { feeFromHkd: 45, minDays: 7, maxDays: 7 },
  mainland: { feeFromHkd: 200, minDays: 10, maxDays: 14 },
  overseas: { feeFromHkd: 500, minDays: 10, maxDays: 20 },
}

/** Cinema tickets by courier: HKD 35 per transaction, however many tickets. */
export const cinemaCourierFeeHkd = 35

/** Calendar days from `now`'s Hong Kong date to the show's Hong Kong date. */
export function daysBeforeShow(now: Date, showAt: Date): number {
  const today = Date.parse(`${inHongKong(now).isoDate}T00:00:00Z`)
  const show = Date.parse(`${inHongKong(showAt).isoDate}T00:00:00Z`)
  return Math.round((show - today) / 86_400_000)
}

/**
 * Whether delivery to a region can still be chosen. With a range the longest time counts, so
 * tickets arrive even when the post is slow (Mainland: at least 14 days before the show).
 */
export function isDeliveryAvailable(region: DeliveryRegion, now: Date, showAt: Date): boolean {
  return daysBeforeShow(now, showAt) >= deliveryTerms[region].maxDays
}

/** Delivery changes are accepted up to 7 working days before the show. */
export const deliveryChangeWorkingDays = 7

/** The last date (`YYYY-MM-DD`) a delivery change can be asked for: 7 working days before the show. */
export function deliveryChangeDeadline(showAt: Date): string {
  return addWorkingDays(inHongKong(showAt).isoDate, -deliveryChangeWorkingDays)
}

export function isDeliveryChangeAllowed(now: Date, showAt: Date): boolean {
  return inHongKong(now).isoDate <= deliveryChangeDeadline(showAt)
}
