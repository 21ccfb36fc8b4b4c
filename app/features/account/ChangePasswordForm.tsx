import { PasswordField } from '@design-system/PasswordField'
import { notify } from '@design-system/Toast'
import { useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useId } from 'react'
import { successMessages } from '../../../domain/errors'
import { changePasswordSchema } from '../../../domain/forms/password'
import { password as passwordLimits } from '../../../domain/validation/limits'
import { FormEnd } from '../forms/FormEnd'
import { useSchemaForm } from '../forms/useSchemaForm'
import * as css from './Account.css'
import { useAccountCalls } from './accountCalls'
import { placeMemberFailure } from './memberFailure'
import { NewPasswordFields } from './NewPasswordFields'

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
  const form = useSchemaForm(changePasswordSchema, empty)
  const change = useMutation(calls.changePassword)

  return (
    <section aria-labelledby={headingId} className={css.form}>
      <h2 id={headingId} className={css.sectionHeading}>
        {t`Change password`}
      </h2>
      <form
        noValidate
        className={css.form}
        onSubmit={form.submit(
          (request, onError) =>
            change.mutate(request, {
              onSuccess: () => {
                form.reset()
                notify({ kind: 'success', title: i18n._(successMessages.profileUpdated) })
              },
              onError,
            }),
          (error) => placeMemberFailure(error, Object.keys(empty), i18n),
        )}
      >
        <PasswordField
          label={t`Old password`}
          autoComplete="current-password"
          required
          maxLength={passwordLimits.max}
          {...form.field('oldPassword')}
        />
        <NewPasswordFields
          password={form.field('newPassword')}
          confirm={form.field('confirmPassword')}
        />
        <p className={css.muted}>{t`After the change you log in again with the new password.`}</p>
        <FormEnd failure={form.failure} sending={change.isPending}>
          {t`Change password`}
        </FormEnd>
      </form>
    </section>
  )
}
