import { Button } from '@design-system/Button'
import { PasswordField } from '@design-system/PasswordField'
import { notify } from '@design-system/Toast'
import { useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useId, useRef, useState } from 'react'
import { successMessages } from '../../../domain/errors'
import { changePasswordSchema } from '../../../domain/forms/password'
import { password as passwordLimits } from '../../../domain/validation/limits'
import { focusFirstInvalid } from '../forms/useFormFields'
import * as css from './Account.css'
import { useAccountCalls } from './accountCalls'
import { FormFailure } from './FormFailure'
import { placeMemberFailure } from './memberFailure'
import { useSchemaForm } from './useSchemaForm'

const empty = { oldPassword: '', newPassword: '', confirmPassword: '' }

/**
 * The password change of member info (spec §5): the old password, a new one of 8–20
 * characters twice. Every session then ends and the member logs in again with it. Passwords
 * are never kept through an expired session.
 */
export function ChangePasswordForm() {
  const { t, i18n } = useLingui()
  const calls = useAccountCalls()
  const headingId = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const form = useSchemaForm(changePasswordSchema, empty)
  const change = useMutation(calls.changePassword)
  const [failure, setFailure] = useState<string>()
  const values = form.values
  const set = (key: keyof typeof empty, value: string) =>
    form.change({ ...values, [key]: value }, key)

  return (
    <section aria-labelledby={headingId} className={css.form}>
      <h2 id={headingId} className={css.sectionHeading}>
        {t`Change password`}
      </h2>
      <form
        ref={formRef}
        noValidate
        className={css.form}
        onSubmit={(event) => {
          event.preventDefault()
          setFailure(undefined)
          const request = form.validate()
          if (!request) return focusFirstInvalid(formRef.current)
          change.mutate(request, {
            onSuccess: () => {
              form.reset()
              notify({ kind: 'success', title: i18n._(successMessages.profileUpdated) })
            },
            onError: (error) => {
              const placed = placeMemberFailure(error, Object.keys(empty), i18n)
              form.setServerErrors(placed.fields)
              setFailure(placed.form)
              focusFirstInvalid(formRef.current)
            },
          })
        }}
      >
        <PasswordField
          label={t`Old password`}
          autoComplete="current-password"
          required
          maxLength={passwordLimits.max}
          value={values.oldPassword}
          onChange={(event) => set('oldPassword', event.target.value)}
          error={form.error('oldPassword')}
        />
        <PasswordField
          label={t`New password`}
          autoComplete="new-password"
          required
          maxLength={passwordLimits.max}
          hint={t`${passwordLimits.min} to ${passwordLimits.max} characters`}
          value={values.newPassword}
          onChange={(event) => set('newPassword', event.target.value)}
          error={form.error('newPassword')}
        />
        <PasswordField
          label={t`Confirm new password`}
          autoComplete="new-password"
          required
          maxLength={passwordLimits.max}
          value={values.confirmPassword}
          onChange={(event) => set('confirmPassword', event.target.value)}
          error={form.error('confirmPassword')}
        />
        <p className={css.muted}>{t`After the change you log in again with the new password.`}</p>
        <FormFailure message={failure} />
        <div>
          <Button type="submit" variant="primary" loading={change.isPending}>
            {t`Change password`}
          </Button>
        </div>
      </form>
    </section>
  )
}
