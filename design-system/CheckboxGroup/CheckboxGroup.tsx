import type { ReactNode } from 'react'
import {
  choiceInput,
  choiceOption,
  type FieldProps,
  FormField,
  splitFieldProps,
} from '../FormField'
import * as styles from './CheckboxGroup.css'

export interface CheckboxGroupOption {
  value: string
  label: ReactNode
}

export interface CheckboxGroupProps extends FieldProps {
  options: readonly CheckboxGroupOption[]
  /** The ticked values, in the options' order. */
  value: readonly string[]
  onValueChange: (value: string[]) => void
  /** Form field name of every box. */
  name?: string
  disabled?: boolean
}

/**
 * Any number of answers to one question, all visible (a member's interests): native
 * checkboxes in a fieldset whose legend is the label, so screen readers name the group once
 * and each box by its own label. For one yes/no question use Checkbox.
 */
export function CheckboxGroup(props: CheckboxGroupProps) {
  const [field, { options, value, onValueChange, name, disabled }] = splitFieldProps(props)
  const toggle = (option: string, ticked: boolean) => {
    const chosen = new Set(value)
    if (ticked) chosen.add(option)
    else chosen.delete(option)
    onValueChange(options.map((o) => o.value).filter((v) => chosen.has(v)))
  }
  return (
    <FormField {...field} group>
      {(control) => (
        <div className={styles.options}>
          {options.map((option, index) => (
            <label key={option.value} className={choiceOption}>
              <input
                type="checkbox"
                className={choiceInput}
                id={index === 0 ? control.id : undefined}
                name={name}
                value={option.value}
                checked={value.includes(option.value)}
                disabled={disabled}
                aria-invalid={control['aria-invalid']}
                onChange={(event) => toggle(option.value, event.target.checked)}
              />
              {option.label}
            </label>
          ))}
        </div>
      )}
    </FormField>
  )
}
