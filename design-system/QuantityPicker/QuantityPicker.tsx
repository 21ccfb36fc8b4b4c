import { useLingui } from '@lingui/react/macro'
import { useEffect, useId, useState } from 'react'
import { cx } from '../cx'
import * as css from './QuantityPicker.css'

export interface QuantityPickerProps {
  /** What is being counted ("Zone A tickets"): the visible label of the number. */
  label: string
  value: number
  onChange: (value: number) => void
  min?: number
  max: number
  /**
   * Said when the buyer reaches `max` (for the wish list: at most 4 tickets per person).
   * Defaults to "You can choose at most {max} tickets."
   */
  limitMessage?: string
  disabled?: boolean
  className?: string
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n))

/**
 * How many tickets: − / number / +, kept between `min` and `max`. At the limit the + button
 * stays focusable and the limit is explained in words instead of silently doing nothing.
 */
export function QuantityPicker({
  label,
  value,
  onChange,
  min = 0,
  max,
  limitMessage,
  disabled = false,
  className,
}: QuantityPickerProps) {
  const { t } = useLingui()
  const labelId = useId()
  const limitId = useId()
  const [draft, setDraft] = useState(String(value))
  useEffect(() => setDraft(String(value)), [value])

  const atMax = value >= max
  const atMin = value <= min
  const set = (n: number) => {
    const next = clamp(n, min, max)
    setDraft(String(next))
    if (next !== value) onChange(next)
  }

  return (
    <fieldset className={cx(css.root, className)}>
      <legend id={labelId} className={css.label}>
        {label}
      </legend>
      <div className={css.controls}>
        <button
          type="button"
          className={css.step}
          aria-label={t`One fewer`}
          aria-disabled={atMin || undefined}
          disabled={disabled}
          onClick={() => !atMin && set(value - 1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          aria-labelledby={labelId}
          className={css.input}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={draft}
          disabled={disabled}
          aria-describedby={atMax ? limitId : undefined}
          onChange={(event) => {
            setDraft(event.target.value)
            const n = Number.parseInt(event.target.value, 10)
            if (!Number.isNaN(n)) set(n)
          }}
          onBlur={() => setDraft(String(value))}
          onKeyDown={(event) => {
            // the same steps as the buttons, so the limit message also follows the arrow keys
            if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return
            event.preventDefault()
            set(value + (event.key === 'ArrowUp' ? 1 : -1))
          }}
        />
        <button
          type="button"
          className={css.step}
          aria-label={t`One more`}
          aria-disabled={atMax || undefined}
          disabled={disabled}
          onClick={() => !atMax && set(value + 1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      <p id={limitId} className={css.limit} aria-live="polite">
        {atMax && !disabled ? (limitMessage ?? t`You can choose at most ${max} tickets.`) : ''}
      </p>
    </fieldset>
  )
}
