// "Let the system choose": the best block of free seats for a number of tickets in one price
// zone, as the help pages promise. Best means the first row (rows come in the plan's order,
// front first) that has such a block, then the block nearest that row's middle. A block is one
// the seat rule (seats.ts) accepts, so the server's hold, which checks the rule again under its
// locks, takes it as it would a choice made on the plan.
import { checkSeatSelection, type Seat, type SeatRow } from './seats'

/**
 * The chosen seats' ids in row order, or undefined when no row has `count` seats together that
 * `eligible` allows (a price zone) and the rule accepts. `rows` are front first.
 */
export function bestSeats(
  rows: readonly SeatRow[],
  count: number,
  eligible: (seat: Seat) => boolean = () => true,
): string[] | undefined {
  if (count < 1) return undefined
  for (const row of rows) {
    const middle = (row.seats.length - 1) / 2
    let best: { ids: string[]; distance: number } | undefined
    for (let start = 0; start + count <= row.seats.length; start++) {
      const block = row.seats.slice(start, start + count)
      if (!block.every((seat) => seat.status === 'available' && eligible(seat))) continue
      const ids = block.map((seat) => seat.id)
      if (!checkSeatSelection([row], ids).ok) continue
      const distance = Math.abs(start + (count - 1) / 2 - middle)
      if (!best || distance < best.distance) best = { ids, distance }
    }
    if (best) return best.ids
  }
  return undefined
}
