import type { InputHTMLAttributes, ReactNode, Ref } from 'react'
import { FormField } from '../FormField/FormField'
import { controlBox } from '../FormField/field.css'

// No 'number': browsers round, reformat and scroll-change it; use inputMode="numeric" instead.
export const textFieldTypes = ['text', 'email', 'tel', 'url', 'search'] as const
export type TextFieldType = (typeof textFieldTypes)[number]

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  label: ReactNode
  hint?: ReactNode
  /** The error catalogue's message for the current value, in the user's language. */
  error?: ReactNode
  type?: TextFieldType
  ref?: Ref<HTMLInputElement>
}

/** A labelled one-line text box: names, email, phone numbers, search terms. */
export function TextField({
  label,
  hint,
  error,
  required,
  id,
  type = 'text',
  className,
  ...props
}: TextFieldProps) {
  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      required={required}
      id={id}
      className={className}
    >
      {(control) => <input {...props} {...control} type={type} className={controlBox} />}
    </FormField>
  )
}
