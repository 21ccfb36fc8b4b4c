import type { InputHTMLAttributes, Ref } from 'react'
import { type FieldProps, FormField, splitFieldProps } from '../FormField'
import * as styles from './Checkbox.css'

export interface CheckboxProps
  extends FieldProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children' | keyof FieldProps> {
  ref?: Ref<HTMLInputElement>
}

/**
 * A yes/no choice that is read before submitting: accept the terms, opt out of marketing, tick
 * an item to change. The label may contain a Link (the terms-of-use case): clicking the link
 * opens it, clicking the text around it ticks the box.
 */
export function Checkbox(props: CheckboxProps) {
  const [field, input] = splitFieldProps(props)
  return (
    <FormField {...field} labelPosition="after">
      {(control) => (
        <span className={styles.target}>
          <input {...input} {...control} type="checkbox" className={styles.input} />
        </span>
      )}
    </FormField>
  )
}
