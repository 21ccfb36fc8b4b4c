import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { pageRange } from './pageRange'

describe('pageRange', () => {
  it('shows every page when there are few', () => {
    expect(pageRange(3, 5)).toEqual([1, 2, 3, 4, 5])
    expect(pageRange(1, 1)).toEqual([1])
  })

  it('shows nothing when there are no pages', () => {
    expect(pageRange(1, 0)).toEqual([])
  })

  it('puts an ellipsis on both sides of a page in the middle of a long range', () => {
    expect(pageRange(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20])
  })

  it('keeps the first pages together near the start', () => {
    expect(pageRange(2, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20])
    expect(pageRange(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20])
  })

  it('keeps the last pages together near the end', () => {
    expect(pageRange(19, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20])
  })

  it('clamps a page outside the range to the nearest end', () => {
    expect(pageRange(99, 20)).toEqual(pageRange(20, 20))
    expect(pageRange(-3, 20)).toEqual(pageRange(1, 20))
  })

  it('always includes the first, last and current page, in order, without repeats', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 0, max: 3 }),
        (rawPage, count, siblings) => {
          const page = Math.min(rawPage, count)
          const slots = pageRange(page, count, siblings)
          const numbers = slots.filter((s): s is number => s !== 'gap')
          expect(numbers[0]).toBe(1)
          expect(numbers.at(-1)).toBe(count)
          expect(numbers).toContain(page)
          for (let i = 1; i < numbers.length; i++) {
            expect(numbers[i]).toBeGreaterThan(numbers[i - 1] as number)
          }
          // a gap always stands for at least two hidden pages
          slots.forEach((slot, i) => {
            if (slot === 'gap') {
              expect((slots[i + 1] as number) - (slots[i - 1] as number)).toBeGreaterThan(2)
            }
          })
          expect(slots.length).toBeLessThanOrEqual(2 * siblings + 5)
        },
      ),
    )
  })
})
