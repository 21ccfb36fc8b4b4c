import type { InputHTMLAttributes, ReactNode, Ref } from 'react'
import { FormField } from '../FormField/FormField'
import * as styles from './Checkbox.css'

export interface CheckboxProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  /**
   * May contain a Link (the terms-of-use case): clicking the link opens it, clicking the
   * text around it ticks the box.
   */
  label: ReactNode
  hint?: ReactNode
  /** e.g. "read through and agree the Terms & Conditions by ticking the box". */
  error?: ReactNode
  ref?: Ref<HTMLInputElement>
}

/** A yes/no choice that is read before submitting: accept the terms, opt out of marketing, tick an item to change. */
export function Checkbox({ label, hint, error, required, id, className, ...props }: CheckboxProps) {
  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      required={required}
      id={id}
      labelPosition="after"
      className={className}
    >
      {(control) => (
        <span className={styles.target}>
          <input {...props} {...control} type="checkbox" className={styles.input} />
        </span>
      )}
    </FormField>
  )
}
