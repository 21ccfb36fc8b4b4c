import { TextField, type TextFieldProps } from '@design-system/TextField'
import { useLingui } from '@lingui/react/macro'
import { emailMax } from '../../../domain/validation/limits'

interface EmailFieldProps extends Omit<TextFieldProps, 'type' | 'label'> {
  /** "Email" unless told otherwise. */
  label?: string
}

/** A required email address box: the email keyboard, the browser's suggestion, the spec's length. */
export function EmailField({ label, ...props }: EmailFieldProps) {
  const { t } = useLingui()
  return (
    <TextField
      label={label ?? t`Email`}
      type="email"
      autoComplete="email"
      required
      maxLength={emailMax}
      {...props}
    />
  )
}
