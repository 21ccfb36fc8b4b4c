import { useLingui } from '@lingui/react/macro'
import { type CalendarFilter as CalendarFilterId, calendarFilters } from '../../domain/filters'
import { FilterChips } from './FilterChips'

export interface CalendarFilterProps {
  /** The chosen period, or null for any date. */
  value: CalendarFilterId | null
  onChange: (value: CalendarFilterId | null) => void
  className?: string
}

/**
 * Narrows the event list to a period (today, tomorrow, this weekend… next month). Controlled:
 * the screen keeps the value (usually in the URL) and turns it into dates with the domain rules.
 */
export function CalendarFilter({ value, onChange, className }: CalendarFilterProps) {
  const { t } = useLingui()
  const labels: Record<CalendarFilterId, string> = {
    today: t`Today`,
    tomorrow: t`Tomorrow`,
    thisWeekend: t`This weekend`,
    nextWeekend: t`Next weekend`,
    thisWeek: t`This week`,
    nextWeek: t`Next week`,
    thisMonth: t`This month`,
    nextMonth: t`Next month`,
  }
  return (
    <FilterChips
      legend={t`Date`}
      chips={[
        { value: null, label: t`Any date` },
        ...calendarFilters.map((id) => ({ value: id, label: labels[id] })),
      ]}
      value={value}
      onChange={onChange}
      className={className}
    />
  )
}
