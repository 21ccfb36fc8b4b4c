import type { InputHTMLAttributes, Ref } from 'react'
import { controlBox, type FieldProps, FormField, splitFieldProps } from '../FormField'

// No 'number': browsers round, reformat and scroll-change it; use inputMode="numeric" instead.
export const textFieldTypes = ['text', 'email', 'tel', 'url', 'search'] as const
export type TextFieldType = (typeof textFieldTypes)[number]

export interface TextFieldProps
  extends FieldProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children' | keyof FieldProps> {
  type?: TextFieldType
  ref?: Ref<HTMLInputElement>
}

/** A labelled one-line text box: names, email, phone numbers, search terms. */
export function TextField({ type = 'text', ...props }: TextFieldProps) {
  const [field, input] = splitFieldProps(props)
  return (
    <FormField {...field}>
      {(control) => <input {...input} {...control} type={type} className={controlBox} />}
    </FormField>
  )
}
