import type { Ref, SelectHTMLAttributes } from 'react'
import { cx } from '../cx'
import { controlBox, type FieldProps, FormField, splitFieldProps } from '../FormField'
import { ChevronDownIcon } from '../icons'
import * as styles from './Select.css'

export interface SelectOption {
  value: string
  label: string
  disabled?: boolean
}

export interface SelectProps
  extends FieldProps,
    Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children' | keyof FieldProps> {
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
export function Select({ options, placeholder, ...props }: SelectProps) {
  const [field, select] = splitFieldProps(props)
  return (
    <FormField {...field}>
      {(control) => (
        <NativeSelect {...select} {...control}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  )
}

/**
 * The bare `<select>` in the field box with its chevron, for parts that draw their own frame
 * (BirthdayField's month and day).
 */
export function NativeSelect({
  className,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> }) {
  return (
    <div className={styles.wrapper}>
      <select {...props} className={cx(controlBox, styles.select, className)} />
      <ChevronDownIcon size="small" className={styles.chevron} />
    </div>
  )
}
