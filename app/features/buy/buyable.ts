import type { Schemas } from '../../api/queries'

/** Whether tickets for a performance can be chosen now. */
export const isBuyable = (performance: Schemas['Performance']) =>
  performance.status === 'available' || performance.status === 'limited'

/** The performance the tickets step is about: the one asked for, or the only one on sale. */
export function chosenPerformance(
  performances: readonly Schemas['Performance'][],
  asked: number | undefined,
): Schemas['Performance'] | undefined {
  const buyable = performances.filter(isBuyable)
  const id = asked ?? (buyable.length === 1 ? buyable[0]?.id : undefined)
  return performances.find((p) => p.id === id)
}
