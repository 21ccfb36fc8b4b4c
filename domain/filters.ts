// The browsing filters of spec §1, as data: screens render them, domain/calendar.ts turns the
// calendar ones into date ranges.

export const calendarFilters = [
  'today',
  'tomorrow',
  'thisWeekend',
  'nextWeekend',
  'thisWeek',
  'nextWeek',
  'thisMonth',
  'nextMonth',
] as const
export type CalendarFilter = (typeof calendarFilters)[number]

export const regions = ['hongKong', 'macau', 'mainland', 'others'] as const
export type Region = (typeof regions)[number]

export const onSaleTabs = ['all', 'dailyRecommendations', 'onSaleToday'] as const
export type OnSaleTab = (typeof onSaleTabs)[number]
