import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatLikeCount } from './likes'

describe('formatLikeCount', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [999, '999'],
    [1000, '1K'],
    [1001, '1K'],
    [1099, '1K'],
    [1100, '1.1K'],
    [1999, '1.9K'],
    [12_345, '12.3K'],
    [99_999, '99.9K'],
    [100_000, '100K'],
    [123_456, '123K'],
    [999_999, '999K'],
    [1_000_000, '1M'],
    [1_250_000, '1.2M'],
    [12_999_999, '12.9M'],
    [123_456_789, '123M'],
    [2_000_000_000, '2000M'],
  ])('shows %d likes as %s', (count, text) => {
    expect(formatLikeCount(count)).toBe(text)
  })

  it.each([
    [-5, '0'],
    [Number.NaN, '0'],
    [12.7, '12'],
  ])('shows a count that is not a whole positive number (%d) as %s', (count, text) => {
    expect(formatLikeCount(count)).toBe(text)
  })

  it('never shows more likes than there are', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000_000_000 }), (n) => {
        const text = formatLikeCount(n)
        const unit = text.endsWith('M') ? 1_000_000 : text.endsWith('K') ? 1000 : 1
        const shown = Number(unit === 1 ? text : text.slice(0, -1)) * unit
        expect(shown).toBeLessThanOrEqual(n)
        // off by less than the last digit shown: a tenth of the unit, or one unit from 100
        const step = Number(text.slice(0, -1)) >= 100 ? unit : unit / 10
        expect(n - shown).toBeLessThan(Math.max(step, 1))
      }),
    )
  })

  it('never shows more than three digits before K, nor a decimal from 100K', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999 }), (n) => {
        expect(formatLikeCount(n)).toMatch(/^(\d{1,3}|\d{1,2}\.\d[KM]|\d{1,3}[KM])$/)
      }),
    )
  })
})
