export { CalendarFilter, type CalendarFilterProps } from './CalendarFilter'
export { type FilterChip, FilterChips, type FilterChipsProps } from './FilterChips'
