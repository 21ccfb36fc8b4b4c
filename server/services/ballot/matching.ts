// The draw itself, as a pure function of a seed and what the draw read (docs/ballot.md):
// the entrants (one per member) are put in a random order that only the seed decides, then
// each in turn gets the first of their wishes, in their own order of preference, that the
// places left can still fill; their other wishes are not matched. Reserved seats are taken as
// the first block of seats in the price zone that the seat rule allows (domain/seats.ts);
// general admission counts what is left. Anyone holding the seed and the inputs gets the
// same order and the same results.
import { createHmac } from 'node:crypto'
import type {
  BallotInputs,
  BallotOutcome,
  BallotResult,
  BallotSeat,
  BallotWish,
} from '../../../domain/ballot'
import { checkSeatSelection, type SeatRow } from '../../../domain/seats'

/**
 * Numbers from the seed: HMAC-SHA256(seed, counter), four bytes at a time. `below(n)` rejects
 * the top of the range so every answer is equally likely.
 */
function seededNumbers(seed: string) {
  let counter = 0
  let block = Buffer.alloc(0)
  let offset = 0
  const next32 = (): number => {
    if (offset + 4 > block.length) {
      block = createHmac('sha256', seed).update(String(counter++)).digest()
      offset = 0
    }
    const value = block.readUInt32BE(offset)
    offset += 4
    return value
  }
  return {
    below(n: number): number {
      const limit = 2 ** 32 - (2 ** 32 % n)
      for (;;) {
        const value = next32()
        if (value < limit) return value % n
      }
    },
  }
}

/** The member ids in the order the seed gives (Fisher–Yates over the ids sorted). */
export function entrantOrder(seed: string, memberIds: readonly number[]): number[] {
  const order = [...memberIds].sort((a, b) => a - b)
  const numbers = seededNumbers(seed)
  for (let i = order.length - 1; i > 0; i--) {
    const j = numbers.below(i + 1)
    ;[order[i], order[j]] = [order[j] as number, order[i] as number]
  }
  return order
}

/** The places left, taken as the draw goes. */
class Supply {
  readonly #rows: { id: string; seats: BallotSeat[] }[]
  readonly #quotas: Map<number, number>

  constructor(inputs: BallotInputs) {
    this.#rows = inputs.seatRows.map((row) => ({
      id: row.id,
      seats: row.seats.map((seat) => ({ ...seat })),
    }))
    this.#quotas = new Map(inputs.quotas.map((quota) => [quota.priceZoneId, quota.quantity]))
  }

  /** Takes the wish's places: the seats taken ([] for general admission), or undefined. */
  take(wish: BallotWish): string[] | undefined {
    const left = this.#quotas.get(wish.priceZoneId)
    if (left !== undefined) {
      if (left < wish.quantity) return undefined
      this.#quotas.set(wish.priceZoneId, left - wish.quantity)
      return []
    }
    const plan: SeatRow[] = this.#rows.map((row) => ({
      id: row.id,
      label: row.id,
      seats: row.seats.map((seat) => ({
        id: seat.id,
        label: seat.id,
        status: seat.available ? ('available' as const) : ('sold' as const),
        ...(seat.gapBefore ? { gapBefore: true } : {}),
      })),
    }))
    for (const row of this.#rows) {
      for (let start = 0; start + wish.quantity <= row.seats.length; start++) {
        const block = row.seats.slice(start, start + wish.quantity)
        const fits = block.every(
          (seat, i) =>
            seat.available && seat.priceZoneId === wish.priceZoneId && (i === 0 || !seat.gapBefore),
        )
        if (!fits) continue
        const ids = block.map((seat) => seat.id)
        if (!checkSeatSelection(plan, ids).ok) continue
        for (const seat of block) seat.available = false
        return ids
      }
    }
    return undefined
  }
}

export function drawBallot(seed: string, inputs: BallotInputs): BallotOutcome {
  const byMember = new Map(inputs.entrants.map((entrant) => [entrant.memberId, entrant]))
  const order = entrantOrder(seed, [...byMember.keys()])
  const supply = new Supply(inputs)
  const results: BallotResult[] = []
  for (const memberId of order) {
    let won = false
    for (const wish of byMember.get(memberId)?.wishes ?? []) {
      const seatIds = won ? undefined : supply.take(wish)
      if (seatIds) {
        won = true
        results.push({ wishId: wish.id, outcome: 'matched', seatIds })
      } else {
        results.push({ wishId: wish.id, outcome: 'notMatched' })
      }
    }
  }
  return { order, results }
}
