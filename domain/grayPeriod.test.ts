import { describe, expect, it } from 'vitest'
import { isInGrayPeriod } from './grayPeriod'

const period = {
  effectiveFrom: '2026-12-01T00:00:00+08:00',
  effectiveTo: '2026-12-03T23:59:59+08:00',
}

describe('the grayscale period', () => {
  it('includes both ends', () => {
    expect(isInGrayPeriod(period, new Date('2026-12-01T00:00:00+08:00'))).toBe(true)
    expect(isInGrayPeriod(period, new Date('2026-12-03T23:59:59+08:00'))).toBe(true)
  })

  it('excludes the moments just outside it', () => {
    expect(isInGrayPeriod(period, new Date('2026-11-30T23:59:59+08:00'))).toBe(false)
    expect(isInGrayPeriod(period, new Date('2026-12-04T00:00:00+08:00'))).toBe(false)
  })

  it('is off when there is no period or its dates cannot be read', () => {
    expect(isInGrayPeriod(null, new Date())).toBe(false)
    expect(isInGrayPeriod({ effectiveFrom: 'soon', effectiveTo: 'later' }, new Date())).toBe(false)
  })
})
