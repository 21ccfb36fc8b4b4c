import { describe, expect, it } from 'vitest'
import {
  cinemaCourierFeeHkd,
  deliveryChangeDeadline,
  deliveryRegionOfCountry,
  deliveryTerms,
  isDeliveryAvailable,
  isDeliveryChangeAllowed,
} from './delivery'
import { hongKongInstant } from './hongKongTime'
import { addWorkingDays, isWorkingDay } from './workingDays'

const hk = hongKongInstant

describe('delivery terms', () => {
  it('has the fees and days of the spec', () => {
    expect(deliveryTerms).toEqual({
      hongKong: { feeFromHkd: 40, minDays: 7, maxDays: 7 },
      macau: { feeFromHkd: 45, minDays: 7, maxDays: 7 },
      mainland: { feeFromHkd: 200, minDays: 10, maxDays: 14 },
      overseas: { feeFromHkd: 500, minDays: 10, maxDays: 20 },
    })
    expect(cinemaCourierFeeHkd).toBe(35)
  })

  const show = hk(2026, 12, 20, 20, 0)
  it.each([
    ['hongKong', hk(2026, 12, 13, 23, 59), true],
    ['hongKong', hk(2026, 12, 14, 0, 0), false],
    ['macau', hk(2026, 12, 13, 9), true],
    ['macau', hk(2026, 12, 14, 9), false],
    ['mainland', hk(2026, 12, 6, 12), true],
    ['mainland', hk(2026, 12, 7, 12), false],
    ['overseas', hk(2026, 11, 30, 12), true],
    ['overseas', hk(2026, 12, 1, 12), false],
  ] as const)('offers %s delivery at %s: %s', (region, now, expected) => {
    expect(isDeliveryAvailable(region, now, show)).toBe(expected)
  })
})

describe('delivery change, up to 7 working days before the show', () => {
  it.each([
    ['2026-11-18', true],
    ['2026-11-21', false],
    ['2026-11-22', false],
    ['2026-12-25', false],
    ['2026-12-24', true],
    ['2026-04-06', false],
  ])('counts %s as a working day: %s', (date, expected) => {
    expect(isWorkingDay(date)).toBe(expected)
  })

  it('counts 14 working days for a privacy request made on a Friday', () => {
    // from Friday 11 December 2026: 14, 15, 16, 17, 18, 21, 22, 23, 24, 28, 29, 30, 31 Dec, 4 Jan
    expect(addWorkingDays('2026-12-11', 14)).toBe('2027-01-04')
  })

  it('skips weekends: a Monday show has its deadline on the Thursday of the week before last', () => {
    // show Monday 30 November 2026; 7 working days back: 27, 26, 25, 24, 23, 20, 19 November
    expect(deliveryChangeDeadline(hk(2026, 11, 30, 19, 30))).toBe('2026-11-19')
  })

  it('skips public holidays: Christmas and the day after do not count', () => {
    // show Monday 4 January 2027: 31, 30, 29, 28 December, then 24, 23, 22 December
    // (1 January and 25 December are holidays, 26 December a Saturday)
    expect(deliveryChangeDeadline(hk(2027, 1, 4, 20))).toBe('2026-12-22')
  })

  it('allows a change up to the end of the deadline day and not the day after', () => {
    const show = hk(2026, 11, 30, 19, 30)
    expect(isDeliveryChangeAllowed(hk(2026, 11, 19, 23, 59), show)).toBe(true)
    expect(isDeliveryChangeAllowed(hk(2026, 11, 20, 0, 0), show)).toBe(false)
  })
})

describe('delivery region of a member', () => {
  it('follows the country of the mailing address', () => {
    expect(deliveryRegionOfCountry('HK')).toBe('hongKong')
    expect(deliveryRegionOfCountry('MO')).toBe('macau')
    expect(deliveryRegionOfCountry('CN')).toBe('mainland')
    expect(deliveryRegionOfCountry('GB')).toBe('overseas')
  })
})
