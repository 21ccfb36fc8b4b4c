import { describe, expect, it } from 'vitest'
import { fromHex, hmacSha256, sha256, toHex } from './sha256'
import { adaptedRate, admissionsDue, positionOf, seedHashOf, shuffledIndex } from './waitingRoom'

const text = (value: string) => new TextEncoder().encode(value)
/** Seeds that differ from one another, the same in every run. */
const seedNumber = (i: number) => toHex(sha256(text(`seed ${i}`)))
const orderOf = (seed: string, size: number) =>
  Array.from({ length: size }, (_, index) => shuffledIndex(seed, size, index))

describe('SHA-256 and HMAC-SHA256', () => {
  it('give the published test vectors', () => {
    expect(toHex(sha256(text('abc')))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    )
    expect(toHex(sha256(text('a'.repeat(1000))))).toBe(
      '41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3',
    )
    expect(toHex(hmacSha256(text('Jefe'), text('what do ya want for nothing?')))).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    )
  })

  it('publishes the hash of the seed, not the seed', () => {
    const seed = seedNumber(1)
    expect(seedHashOf(seed)).toBe(toHex(sha256(fromHex(seed))))
    expect(seedHashOf(seed)).not.toBe(seed)
  })
})

describe('the published shuffle', () => {
  it.each([1, 2, 3, 7, 64, 100, 1000])(
    'puts a pre-queue of %i in an order with each place once',
    (size) => {
      const order = orderOf(seedNumber(size), size)
      expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: size }, (_, i) => i))
    },
  )

  it('is reproduced from its seed alone, and another seed gives another order', () => {
    const seed = seedNumber(42)
    expect(orderOf(seed, 500)).toEqual(orderOf(seed, 500))
    expect(orderOf(seedNumber(43), 500)).not.toEqual(orderOf(seed, 500))
    // not the order people came in
    expect(orderOf(seed, 500)).not.toEqual(Array.from({ length: 500 }, (_, i) => i))
  })

  it.each([0, 15])(
    'sends the pre-queue member %i to every place equally often (chi-square over many seeds)',
    (index) => {
      const size = 16
      const seeds = 3200
      const counts = new Array<number>(size).fill(0)
      for (let s = 0; s < seeds; s++) {
        const place = shuffledIndex(seedNumber(s), size, index)
        counts[place] = (counts[place] as number) + 1
      }
      const expected = seeds / size
      const chiSquare = counts.reduce((sum, seen) => sum + (seen - expected) ** 2 / expected, 0)
      // 15 degrees of freedom: above 37.70 the places would be uneven at p < 0.001
      expect(chiSquare).toBeLessThan(37.7)
    },
  )

  it('puts later arrivals behind the whole pre-queue, in the order they came', () => {
    const room = { groupSize: 100, seed: seedNumber(7) }
    const group = Array.from({ length: 100 }, (_, i) => positionOf(i + 1, room) as number)
    expect(Math.max(...group)).toBe(100)
    const late = [101, 102, 103, 250].map((number) => positionOf(number, room))
    expect(late).toEqual([101, 102, 103, 250])
  })

  it('has no positions before the opening', () => {
    expect(positionOf(1, { groupSize: null, seed: seedNumber(1) })).toBeNull()
  })
})

describe('admission', () => {
  it('lets in the configured rate over time, carrying fractions from tick to tick', () => {
    let carry = 0
    let admitted = 0
    // 90 per minute in ticks of 700 ms for one minute and a bit
    for (let tick = 0; tick < 90; tick++) {
      const due = admissionsDue(90, 700, carry)
      admitted += due.count
      carry = due.carry
    }
    expect(admitted).toBe(94)
  })

  it('slows down above a hold p99 of 200 ms, speeds up well under it, within bounds', () => {
    expect(adaptedRate(100, 100, 350)).toBe(80)
    expect(adaptedRate(100, 100, 40)).toBeCloseTo(110)
    expect(adaptedRate(100, 100, 150)).toBe(100)
    expect(adaptedRate(100, 100, null)).toBe(100)
    expect(adaptedRate(10, 100, 900)).toBe(10)
    expect(adaptedRate(400, 100, 10)).toBe(400)
  })
})
