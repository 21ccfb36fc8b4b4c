import { describe, expect, it } from 'vitest'
import { hongKongInstant } from './hongKongTime'
import {
  type PointsEntry,
  pointsExpiryDate,
  pointsExpiryInstant,
  pointsForCents,
  pointsState,
} from './points'

const topUp = (at: Date, points: number): PointsEntry => ({
  at,
  type: 'topUp',
  points,
  expiresOn: pointsExpiryDate(at),
})
const pay = (at: Date, points: number): PointsEntry => ({
  at,
  type: 'payment',
  points: -points,
  expiresOn: null,
})

describe('points', () => {
  it('costs one point per Hong Kong dollar, a part of a dollar counting as one', () => {
    expect(pointsForCents(48_000)).toBe(480)
    expect(pointsForCents(48_050)).toBe(481)
    expect(pointsForCents(0)).toBe(0)
  })

  it('expires on the same Hong Kong date a year later, 29 February on 28 February', () => {
    expect(pointsExpiryDate(hongKongInstant(2026, 3, 14, 23, 30))).toBe('2027-03-14')
    // 1 March 00:30 in Hong Kong is still 28 February in UTC
    expect(pointsExpiryDate(hongKongInstant(2026, 3, 1, 0, 30))).toBe('2027-03-01')
    expect(pointsExpiryDate(hongKongInstant(2028, 2, 29, 12))).toBe('2029-02-28')
    expect(pointsExpiryInstant('2027-03-14').toISOString()).toBe('2027-03-13T16:00:00.000Z')
  })

  it('spends the points that expire first', () => {
    const entries = [
      topUp(hongKongInstant(2026, 1, 10), 500),
      topUp(hongKongInstant(2026, 6, 1), 1000),
      pay(hongKongInstant(2026, 7, 1), 700),
    ]
    expect(pointsState(entries, hongKongInstant(2026, 8, 1))).toEqual({
      balance: 800,
      lots: [{ expiresOn: '2027-06-01', points: 800 }],
      lapsed: [],
    })
  })

  it('stops counting points at 00:00 on their expiry date and leaves them for the expiry entry', () => {
    const entries = [
      topUp(hongKongInstant(2026, 1, 10, 15), 500),
      pay(hongKongInstant(2026, 2, 1), 200),
    ]
    const before = pointsState(entries, hongKongInstant(2027, 1, 9, 23, 59))
    expect(before.balance).toBe(300)
    const after = pointsState(entries, hongKongInstant(2027, 1, 10))
    expect(after).toEqual({
      balance: 0,
      lots: [],
      lapsed: [{ expiresOn: '2027-01-10', points: 300 }],
    })
    const written: PointsEntry = {
      at: pointsExpiryInstant('2027-01-10'),
      type: 'expiry',
      points: -300,
      expiresOn: null,
    }
    expect(pointsState([...entries, written], hongKongInstant(2027, 2, 1))).toEqual({
      balance: 0,
      lots: [],
      lapsed: [],
    })
  })

  it('does not let a payment after the expiry date use the expired points', () => {
    const entries = [
      topUp(hongKongInstant(2026, 1, 10), 500),
      topUp(hongKongInstant(2026, 12, 1), 400),
      pay(hongKongInstant(2027, 1, 20), 300),
    ]
    expect(pointsState(entries, hongKongInstant(2027, 1, 21))).toEqual({
      balance: 100,
      lots: [{ expiresOn: '2027-12-01', points: 100 }],
      lapsed: [{ expiresOn: '2027-01-10', points: 500 }],
    })
  })

  it('gives points back after a failed payment for another year', () => {
    const entries: PointsEntry[] = [
      topUp(hongKongInstant(2026, 1, 10), 500),
      pay(hongKongInstant(2026, 3, 1), 500),
      {
        at: hongKongInstant(2026, 3, 1, 2),
        type: 'refund',
        points: 500,
        expiresOn: '2027-03-01',
      },
    ]
    expect(pointsState(entries, hongKongInstant(2027, 2, 1)).lots).toEqual([
      { expiresOn: '2027-03-01', points: 500 },
    ])
  })
})
