export {
  dayOfMonthNames,
  formatDate,
  formatDateRange,
  formatDateTime,
  formatLongDate,
  monthNames,
} from './dates'
export { intlLocale } from './intlLocale'
export { formatCount, formatHkd, formatList } from './numbers'
