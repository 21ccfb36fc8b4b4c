import { describe, expect, it } from 'vitest'
import { weekdayOf } from './hongKongTime'
import { hongKongPublicHolidays, isPublicHoliday, publicHolidayYears } from './publicHolidays'

describe('Hong Kong public holidays', () => {
  it('covers 2025, 2026 and 2027', () => {
    expect(publicHolidayYears).toEqual([2025, 2026, 2027])
  })

  it.each(publicHolidayYears)(
    'lists 17 holidays in %i, none on a Sunday, in date order',
    (year) => {
      const days = hongKongPublicHolidays[year] ?? []
      expect(days).toHaveLength(17)
      expect(days.every((d) => d.startsWith(`${year}-`))).toBe(true)
      expect(days.some((d) => weekdayOf(d) === 0)).toBe(false)
      expect([...days].sort()).toEqual(days)
    },
  )

  it.each([
    ['2025-01-29', true],
    ['2026-02-17', true],
    ['2026-04-06', true],
    ['2027-12-27', true],
    ['2026-12-24', false],
    ['2026-11-18', false],
  ])('knows whether %s is a holiday (%s)', (date, expected) => {
    expect(isPublicHoliday(date)).toBe(expected)
  })
})
