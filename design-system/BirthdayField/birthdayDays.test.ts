import { describe, expect, it } from 'vitest'
import { daysInBirthdayMonth, isValidBirthday } from './birthdayDays'

describe('birthday days', () => {
  it.each([
    [1, 31],
    [2, 29],
    [3, 31],
    [4, 30],
    [6, 30],
    [9, 30],
    [11, 30],
    [12, 31],
  ])('month %i offers %i days', (month, days) => {
    expect(daysInBirthdayMonth(month)).toBe(days)
  })

  it('accepts 29 February, since no year is asked', () => {
    expect(isValidBirthday(2, 29)).toBe(true)
  })

  it.each([
    [2, 30],
    [4, 31],
    [13, 1],
    [0, 10],
    [5, 0],
    [5, 1.5],
  ])('refuses month %s day %s', (month, day) => {
    expect(isValidBirthday(month, day)).toBe(false)
  })
})
