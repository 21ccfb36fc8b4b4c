// Service hours and the maintenance window (spec §9) as "is it open now" functions. Time is
// passed in; every rule reads the Hong Kong wall clock, whatever the machine's time zone.
// Opening times include the opening minute and exclude the closing one (10:00–19:00 is open
// at 10:00 and 18:59, closed at 19:00).
import { addDays, hongKongInstant, inHongKong, type Weekday, weekdayOf } from './hongKongTime'
import { isPublicHoliday } from './publicHolidays'

export interface OpeningHours {
  /** Days it opens, 0 = Sunday … 6 = Saturday. */
  days: readonly Weekday[]
  /** Minutes after midnight, Hong Kong time. */
  opens: number
  closes: number
  closedOnPublicHolidays: boolean
}

const weekdays: readonly Weekday[] = [1, 2, 3, 4, 5]
const everyDay: readonly Weekday[] = [0, 1, 2, 3, 4, 5, 6]
const at = (hour: number) => hour * 60

/** Customer service: 10am–7pm Monday to Friday except public holidays. */
export const customerServiceHours: OpeningHours = {
  days: weekdays,
  opens: at(10),
  closes: at(19),
  closedOnPublicHolidays: true,
}

/**
 * Phone booking: 10am–8pm. The spec gives no days, so every day, holidays included (the help
 * text's "10am–7pm weekdays" is the customer-service line, above).
 */
export const phoneBookingHours: OpeningHours = {
  days: everyDay,
  opens: at(10),
  closes: at(20),
  closedOnPublicHolidays: false,
}

/** Delivery-change office: 2pm–6pm Monday to Friday; an office, so closed on public holidays. */
export const deliveryChangeOfficeHours: OpeningHours = {
  days: weekdays,
  opens: at(14),
  closes: at(18),
  closedOnPublicHolidays: true,
}

export function isOpen(hours: OpeningHours, now: Date): boolean {
  const hk = inHongKong(now)
  if (!hours.days.includes(hk.weekday)) return false
  if (hours.closedOnPublicHolidays && isPublicHoliday(hk.isoDate)) return false
  return hk.minuteOfDay >= hours.opens && hk.minuteOfDay < hours.closes
}

/**
 * Today's state of a service, for "open now" notes: open; opening later today; closed for the
 * rest of today; or closed all day, because it never opens on this weekday or because today is
 * a public holiday it keeps.
 */
export const openingStatuses = [
  'open',
  'opensLater',
  'closedForTheDay',
  'closedToday',
  'closedForHoliday',
] as const
export type OpeningStatus = (typeof openingStatuses)[number]

export function openingStatus(hours: OpeningHours, now: Date): OpeningStatus {
  const hk = inHongKong(now)
  if (!hours.days.includes(hk.weekday)) return 'closedToday'
  if (hours.closedOnPublicHolidays && isPublicHoliday(hk.isoDate)) return 'closedForHoliday'
  if (hk.minuteOfDay < hours.opens) return 'opensLater'
  return hk.minuteOfDay < hours.closes ? 'open' : 'closedForTheDay'
}

export const isCustomerServiceOpen = (now: Date) => isOpen(customerServiceHours, now)
export const isPhoneBookingOpen = (now: Date) => isOpen(phoneBookingHours, now)
export const isDeliveryChangeOfficeOpen = (now: Date) => isOpen(deliveryChangeOfficeHours, now)

/** System maintenance: every Wednesday 00:00–02:00 Hong Kong time (02:00 is back up). */
export const maintenanceWindow: OpeningHours = {
  days: [3],
  opens: 0,
  closes: at(2),
  closedOnPublicHolidays: false,
}

export function isMaintenanceWindow(now: Date): boolean {
  return isOpen(maintenanceWindow, now)
}

/**
 * The maintenance window under way at `now`, or else the next one: its start and end as
 * instants (Hong Kong time).
 */
export function nextMaintenanceWindow(now: Date): { startsAt: Date; endsAt: Date } {
  const today = inHongKong(now).isoDate
  for (let ahead = 0; ahead <= 7; ahead++) {
    const date = addDays(today, ahead)
    if (!maintenanceWindow.days.includes(weekdayOf(date))) continue
    const [year, month, day] = date.split('-').map(Number) as [number, number, number]
    const at = (minutes: number) =>
      hongKongInstant(year, month, day, Math.floor(minutes / 60), minutes % 60)
    const window = { startsAt: at(maintenanceWindow.opens), endsAt: at(maintenanceWindow.closes) }
    if (window.endsAt > now) return window
  }
  // unreachable: a weekly window always comes within eight days
  throw new Error('maintenanceWindow has no day')
}

/** Whether a window is one of the weekly ones (a Wednesday 00:00–02:00, Hong Kong time). */
function isWeeklyWindow(window: { startsAt: Date; endsAt: Date }): boolean {
  const start = inHongKong(window.startsAt)
  return (
    maintenanceWindow.days.includes(start.weekday) &&
    start.minuteOfDay === maintenanceWindow.opens &&
    +window.endsAt - +window.startsAt ===
      (maintenanceWindow.closes - maintenanceWindow.opens) * 60_000
  )
}

/**
 * The window the site announces (config `maintenance`): one staff set in the office replaces
 * the weekly rule; a weekly one, none, or no config (not loaded, or failed) is the weekly rule.
 */
export function announcedMaintenance(
  announced: { startsAt: string; endsAt: string } | null | undefined,
  now: Date,
): { underWay: boolean; window: { startsAt: Date; endsAt: Date } } {
  const weekly = () => ({ underWay: isMaintenanceWindow(now), window: nextMaintenanceWindow(now) })
  if (!announced) return weekly()
  const window = { startsAt: new Date(announced.startsAt), endsAt: new Date(announced.endsAt) }
  if (Number.isNaN(+window.startsAt) || Number.isNaN(+window.endsAt) || isWeeklyWindow(window)) {
    return weekly()
  }
  return { underWay: window.startsAt <= now && now < window.endsAt, window }
}
