// Working days in Hong Kong: Monday to Friday, not a general holiday. Used for the delivery
// change limit (7 working days before the show) and privacy requests (answered within 14
// working days). Years without holiday data (publicHolidays.ts) count weekends only.
import { addDays, weekdayOf } from './hongKongTime'
import { isPublicHoliday } from './publicHolidays'

/** Data access and correction requests are answered within 14 working days (spec §9). */
export const privacyRequestWorkingDays = 14

export function isWorkingDay(date: string): boolean {
  const weekday = weekdayOf(date)
  return weekday !== 0 && weekday !== 6 && !isPublicHoliday(date)
}

/**
 * The `YYYY-MM-DD` date `count` working days after `date` (before it when negative); `date`
 * itself is not counted.
 */
export function addWorkingDays(date: string, count: number): string {
  const step = count < 0 ? -1 : 1
  let day = date
  for (let counted = 0; counted < Math.abs(count); ) {
    day = addDays(day, step)
    if (isWorkingDay(day)) counted++
  }
  return day
}
