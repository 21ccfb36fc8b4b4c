import { describe, expect, it } from 'vitest'
import { cinemaSearchSchema, cinemaStepOf, hongKongToday, weekFrom } from './cinemaSearch'

describe('the cinema’s address', () => {
  it('keeps the date, show and booking it understands and drops the rest', () => {
    expect(
      cinemaSearchSchema({
        date: '2026-12-05',
        show: 60001,
        movie: 3101,
        booking: 'CB-20261205-0193',
      }),
    ).toEqual({
      date: '2026-12-05',
      show: 60001,
      movie: 3101,
      booking: 'CB-20261205-0193',
    })
    expect(cinemaSearchSchema({ date: '2026-13-40', show: -1, txn: '<script>' })).toEqual({})
  })

  it('names the furthest step the address reaches', () => {
    expect(cinemaStepOf({})).toBe('show')
    expect(cinemaStepOf({ date: '2026-12-05', show: 1 })).toBe('seats')
    expect(cinemaStepOf({ show: 1, booking: 'CB-1' })).toBe('preview')
    expect(cinemaStepOf({ show: 1, booking: 'CB-1', txn: 'T2026120500001' })).toBe('receipt')
  })

  it('starts the week on today’s date in Hong Kong, whatever the browser’s clock zone', () => {
    const lateEvening = new Date('2026-11-23T17:30:00Z') // 01:30 on the 24th in Hong Kong
    expect(hongKongToday(lateEvening)).toBe('2026-11-24')
    expect(weekFrom('2026-12-30')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
      '2027-01-04',
      '2027-01-05',
    ])
  })
})
