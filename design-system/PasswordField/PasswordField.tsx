import { useLingui } from '@lingui/react/macro'
import { type InputHTMLAttributes, type Ref, useState } from 'react'
import { cx } from '../cx'
import { controlBox, type FieldProps, FormField, splitFieldProps } from '../FormField'
import { IconButton } from '../IconButton'
import { EyeIcon, EyeOffIcon } from '../icons'
import * as styles from './PasswordField.css'

export const passwordAutoCompletes = ['current-password', 'new-password'] as const

export interface PasswordFieldProps
  extends FieldProps,
    Omit<
      InputHTMLAttributes<HTMLInputElement>,
      'type' | 'children' | 'autoComplete' | keyof FieldProps
    > {
  /** 'current-password' on login, 'new-password' when choosing one (lets managers suggest one). */
  autoComplete?: (typeof passwordAutoCompletes)[number]
  ref?: Ref<HTMLInputElement>
}

/**
 * A password box with a show/hide button, for login, registration and password changes. The
 * button's name says what pressing it will do ("Show password" / "Hide password").
 */
export function PasswordField({ autoComplete = 'current-password', ...props }: PasswordFieldProps) {
  const { t } = useLingui()
  const [visible, setVisible] = useState(false)
  const [field, input] = splitFieldProps(props)
  return (
    <FormField {...field}>
      {(control) => (
        <div className={styles.wrapper}>
          <input
            {...input}
            {...control}
            type={visible ? 'text' : 'password'}
            autoComplete={autoComplete}
            autoCapitalize="off"
            spellCheck={false}
            className={cx(controlBox, styles.input)}
          />
          <IconButton
            label={visible ? t`Hide password` : t`Show password`}
            // the name already says it; a hover title would repeat it over the box
            title=""
            icon={visible ? <EyeOffIcon size="large" /> : <EyeIcon size="large" />}
            variant="ghost"
            className={styles.toggle}
            aria-controls={control.id}
            disabled={input.disabled}
            onClick={() => setVisible((v) => !v)}
          />
        </div>
      )}
    </FormField>
  )
}
