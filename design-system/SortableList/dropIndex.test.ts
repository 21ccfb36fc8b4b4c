import { describe, expect, it } from 'vitest'
import { dropIndex } from './SortableList'

// three items 100 px high, 20 px apart
const boxes = [0, 120, 240].map((top) => ({ top, height: 100 }))

describe('where a dragged item lands', () => {
  it('stays in place until its middle passes the middle of a neighbour', () => {
    expect(dropIndex({ from: 0, boxes }, 110)).toBe(0)
    expect(dropIndex({ from: 0, boxes }, 130)).toBe(1)
  })

  it('passes as many items as its middle has passed, down or up', () => {
    expect(dropIndex({ from: 0, boxes }, 250)).toBe(2)
    expect(dropIndex({ from: 2, boxes }, -130)).toBe(1)
    expect(dropIndex({ from: 2, boxes }, -500)).toBe(0)
  })

  it('never goes past either end of the list', () => {
    expect(dropIndex({ from: 1, boxes }, 5000)).toBe(2)
    expect(dropIndex({ from: 1, boxes }, -5000)).toBe(0)
  })
})
