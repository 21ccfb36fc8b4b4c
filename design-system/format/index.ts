export {
  dayOfMonthNames,
  formatCalendarDate,
  formatDate,
  formatDateRange,
  formatDateTime,
  formatLongDate,
  formatTime,
  monthNames,
} from './dates'
export { intlLocale } from './intlLocale'
export { formatCount, formatHkd, formatList } from './numbers'
