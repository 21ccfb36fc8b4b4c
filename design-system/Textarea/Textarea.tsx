import { Plural, useLingui } from '@lingui/react/macro'
import {
  type ChangeEvent,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
  useEffect,
  useState,
} from 'react'
import { FormField } from '../FormField/FormField'
import { controlBox, visuallyHidden } from '../FormField/field.css'
import * as styles from './Textarea.css'

/** How long typing must pause before the characters left are announced. */
const announceDelayMs = 1000

export interface TextareaProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {
  label: ReactNode
  hint?: ReactNode
  error?: ReactNode
  /** Also shows "n of max characters" under the box. */
  maxLength?: number
  ref?: Ref<HTMLTextAreaElement>
}

/**
 * A labelled multi-line text box for free text such as an enquiry on the contact form. With
 * `maxLength` it counts characters; the count is read with the box and the characters left are
 * announced once typing pauses, not on every key.
 */
export function Textarea({
  label,
  hint,
  error,
  required,
  id,
  maxLength,
  value,
  defaultValue,
  onChange,
  className,
  ...props
}: TextareaProps) {
  const { t } = useLingui()
  const [uncontrolled, setUncontrolled] = useState(String(defaultValue ?? ''))
  const text = value === undefined ? uncontrolled : String(value)
  // characters left as last announced; null until the visitor types
  const [announced, setAnnounced] = useState<number | null>(null)
  const [typed, setTyped] = useState(false)

  const left = maxLength === undefined ? 0 : maxLength - text.length
  useEffect(() => {
    if (maxLength === undefined || !typed) return
    const timer = setTimeout(() => setAnnounced(left), announceDelayMs)
    return () => clearTimeout(timer)
  }, [left, maxLength, typed])

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    if (value === undefined) setUncontrolled(event.target.value)
    setTyped(true)
    onChange?.(event)
  }

  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      required={required}
      id={id}
      className={className}
    >
      {(control) => {
        const countId = `${control.id}-count`
        const used = text.length
        return (
          <div className={styles.stack}>
            <textarea
              {...props}
              {...control}
              aria-describedby={
                maxLength === undefined
                  ? control['aria-describedby']
                  : [control['aria-describedby'], countId].filter(Boolean).join(' ')
              }
              maxLength={maxLength}
              value={value}
              defaultValue={defaultValue}
              onChange={handleChange}
              className={`${controlBox} ${styles.textarea}`}
            />
            {maxLength !== undefined && (
              <>
                <p
                  id={countId}
                  className={[styles.count, left < 0 ? styles.countOver : ''].join(' ')}
                >
                  {t`${used} of ${maxLength} characters`}
                </p>
                <span className={visuallyHidden} aria-live="polite">
                  {announced !== null && (
                    <Plural value={announced} one="# character left" other="# characters left" />
                  )}
                </span>
              </>
            )}
          </div>
        )
      }}
    </FormField>
  )
}
