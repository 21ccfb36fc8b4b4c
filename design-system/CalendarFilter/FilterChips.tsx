import { useId } from 'react'
import * as css from './FilterChips.css'

export interface FilterChip<Value extends string> {
  value: Value | null
  label: string
}

export interface FilterChipsProps<Value extends string> {
  legend: string
  /** The chips in order; a chip whose value is null stands for "no filter". */
  chips: readonly FilterChip<Value>[]
  value: Value | null
  onChange: (value: Value | null) => void
  className?: string
}

/**
 * A single-choice filter drawn as a row of chips: native radio buttons in a fieldset, so arrow
 * keys move the choice, Tab leaves the group and screen readers announce "3 of 9". Shared by
 * CalendarFilter and RegionFilter.
 */
export function FilterChips<Value extends string>({
  legend,
  chips,
  value,
  onChange,
  className,
}: FilterChipsProps<Value>) {
  const name = useId()
  return (
    <fieldset className={[css.fieldset, className].filter(Boolean).join(' ')}>
      <legend className={css.legend}>{legend}</legend>
      <div className={css.chips}>
        {chips.map((chip) => (
          <label key={chip.value ?? ''} className={css.chip}>
            <input
              type="radio"
              name={name}
              value={chip.value ?? ''}
              checked={chip.value === value}
              onChange={() => onChange(chip.value)}
              className={css.input}
            />
            <svg className={css.tick} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path fill="currentColor" d="m9 16.2-4.2-4.2-1.4 1.4L9 19 21 7l-1.4-1.4L9 16.2Z" />
            </svg>
            {chip.label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
