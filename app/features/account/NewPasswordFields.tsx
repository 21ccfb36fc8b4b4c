import { PasswordField } from '@design-system/PasswordField'
import { useLingui } from '@lingui/react/macro'
import { password as passwordLimits } from '../../../domain/validation/limits'
import type { BoundText } from '../forms/useSchemaForm'

interface NewPasswordFieldsProps {
  password: BoundText
  confirm: BoundText
  /** Registration's first password ("Password") rather than a new one for an account. */
  first?: boolean
}

/**
 * A password being chosen, typed twice (registration, password change, reset): 8–20
 * characters, told under the first box; "new-password" lets password managers suggest one.
 */
export function NewPasswordFields({ password, confirm, first = false }: NewPasswordFieldsProps) {
  const { t } = useLingui()
  return (
    <>
      <PasswordField
        label={first ? t`Password` : t`New password`}
        autoComplete="new-password"
        required
        maxLength={passwordLimits.max}
        hint={t`${passwordLimits.min} to ${passwordLimits.max} characters`}
        {...password}
      />
      <PasswordField
        label={first ? t`Confirm password` : t`Confirm new password`}
        autoComplete="new-password"
        required
        maxLength={passwordLimits.max}
        {...confirm}
      />
    </>
  )
}
