import type { ReactNode, Ref, SelectHTMLAttributes } from 'react'
import { FormField } from '../FormField/FormField'
import { controlBox } from '../FormField/field.css'
import * as styles from './Select.css'

export interface SelectOption {
  value: string
  label: string
  disabled?: boolean
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: ReactNode
  hint?: ReactNode
  error?: ReactNode
  options: readonly SelectOption[]
  /** A first, empty choice such as "Select a title"; the field is unanswered while it is chosen. */
  placeholder?: string
  ref?: Ref<HTMLSelectElement>
}

/**
 * Choose one of a short, fixed list (title Mr / Miss / Mrs, month, ticket class). For long
 * lists where typing helps, use Combobox.
 *
 * A native `<select>`, deliberately, rather than Radix Select: every screen reader and phone
 * knows it (the phone opens its own picker), it types ahead, autofills, submits with a form
 * and needs no portal or focus management that could break inside a dialog.
 */
export function Select({
  label,
  hint,
  error,
  required,
  id,
  options,
  placeholder,
  className,
  ...props
}: SelectProps) {
  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      required={required}
      id={id}
      className={className}
    >
      {(control) => (
        <div className={styles.wrapper}>
          <select {...props} {...control} className={`${controlBox} ${styles.select}`}>
            {placeholder !== undefined && <option value="">{placeholder}</option>}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </select>
          <svg className={styles.chevron} viewBox="0 0 16 16" aria-hidden="true">
            <path fill="none" stroke="currentColor" strokeWidth="2" d="m3 6 5 5 5-5" />
          </svg>
        </div>
      )}
    </FormField>
  )
}
