// A seeded random source, so the same `now` always seeds the same members (mulberry32: tiny,
// fast and good enough for demo data; never for anything secret).

export interface Random {
  /** A float in [0, 1). */
  next(): number
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number
  /** True with the given probability. */
  chance(probability: number): boolean
  pick<T>(items: readonly T[]): T
  /** A key chosen in proportion to its weight. */
  weighted<K extends string>(weights: Readonly<Record<K, number>>): K
  /** A copy in random order. */
  shuffle<T>(items: readonly T[]): T[]
  /** A digit string of the given length (leading zeros kept). */
  digits(length: number): string
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list')
    return items[int(0, items.length - 1)] as T
  }
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick,
    weighted(weights) {
      const entries = Object.entries(weights) as [keyof typeof weights, number][]
      let roll = next() * entries.reduce((sum, [, weight]) => sum + weight, 0)
      for (const [key, weight] of entries) {
        roll -= weight
        if (roll < 0) return key
      }
      return (entries.at(-1) as [keyof typeof weights, number])[0]
    },
    shuffle(items) {
      const copy = [...items]
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(0, i)
        ;[copy[i], copy[j]] = [copy[j] as (typeof copy)[number], copy[i] as (typeof copy)[number]]
      }
      return copy
    },
    digits: (length) => Array.from({ length }, () => String(int(0, 9))).join(''),
  }
}
