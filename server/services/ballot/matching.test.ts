import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { BallotInputs } from '../../../domain/ballot'
import { drawBallot, entrantOrder } from './matching'

const gold = 1
const silver = 2

/** Two rows of 10 seats (aisle after seat 5): row A gold, row B silver; GA quotas unused. */
function seatPlan(taken: string[] = []): BallotInputs['seatRows'] {
  return ['A', 'B'].map((row) => ({
    id: row,
    seats: Array.from({ length: 10 }, (_, i) => ({
      id: `${row}${i + 1}`,
      priceZoneId: row === 'A' ? gold : silver,
      available: !taken.includes(`${row}${i + 1}`),
      ...(i === 5 ? { gapBefore: true } : {}),
    })),
  }))
}

const entrants = fc.uniqueArray(
  fc.record({
    memberId: fc.integer({ min: 200_001, max: 200_400 }),
    wishes: fc.array(
      fc.record({
        zone: fc.constantFrom(gold, silver),
        quantity: fc.integer({ min: 1, max: 4 }),
      }),
      { minLength: 1, maxLength: 3 },
    ),
  }),
  { selector: (entrant) => entrant.memberId, minLength: 1, maxLength: 30 },
)

/** Wish ids are unique across entrants, in the order given (each member's own order). */
function inputsOf(
  list: { memberId: number; wishes: { zone: number; quantity: number }[] }[],
  supply: Pick<BallotInputs, 'seatRows' | 'quotas'>,
): BallotInputs {
  let id = 7000
  return {
    entrants: list.map((entrant) => ({
      memberId: entrant.memberId,
      wishes: entrant.wishes.map((wish) => ({
        id: id++,
        priceZoneId: wish.zone,
        quantity: wish.quantity,
      })),
    })),
    ...supply,
  }
}

const seeds = fc.stringMatching(/^[0-9a-f]{64}$/)
type Supply = Pick<BallotInputs, 'seatRows' | 'quotas'>
const supplies: fc.Arbitrary<Supply> = fc.oneof(
  fc.constant<Supply>({ seatRows: seatPlan(), quotas: [] }),
  fc.tuple(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 12 })).map(([g, s]) => ({
    seatRows: [],
    quotas: [
      { priceZoneId: gold, quantity: g },
      { priceZoneId: silver, quantity: s },
    ],
  })),
)
const runs = { seed: 20_261_225, numRuns: 150 }

describe('the ballot draw', () => {
  it('gives the same order and the same results again from the same seed and inputs', () => {
    fc.assert(
      fc.property(seeds, entrants, supplies, (seed, list, supply) => {
        const inputs = inputsOf(list, supply)
        expect(drawBallot(seed, structuredClone(inputs))).toEqual(drawBallot(seed, inputs))
      }),
      runs,
    )
  })

  it('puts every entrant in the order once, and another seed gives another order', () => {
    const members = Array.from({ length: 40 }, (_, i) => 200_001 + i)
    const first = entrantOrder('a'.repeat(64), members)
    expect([...first].sort()).toEqual(members)
    expect(entrantOrder('b'.repeat(64), members)).not.toEqual(first)
    // the order does not depend on the order the entrants were read in
    expect(entrantOrder('a'.repeat(64), [...members].reverse())).toEqual(first)
  })

  it('matches each wish at most once, each entrant at most once, and never a place twice', () => {
    fc.assert(
      fc.property(seeds, entrants, supplies, (seed, list, supply) => {
        const inputs = inputsOf(list, supply)
        const { results } = drawBallot(seed, inputs)
        const wishIds = inputs.entrants.flatMap((e) => e.wishes.map((w) => w.id))
        expect(results.map((r) => r.wishId).sort()).toEqual([...wishIds].sort())
        const matched = results.filter((r) => r.outcome === 'matched')
        for (const entrant of inputs.entrants) {
          const own = new Set(entrant.wishes.map((w) => w.id))
          expect(matched.filter((r) => own.has(r.wishId)).length).toBeLessThanOrEqual(1)
        }
        const seats = matched.flatMap((r) => (r.outcome === 'matched' ? r.seatIds : []))
        expect(new Set(seats).size).toBe(seats.length)
      }),
      runs,
    )
  })

  it('never gives a zone more than it has, and seats are consecutive in the zone wished for', () => {
    fc.assert(
      fc.property(seeds, entrants, supplies, (seed, list, supply) => {
        const inputs = inputsOf(list, supply)
        const wishes = new Map(
          inputs.entrants.flatMap((e) => e.wishes.map((w) => [w.id, w] as const)),
        )
        const { results } = drawBallot(seed, inputs)
        for (const quota of inputs.quotas) {
          const taken = results
            .filter((r) => r.outcome === 'matched')
            .map((r) => wishes.get(r.wishId))
            .filter((w) => w?.priceZoneId === quota.priceZoneId)
            .reduce((sum, w) => sum + (w?.quantity ?? 0), 0)
          expect(taken).toBeLessThanOrEqual(quota.quantity)
        }
        for (const result of results) {
          if (result.outcome !== 'matched' || inputs.seatRows.length === 0) continue
          const wish = wishes.get(result.wishId)
          expect(result.seatIds).toHaveLength(wish?.quantity ?? -1)
          const row = result.seatIds[0]?.[0] as string
          expect(row).toBe(wish?.priceZoneId === gold ? 'A' : 'B')
          const numbers = result.seatIds.map((id) => Number(id.slice(1)))
          expect(numbers).toEqual(numbers.map((_, i) => (numbers[0] as number) + i))
          // never across the aisle after seat 5
          expect(numbers.every((n) => n <= 5) || numbers.every((n) => n >= 6)).toBe(true)
        }
      }),
      runs,
    )
  })

  it("follows the member's order: the first wish that can be filled wins, never a later one", () => {
    const seed = 'c'.repeat(64)
    // gold is full, so the member's first wish cannot be filled and the second one wins
    const inputs: BallotInputs = {
      entrants: [
        {
          memberId: 200_001,
          wishes: [
            { id: 1, priceZoneId: gold, quantity: 2 },
            { id: 2, priceZoneId: silver, quantity: 2 },
            { id: 3, priceZoneId: silver, quantity: 1 },
          ],
        },
      ],
      seatRows: seatPlan(Array.from({ length: 10 }, (_, i) => `A${i + 1}`)),
      quotas: [],
    }
    expect(drawBallot(seed, inputs).results).toEqual([
      { wishId: 1, outcome: 'notMatched' },
      { wishId: 2, outcome: 'matched', seatIds: ['B1', 'B2'] },
      { wishId: 3, outcome: 'notMatched' },
    ])
    fc.assert(
      fc.property(seeds, entrants, supplies, (anySeed, list, supply) => {
        const drawn = inputsOf(list, supply)
        const outcome = new Map(drawBallot(anySeed, drawn).results.map((r) => [r.wishId, r]))
        for (const entrant of drawn.entrants) {
          const won = entrant.wishes.findIndex((w) => outcome.get(w.id)?.outcome === 'matched')
          // every wish after the winning one is unmatched; one before it could not be filled
          for (const [i, wish] of entrant.wishes.entries()) {
            if (won >= 0 && i !== won) expect(outcome.get(wish.id)?.outcome).toBe('notMatched')
          }
        }
      }),
      runs,
    )
  })

  it('leaves no single seat stranded when it seats a winner', () => {
    // A1–A3 taken: two seats at A4–A5 fill the block, A6 starts after the aisle
    const inputs: BallotInputs = {
      entrants: [{ memberId: 200_001, wishes: [{ id: 1, priceZoneId: gold, quantity: 1 }] }],
      seatRows: seatPlan(['A1', 'A2', 'A3']),
      quotas: [],
    }
    const [result] = drawBallot('d'.repeat(64), inputs).results
    // A4 alone would leave A5 stranded between it and the aisle; A5 would strand A4
    expect(result).toEqual({ wishId: 1, outcome: 'matched', seatIds: ['A6'] })
  })
})
