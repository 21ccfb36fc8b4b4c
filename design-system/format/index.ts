export {
  dayOfMonthNames,
  formatDate,
  formatDateRange,
  formatDateTime,
  monthNames,
} from './dates'
export { intlLocale } from './intlLocale'
export { formatCount, formatHkd, formatList } from './numbers'
