import { useLingui } from '@lingui/react/macro'
import { EmailField } from '../forms/EmailField'
import type { BoundText } from '../forms/useSchemaForm'

interface EmailFieldsProps {
  email: BoundText
  confirm: BoundText
  /** What the address is for (it is the member's login ID). */
  hint: string
}

/** The member's email, typed twice (registration and member info). */
export function EmailFields({ email, confirm, hint }: EmailFieldsProps) {
  const { t } = useLingui()
  return (
    <>
      <EmailField hint={hint} {...email} />
      <EmailField label={t`Confirm email`} {...confirm} />
    </>
  )
}
