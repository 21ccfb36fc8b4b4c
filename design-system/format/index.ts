export {
  dayOfMonthNames,
  formatCalendarDate,
  formatDate,
  formatDateRange,
  formatDateTime,
  formatDayMonth,
  formatLongDate,
  formatTime,
  monthNames,
} from './dates'
export { intlLocale } from './intlLocale'
export { formatCount, formatHkd, formatList } from './numbers'
