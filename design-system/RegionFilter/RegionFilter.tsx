import { useLingui } from '@lingui/react/macro'
import { type Region, regions } from '../../domain/filters'
import { FilterChips } from '../CalendarFilter'

export interface RegionFilterProps {
  /** The chosen region, or null for all regions. */
  value: Region | null
  onChange: (value: Region | null) => void
  className?: string
}

/** Narrows the event list to where the events take place: Hong Kong, Macau, Mainland China or others. */
export function RegionFilter({ value, onChange, className }: RegionFilterProps) {
  const { t } = useLingui()
  const labels: Record<Region, string> = {
    hongKong: t`Hong Kong`,
    macau: t`Macau`,
    mainland: t`Mainland China`,
    others: t`Others`,
  }
  return (
    <FilterChips
      legend={t`Region`}
      chips={[
        { value: null, label: t`All regions` },
        ...regions.map((id) => ({ value: id, label: labels[id] })),
      ]}
      value={value}
      onChange={onChange}
      className={className}
    />
  )
}
