import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useId } from 'react'
import { cx } from '../cx'
import { ErrorIcon } from '../icons'
import { VisuallyHidden } from '../VisuallyHidden'
import * as styles from './FormField.css'
import type { FieldProps } from './fieldProps'

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

export interface FormFieldProps extends FieldProps {
  /** 'above' for text boxes and selects; 'after' for a checkbox or switch with its label beside it. */
  labelPosition?: LabelPosition
  /**
   * Several controls answering one question (radio buttons, month + day): the label becomes a
   * fieldset legend instead of a `<label for>`.
   */
  group?: boolean
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
  const describedBy = [hint ? hintId : '', hasError ? errorId : ''].join(' ').trim()

  const mark = required ? (
    <span className={styles.requiredMark} aria-hidden="true">
      *
    </span>
  ) : null
  const after = labelPosition === 'after'
  const textClass = after ? styles.afterText : undefined

  const hintNode = hint ? (
    <p id={hintId} className={cx(styles.hint, textClass)}>
      {hint}
    </p>
  ) : null
  // Always in the page so screen readers notice when a message appears in it.
  const errorNode = (
    <div id={errorId} aria-live="polite" className={cx(styles.error, textClass)}>
      {hasError && (
        <>
          <ErrorIcon />
          <span>
            <VisuallyHidden>{t`Error:`} </VisuallyHidden>
            {error}
          </span>
        </>
      )}
    </div>
  )

  if (group) {
    return (
      <fieldset
        className={cx(styles.field.above, className)}
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
    <div className={cx(styles.field[labelPosition], className)}>
      {after ? control : labelNode}
      {after ? labelNode : hintNode}
      {after ? hintNode : control}
      {errorNode}
    </div>
  )
}
