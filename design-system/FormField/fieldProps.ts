import type { ReactNode } from 'react'

/** What every field part takes for its frame, whatever its control (the shared field props). */
export interface FieldProps {
  /** The question the control answers, in the user's language. */
  label: ReactNode
  /** Help shown under the label and read with the control (format, limits). */
  hint?: ReactNode
  /** The error catalogue's message for the current value, already in the user's language. */
  error?: ReactNode
  /** Shows a visible mark; the control itself says "required" to screen readers (once). */
  required?: boolean
  /** id of the control; generated when omitted. */
  id?: string
  /** On the field's frame, not on the control. */
  className?: string
}

const fieldKeys = ['label', 'hint', 'error', 'required', 'id', 'className'] as const

/**
 * Splits a field part's props into the frame's (for FormField) and the rest (for its control),
 * so no part passes label, hint, error, required, id and className along one by one.
 */
export function splitFieldProps<P extends FieldProps>(
  props: P,
): [FieldProps, Omit<P, keyof FieldProps>] {
  const field: Record<string, unknown> = {}
  const rest: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(props)) {
    if ((fieldKeys as readonly string[]).includes(key)) field[key] = value
    else rest[key] = value
  }
  return [field as unknown as FieldProps, rest as Omit<P, keyof FieldProps>]
}
