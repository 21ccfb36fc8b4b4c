import { type ReactNode, useId, useState } from 'react'
import { FormField } from '../FormField/FormField'
import * as styles from './RadioGroup.css'

export const radioGroupOrientations = ['vertical', 'horizontal'] as const

export interface RadioOption {
  value: string
  label: ReactNode
  disabled?: boolean
}

export interface RadioGroupProps {
  /** The question, shown as the group's legend. */
  label: ReactNode
  hint?: ReactNode
  error?: ReactNode
  required?: boolean
  options: readonly RadioOption[]
  /** The chosen value (controlled); leave undefined and use `defaultValue` to let the group keep it. */
  value?: string
  defaultValue?: string
  onValueChange?: (value: string) => void
  /** Form field name; generated when omitted. */
  name?: string
  orientation?: (typeof radioGroupOrientations)[number]
  disabled?: boolean
  className?: string
}

/**
 * One answer out of a few, all visible at once (title, gender, collection method). Native
 * radio buttons in a fieldset: arrow keys move the choice, Tab leaves the group, and every
 * screen reader announces "2 of 3".
 */
export function RadioGroup({
  label,
  hint,
  error,
  required,
  options,
  value,
  defaultValue,
  onValueChange,
  name,
  orientation = 'vertical',
  disabled,
  className,
}: RadioGroupProps) {
  const generatedName = useId()
  const groupName = name ?? generatedName
  const [kept, setKept] = useState(defaultValue)
  const chosen = value ?? kept
  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      required={required}
      group
      className={className}
    >
      {(control) => (
        <div className={styles.options[orientation]}>
          {options.map((option, index) => {
            const optionDisabled = disabled || option.disabled
            return (
              <label
                key={option.value}
                className={[styles.option, optionDisabled ? styles.optionDisabled : '']
                  .filter(Boolean)
                  .join(' ')}
              >
                <input
                  type="radio"
                  className={styles.input}
                  id={index === 0 ? control.id : undefined}
                  name={groupName}
                  value={option.value}
                  checked={chosen === option.value}
                  onChange={() => {
                    setKept(option.value)
                    onValueChange?.(option.value)
                  }}
                  disabled={optionDisabled}
                  required={control.required}
                  aria-invalid={control['aria-invalid']}
                />
                {option.label}
              </label>
            )
          })}
        </div>
      )}
    </FormField>
  )
}
