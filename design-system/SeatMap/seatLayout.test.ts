import { describe, expect, it } from 'vitest'
import { concertHall } from './samplePlans'
import { layoutSeatPlan, seatInDirection, seatPitch } from './seatLayout'

const layout = layoutSeatPlan(concertHall)
const move = (from: string, key: Parameters<typeof seatInDirection>[2], ctrl = false) =>
  seatInDirection(layout, from, key, ctrl)

describe('seat plan layout', () => {
  it('leaves an empty column for an aisle', () => {
    const a5 = layout.seatById.get('A5')
    const a6 = layout.seatById.get('A6') // aisle before seat 6
    expect((a6?.x ?? 0) - (a5?.x ?? 0)).toBe(2 * seatPitch)
  })

  it('centres shorter rows under longer ones', () => {
    const a1 = layout.seatById.get('A1') // 20 seats
    const b1 = layout.seatById.get('B1') // 22 seats
    expect((a1?.x ?? 0) - (b1?.x ?? 0)).toBe(seatPitch)
  })
})

describe('moving between seats', () => {
  it('steps over an aisle to the next seat of the row', () => {
    expect(move('A5', 'ArrowRight')).toBe('A6')
    expect(move('A6', 'ArrowLeft')).toBe('A5')
  })

  it('stays on the seat at the end of a row', () => {
    expect(move('A1', 'ArrowLeft')).toBe('A1')
    expect(move('A20', 'ArrowRight')).toBe('A20')
  })

  it('goes to the nearest seat of the next row, across sections', () => {
    expect(move('A1', 'ArrowDown')).toBe('B2')
    expect(move('H1', 'ArrowDown')).toBe('J2')
    expect(move('J2', 'ArrowUp')).toBe('H1')
    expect(move('A1', 'ArrowUp')).toBe('A1')
  })

  it('jumps to the row ends with Home / End and the plan ends with Ctrl', () => {
    expect(move('C7', 'Home')).toBe('C1')
    expect(move('C7', 'End')).toBe('C20')
    expect(move('C7', 'Home', true)).toBe('A1')
    expect(move('C7', 'End', true)).toBe('M24')
  })
})
