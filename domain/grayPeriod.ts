/** Config `specificPeriodGray` (spec §3): a mourning period given as two timestamps. */
export interface GrayPeriod {
  effectiveFrom: string
  effectiveTo: string
}

/** Inside config specificPeriodGray (both ends included) the whole site is gray (spec §1). */
export function isInGrayPeriod(period: GrayPeriod | null | undefined, now: Date): boolean {
  if (!period) return false
  const from = Date.parse(period.effectiveFrom)
  const to = Date.parse(period.effectiveTo)
  if (Number.isNaN(from) || Number.isNaN(to)) return false
  return from <= now.getTime() && now.getTime() <= to
}
