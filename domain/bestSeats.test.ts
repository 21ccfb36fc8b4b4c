import { describe, expect, it } from 'vitest'
import { bestSeats } from './bestSeats'
import { checkSeatSelection, type SeatRow, type SeatStatus } from './seats'

/** A row from a picture: `.` free, `x` sold, `h` held, `|` an aisle before the next seat. */
function row(id: string, picture: string): SeatRow {
  const seats = []
  let gap = false
  for (const mark of picture) {
    if (mark === '|') {
      gap = true
      continue
    }
    const status: SeatStatus = mark === 'x' ? 'sold' : mark === 'h' ? 'held' : 'available'
    seats.push({
      id: `${id}-${seats.length + 1}`,
      label: `${seats.length + 1}`,
      status,
      ...(gap ? { gapBefore: true } : {}),
    })
    gap = false
  }
  return { id, label: id, seats }
}

describe('the best available seats', () => {
  it('are in the front row, in its middle', () => {
    const rows = [row('A', '.........'), row('B', '.........')]
    expect(bestSeats(rows, 3)).toEqual(['A-4', 'A-5', 'A-6'])
  })

  it('move back a row when the front one has no block that size', () => {
    const rows = [row('A', '..x..x..'), row('B', '........')]
    expect(bestSeats(rows, 3)).toEqual(['B-3', 'B-4', 'B-5'])
  })

  it('never cross an aisle or leave a single seat on its own', () => {
    const rows = [row('A', 'x...|...x')]
    const chosen = bestSeats(rows, 2)
    expect(chosen).toBeDefined()
    expect(checkSeatSelection(rows, chosen ?? []).ok).toBe(true)
    // three free seats walled in: two of them would strand the third, so only a row's block of
    // exactly the right size or one that leaves two or more is taken
    expect(bestSeats([row('A', 'x...x')], 2)).toEqual(['A-2', 'A-3'])
  })

  it('stay inside the asked price zone', () => {
    const rows = [row('A', '......'), row('B', '......')]
    const zoneB = (seat: { id: string }) => seat.id.startsWith('B-')
    expect(bestSeats(rows, 2, zoneB)).toEqual(['B-3', 'B-4'])
  })

  it('are none when no row has enough seats together', () => {
    expect(bestSeats([row('A', '.x.x.'), row('B', 'hhhhh')], 2)).toBeUndefined()
    expect(bestSeats([row('A', '.....')], 0)).toBeUndefined()
  })
})
