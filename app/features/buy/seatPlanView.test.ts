import { describe, expect, it } from 'vitest'
import type { Schemas } from '../../api/queries'
import { cinemaSeatPlan, eventSeatPlan, priceZonesOf, seatsById, takenSince } from './seatPlanView'

type Seat = Schemas['Seat']

const seatsOfRowA: Seat[] = [
  { id: 'stalls-A-1', number: '1', status: 'available', priceZoneId: 1 },
  { id: 'stalls-A-2', number: '2', status: 'sold', priceZoneId: 1 },
  { id: 'stalls-A-3', number: '3', status: 'available', priceZoneId: 2, aisleBefore: true },
]
const stallsName = { en: 'Stalls', 'zh-Hant': '池座', 'zh-Hans': '池座' }
const planWith = (seats: Seat[]): Schemas['SeatPlan'] => ({
  performanceId: 801201,
  sections: [{ id: 'stalls', name: stallsName, rows: [{ name: 'A', seats }] }],
})

describe('seat plans from the contract', () => {
  it('keep each seat’s number, status and the aisle before it, with sections in the visitor’s language', () => {
    const plan = eventSeatPlan(planWith(seatsOfRowA), (text) => text['zh-Hant'])
    expect(plan.sections[0]?.label).toBe('池座')
    expect(plan.sections[0]?.rows[0]?.seats).toEqual([
      { id: 'stalls-A-1', label: '1', status: 'available', gapBefore: undefined },
      { id: 'stalls-A-2', label: '2', status: 'sold', gapBefore: undefined },
      { id: 'stalls-A-3', label: '3', status: 'available', gapBefore: true },
    ])
  })

  it('draw a cinema house as one block named after the house', () => {
    const plan = cinemaSeatPlan(
      { showId: 1, house: stallsName, rows: [{ name: 'A', seats: seatsOfRowA }] },
      'House 1',
    )
    expect(plan.sections).toHaveLength(1)
    expect(plan.sections[0]?.label).toBe('House 1')
  })

  it('find the picked seats someone else took since they were picked', () => {
    const picked = ['stalls-A-1', 'stalls-A-2']
    const later = planWith(seatsOfRowA.map((seat) => ({ ...seat, status: 'held' })))
    const seats = seatsById(
      eventSeatPlan(later, (text) => text.en),
      priceZonesOf(later),
    )
    expect(
      takenSince(picked, seats).map((seat) => [
        seat.row,
        seat.number,
        seat.status,
        seat.priceZoneId,
      ]),
    ).toEqual([
      ['A', '1', 'held', 1],
      ['A', '2', 'held', 1],
    ])
    const before = seatsById(eventSeatPlan(planWith(seatsOfRowA), (text) => text.en))
    expect(takenSince(picked, before)).toHaveLength(1)
  })
})
