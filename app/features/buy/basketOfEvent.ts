import type { Schemas } from '../../api/queries'

/** The holds in the basket for one of this event's performances (the basket holds one at a time). */
export function holdsOfEvent(
  basket: Schemas['Basket'],
  event: Pick<Schemas['EventDetail'], 'performances'>,
) {
  const ids = new Set(event.performances.map((performance) => performance.id))
  return basket.holds.filter((hold) => ids.has(hold.performanceId))
}

/** When the first of the holds lapses: the basket is only as good as its earliest hold. */
export function soonestExpiry(holds: readonly Pick<Schemas['Hold'], 'expiresAt'>[]): string {
  return holds.reduce(
    (soonest, hold) =>
      Date.parse(hold.expiresAt) < Date.parse(soonest) ? hold.expiresAt : soonest,
    holds[0]?.expiresAt ?? new Date(0).toISOString(),
  )
}
