import { afterEach, describe, expect, it } from 'vitest'
import { hongKongInstant } from './hongKongTime'
import {
  announcedMaintenance,
  customerServiceHours,
  isCustomerServiceOpen,
  isDeliveryChangeOfficeOpen,
  isMaintenanceWindow,
  isPhoneBookingOpen,
  nextMaintenanceWindow,
  openingStatus,
  phoneBookingHours,
} from './hours'

// 2026-11-18 is a Wednesday, 2026-11-17 a Tuesday, 2026-11-21 a Saturday, 2026-11-22 a Sunday
const hk = hongKongInstant

describe('isMaintenanceWindow', () => {
  it.each([
    ['Tuesday 23:59', hk(2026, 11, 17, 23, 59), false],
    ['Tuesday 23:59:59', hk(2026, 11, 17, 23, 59, 59), false],
    ['Wednesday 00:00', hk(2026, 11, 18, 0, 0), true],
    ['Wednesday 01:59:59', hk(2026, 11, 18, 1, 59, 59), true],
    ['Wednesday 02:00', hk(2026, 11, 18, 2, 0), false],
    ['Wednesday 23:59', hk(2026, 11, 18, 23, 59), false],
    ['Thursday 00:00', hk(2026, 11, 19, 0, 0), false],
    ['Wednesday 1 January 2025 (a holiday) 01:00', hk(2025, 1, 1, 1, 0), true],
  ] as const)('is %s Hong Kong time: %s', (_, now, expected) => {
    expect(isMaintenanceWindow(now)).toBe(expected)
  })

  it('reads Hong Kong time from a UTC instant (Tuesday 16:00 UTC is Wednesday 00:00 HK)', () => {
    expect(isMaintenanceWindow(new Date('2026-11-17T16:00:00Z'))).toBe(true)
    expect(isMaintenanceWindow(new Date('2026-11-17T15:59:59Z'))).toBe(false)
    expect(isMaintenanceWindow(new Date('2026-11-17T18:00:00Z'))).toBe(false)
  })
})

describe('whatever the machine time zone', () => {
  const original = process.env.TZ
  afterEach(() => {
    process.env.TZ = original
  })
  it.each(['America/Los_Angeles', 'Europe/London', 'Asia/Hong_Kong', 'Pacific/Kiritimati'])(
    'gives the same answers in %s',
    (zone) => {
      process.env.TZ = zone
      expect(isMaintenanceWindow(new Date('2026-11-17T16:30:00Z'))).toBe(true)
      expect(isCustomerServiceOpen(new Date('2026-11-17T02:00:00Z'))).toBe(true)
      expect(isCustomerServiceOpen(new Date('2026-11-17T11:00:00Z'))).toBe(false)
    },
  )
})

describe('customer service, 10am–7pm Monday to Friday except public holidays', () => {
  it.each([
    ['Tuesday 09:59', hk(2026, 11, 17, 9, 59), false],
    ['Tuesday 10:00', hk(2026, 11, 17, 10, 0), true],
    ['Tuesday 18:59', hk(2026, 11, 17, 18, 59), true],
    ['Tuesday 19:00', hk(2026, 11, 17, 19, 0), false],
    ['Saturday noon', hk(2026, 11, 21, 12, 0), false],
    ['Sunday noon', hk(2026, 11, 22, 12, 0), false],
    ['Christmas Day 2026 (Friday) noon', hk(2026, 12, 25, 12, 0), false],
    ['National Day 2025 (Wednesday) noon', hk(2025, 10, 1, 12, 0), false],
    ['Lunar New Year 2027 fourth day (Tuesday) noon', hk(2027, 2, 9, 12, 0), false],
    ['the Monday after Christmas 2027 noon', hk(2027, 12, 27, 12, 0), false],
  ] as const)('is open on %s: %s', (_, now, expected) => {
    expect(isCustomerServiceOpen(now)).toBe(expected)
  })
})

describe('phone booking, 10am–8pm every day', () => {
  it.each([
    ['Saturday 09:59', hk(2026, 11, 21, 9, 59), false],
    ['Saturday 10:00', hk(2026, 11, 21, 10, 0), true],
    ['Sunday 19:59', hk(2026, 11, 22, 19, 59), true],
    ['Sunday 20:00', hk(2026, 11, 22, 20, 0), false],
    ['Christmas Day 2026 noon', hk(2026, 12, 25, 12, 0), true],
  ] as const)('is open on %s: %s', (_, now, expected) => {
    expect(isPhoneBookingOpen(now)).toBe(expected)
  })
})

describe('delivery-change office, 2pm–6pm Monday to Friday', () => {
  it.each([
    ['Monday 13:59', hk(2026, 11, 16, 13, 59), false],
    ['Monday 14:00', hk(2026, 11, 16, 14, 0), true],
    ['Friday 17:59', hk(2026, 11, 20, 17, 59), true],
    ['Friday 18:00', hk(2026, 11, 20, 18, 0), false],
    ['Saturday 15:00', hk(2026, 11, 21, 15, 0), false],
    ['Labour Day 2026 (Friday) 15:00', hk(2026, 5, 1, 15, 0), false],
  ] as const)('is open on %s: %s', (_, now, expected) => {
    expect(isDeliveryChangeOfficeOpen(now)).toBe(expected)
  })
})

describe('openingStatus (today, for the customer-service page)', () => {
  it.each([
    ['Wednesday 09:59: opens later', hk(2026, 11, 18, 9, 59), 'opensLater'],
    ['Wednesday 10:00: open', hk(2026, 11, 18, 10, 0), 'open'],
    ['Wednesday 18:59: open', hk(2026, 11, 18, 18, 59), 'open'],
    ['Wednesday 19:00: closed for the day', hk(2026, 11, 18, 19, 0), 'closedForTheDay'],
    ['Saturday noon: closed today', hk(2026, 11, 21, 12, 0), 'closedToday'],
    ['Christmas Day, a Friday: a holiday', hk(2026, 12, 25, 12, 0), 'closedForHoliday'],
    ['Lunar New Year, a Tuesday, 08:00: a holiday', hk(2026, 2, 17, 8, 0), 'closedForHoliday'],
  ] as const)('customer service on %s', (_, now, expected) => {
    expect(openingStatus(customerServiceHours, now)).toBe(expected)
  })

  it('keeps phone booking open on public holidays and weekends', () => {
    expect(openingStatus(phoneBookingHours, hk(2026, 12, 25, 12, 0))).toBe('open')
    expect(openingStatus(phoneBookingHours, hk(2026, 11, 22, 19, 30))).toBe('open')
    expect(openingStatus(phoneBookingHours, hk(2026, 11, 22, 20, 0))).toBe('closedForTheDay')
  })

  it('reads the Hong Kong day from a UTC instant (Friday 23:00 UTC is Saturday in Hong Kong)', () => {
    expect(openingStatus(customerServiceHours, new Date('2026-11-20T23:00:00Z'))).toBe(
      'closedToday',
    )
  })
})

describe('nextMaintenanceWindow', () => {
  const window = (day: number) => ({
    startsAt: hk(2026, 11, day, 0, 0),
    endsAt: hk(2026, 11, day, 2, 0),
  })

  it.each([
    ['Monday', hk(2026, 11, 16, 12, 0), window(18)],
    ['Wednesday 00:00, under way', hk(2026, 11, 18, 0, 0), window(18)],
    ['Wednesday 01:59, under way', hk(2026, 11, 18, 1, 59), window(18)],
    ['Wednesday 02:00, over: next week', hk(2026, 11, 18, 2, 0), window(25)],
    ['Tuesday 23:59', hk(2026, 11, 17, 23, 59), window(18)],
  ] as const)('on %s is Wednesday 00:00–02:00 Hong Kong time', (_, now, expected) => {
    expect(nextMaintenanceWindow(now)).toEqual(expected)
  })
})

describe('the maintenance window the site announces', () => {
  const wednesdayOne = new Date('2026-11-25T01:00:00+08:00')
  const saturdayTwo = new Date('2026-11-28T02:00:00+08:00')
  const byStaff = { startsAt: '2026-11-28T01:00:00+08:00', endsAt: '2026-11-28T05:00:00+08:00' }
  const weekly = { startsAt: '2026-12-02T00:00:00+08:00', endsAt: '2026-12-02T02:00:00+08:00' }

  it('is the weekly rule without config, with no window or with a weekly window', () => {
    for (const config of [undefined, null, weekly]) {
      expect(announcedMaintenance(config, wednesdayOne).underWay).toBe(true)
      expect(announcedMaintenance(config, saturdayTwo).underWay).toBe(false)
    }
  })

  it('is the window staff set, instead of the weekly one', () => {
    expect(announcedMaintenance(byStaff, saturdayTwo)).toEqual({
      underWay: true,
      window: { startsAt: new Date(byStaff.startsAt), endsAt: new Date(byStaff.endsAt) },
    })
    expect(announcedMaintenance(byStaff, wednesdayOne).underWay).toBe(false)
  })
})
