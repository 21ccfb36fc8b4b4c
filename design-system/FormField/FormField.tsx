import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useId } from 'react'
import * as styles from './FormField.css'
import { visuallyHidden } from './field.css'

export const labelPositions = ['above', 'after'] as const
export type LabelPosition = (typeof labelPositions)[number]

/**
 * What FormField hands its control so the label, hint and error are wired to it. The label's
 * element has the id `${id}-label`, for popups that must be named after it.
 */
export interface FieldControlProps {
  id: string
  'aria-describedby'?: string
  'aria-invalid'?: true
  required?: boolean
}

export interface FormFieldProps {
  label: ReactNode
  /** Help shown under the label and read with the control (format, limits). */
  hint?: ReactNode
  /** The message of the error catalogue for this field, already in the user's language. */
  error?: ReactNode
  /** Shows a visible mark; the control itself says "required" to screen readers (once). */
  required?: boolean
  /** 'above' for text boxes and selects; 'after' for a checkbox or switch with its label beside it. */
  labelPosition?: LabelPosition
  /**
   * Several controls answering one question (radio buttons, month + day): the label becomes a
   * fieldset legend instead of a `<label for>`.
   */
  group?: boolean
  /** id of the control; generated when omitted. */
  id?: string
  className?: string
  /** Draws the control with the ids and ARIA attributes it is given. */
  children: (control: FieldControlProps) => ReactNode
}

/**
 * The frame every form control sits in: label, optional hint, required mark and the error
 * message, announced politely and tied to the control with `aria-describedby`. Field parts
 * (TextField, Select, Checkbox…) compose it so every form looks and behaves alike.
 */
export function FormField({
  label,
  hint,
  error,
  required = false,
  labelPosition = 'above',
  group = false,
  id,
  className,
  children,
}: FormFieldProps) {
  const { t } = useLingui()
  const generated = useId()
  const controlId = id ?? `field-${generated}`
  const hintId = `${controlId}-hint`
  const errorId = `${controlId}-error`
  const hasError = error !== undefined && error !== null && error !== false && error !== ''
  const describedBy = [hint ? hintId : null, hasError ? errorId : null].filter(Boolean).join(' ')

  const mark = required ? (
    <span className={styles.requiredMark} aria-hidden="true">
      *
    </span>
  ) : null
  const after = labelPosition === 'after'
  const textClass = after ? styles.afterText : undefined

  const hintNode = hint ? (
    <p id={hintId} className={[styles.hint, textClass].filter(Boolean).join(' ')}>
      {hint}
    </p>
  ) : null
  // Always in the page so screen readers notice when a message appears in it.
  const errorNode = (
    <div
      id={errorId}
      aria-live="polite"
      className={[styles.error, textClass].filter(Boolean).join(' ')}
    >
      {hasError && (
        <>
          <svg className={styles.errorIcon} viewBox="0 0 20 20" aria-hidden="true">
            <path
              fill="currentColor"
              d="M10 1.5a8.5 8.5 0 1 1 0 17 8.5 8.5 0 0 1 0-17Zm0 11.75a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2ZM11 5H9l.25 6.5h1.5L11 5Z"
            />
          </svg>
          <span>
            <span className={visuallyHidden}>{t`Error:`} </span>
            {error}
          </span>
        </>
      )}
    </div>
  )

  if (group) {
    return (
      <fieldset
        className={[styles.field.above, className].filter(Boolean).join(' ')}
        aria-describedby={describedBy || undefined}
      >
        <legend id={`${controlId}-label`} className={styles.label}>
          {label}
          {mark}
        </legend>
        {hintNode}
        {children({ id: controlId, 'aria-invalid': hasError || undefined, required })}
        {errorNode}
      </fieldset>
    )
  }

  const control = children({
    id: controlId,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': hasError || undefined,
    required,
  })
  const labelNode = (
    <label
      id={`${controlId}-label`}
      htmlFor={controlId}
      className={after ? styles.labelAfter : styles.label}
    >
      {label}
      {mark}
    </label>
  )
  return (
    <div className={[styles.field[labelPosition], className].filter(Boolean).join(' ')}>
      {after ? control : labelNode}
      {after ? labelNode : hintNode}
      {after ? hintNode : control}
      {errorNode}
    </div>
  )
}
