// The seed's shared PRNG (../random) with the few draws the members need on top: weighted
// choices, shuffles and digit strings.
import { type Random as BaseRandom, seededRandom as baseRandom } from '../random'

export interface Random extends BaseRandom {
  /** A key chosen in proportion to its weight. */
  weighted<K extends string>(weights: Readonly<Record<K, number>>): K
  /** A copy in random order. */
  shuffle<T>(items: readonly T[]): T[]
  /** A digit string of the given length (leading zeros kept). */
  digits(length: number): string
}

export function seededRandom(seed: number): Random {
  const base = baseRandom(seed)
  return {
    ...base,
    weighted(weights) {
      const entries = Object.entries(weights) as [keyof typeof weights, number][]
      let roll = base.next() * entries.reduce((sum, [, weight]) => sum + weight, 0)
      for (const [key, weight] of entries) {
        roll -= weight
        if (roll < 0) return key
      }
      return (entries.at(-1) as [keyof typeof weights, number])[0]
    },
    shuffle(items) {
      const copy = [...items]
      for (let i = copy.length - 1; i > 0; i--) {
        const j = base.int(0, i)
        ;[copy[i], copy[j]] = [copy[j] as (typeof copy)[number], copy[i] as (typeof copy)[number]]
      }
      return copy
    },
    digits: (length) => Array.from({ length }, () => String(base.int(0, 9))).join(''),
  }
}
