import { useLingui } from '@lingui/react/macro'
import { type InputHTMLAttributes, type ReactNode, type Ref, useState } from 'react'
import { FormField } from '../FormField/FormField'
import { controlBox, visuallyHidden } from '../FormField/field.css'
import * as styles from './PasswordField.css'

export const passwordAutoCompletes = ['current-password', 'new-password'] as const

export interface PasswordFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children' | 'autoComplete'> {
  label: ReactNode
  /** e.g. "8 to 20 characters" on a new password. */
  hint?: ReactNode
  error?: ReactNode
  /** 'current-password' on login, 'new-password' when choosing one (lets managers suggest one). */
  autoComplete?: (typeof passwordAutoCompletes)[number]
  ref?: Ref<HTMLInputElement>
}

const EyeIcon = ({ crossed }: { crossed: boolean }) => (
  <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" fill="none">
    <path
      stroke="currentColor"
      strokeWidth="2"
      d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z"
    />
    <circle cx="12" cy="12" r="3" stroke="currentColor" strokeWidth="2" />
    {crossed && <path stroke="currentColor" strokeWidth="2" d="M4 4l16 16" />}
  </svg>
)

/**
 * A password box with a show/hide button, for login, registration and password changes. The
 * button's name says what pressing it will do ("Show password" / "Hide password").
 */
export function PasswordField({
  label,
  hint,
  error,
  required,
  id,
  autoComplete = 'current-password',
  className,
  ...props
}: PasswordFieldProps) {
  const { t } = useLingui()
  const [visible, setVisible] = useState(false)
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
          <input
            {...props}
            {...control}
            type={visible ? 'text' : 'password'}
            autoComplete={autoComplete}
            autoCapitalize="off"
            spellCheck={false}
            className={`${controlBox} ${styles.input}`}
          />
          <button
            type="button"
            className={styles.toggle}
            aria-controls={control.id}
            disabled={props.disabled}
            onClick={() => setVisible((v) => !v)}
          >
            <EyeIcon crossed={visible} />
            <span className={visuallyHidden}>{visible ? t`Hide password` : t`Show password`}</span>
          </button>
        </div>
      )}
    </FormField>
  )
}
