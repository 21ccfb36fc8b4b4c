import { useId } from 'react'
import { button } from '../Button'
import { cx } from '../cx'
import { CheckIcon } from '../icons'
import { Inline } from '../layout'
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
    <fieldset className={cx(css.fieldset, className)}>
      <legend className={css.legend}>{legend}</legend>
      <Inline gap="sm">
        {chips.map((chip) => (
          <label key={chip.value ?? ''} className={button({ variant: 'chip', size: 'small' })}>
            <input
              type="radio"
              name={name}
              value={chip.value ?? ''}
              checked={chip.value === value}
              onChange={() => onChange(chip.value)}
              className={css.input}
            />
            <CheckIcon size="small" className={css.tick} />
            {chip.label}
          </label>
        ))}
      </Inline>
    </fieldset>
  )
}
