import { type ReactNode, useId, useState } from 'react'
import { cx } from '../cx'
import {
  choiceInput,
  choiceOption,
  type FieldProps,
  FormField,
  splitFieldProps,
} from '../FormField'
import * as styles from './RadioGroup.css'

export const radioGroupOrientations = ['vertical', 'horizontal'] as const

export interface RadioOption {
  value: string
  label: ReactNode
  disabled?: boolean
}

export interface RadioGroupProps extends FieldProps {
  options: readonly RadioOption[]
  /** The chosen value (controlled); leave undefined and use `defaultValue` to let the group keep it. */
  value?: string
  defaultValue?: string
  onValueChange?: (value: string) => void
  /** Form field name; generated when omitted. */
  name?: string
  orientation?: (typeof radioGroupOrientations)[number]
  disabled?: boolean
}

/**
 * One answer out of a few, all visible at once (title, gender, collection method). Native
 * radio buttons in a fieldset whose legend is the label: arrow keys move the choice, Tab
 * leaves the group, and every screen reader announces "2 of 3".
 */
export function RadioGroup(props: RadioGroupProps) {
  const [
    field,
    { options, value, defaultValue, onValueChange, name, orientation = 'vertical', disabled },
  ] = splitFieldProps(props)
  const generatedName = useId()
  const groupName = name ?? generatedName
  const [kept, setKept] = useState(defaultValue)
  const chosen = value ?? kept
  return (
    <FormField {...field} group>
      {(control) => (
        <div className={styles.options[orientation]}>
          {options.map((option, index) => {
            const optionDisabled = disabled || option.disabled
            return (
              <label
                key={option.value}
                className={cx(choiceOption, optionDisabled && styles.optionDisabled)}
              >
                <input
                  type="radio"
                  className={choiceInput}
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
