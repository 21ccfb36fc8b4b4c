// A birthday is a month and a day with no year (spec §3), so 29 February is always allowed.

export const birthdayMonths = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const

const thirtyDayMonths = new Set([4, 6, 9, 11])

/** Days a month can have in any year: February counts 29 because the year is unknown. */
export function daysInBirthdayMonth(month: number): number {
  if (month === 2) return 29
  return thirtyDayMonths.has(month) ? 30 : 31
}

export function isValidBirthday(month: number, day: number): boolean {
  return (
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInBirthdayMonth(month)
  )
}
