import { Heading } from '@design-system/Heading'
import { Stack } from '@design-system/layout'
import { PasswordField } from '@design-system/PasswordField'
import { Text } from '@design-system/Text'
import { notify } from '@design-system/Toast'
import { useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useId } from 'react'
import { successMessages } from '../../../domain/errors'
import { changePasswordSchema } from '../../../domain/forms/password'
import { password as passwordLimits } from '../../../domain/validation/limits'
import { FormEnd } from '../forms/FormEnd'
import { useSchemaForm } from '../forms/useSchemaForm'
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
    <Stack aria-labelledby={headingId} gap="lg" maxWidth="form" as="section">
      <Heading id={headingId} level={2} size="lg">
        {t`Change password`}
      </Heading>
      <form
        noValidate
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
        <Stack gap="lg" maxWidth="form">
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
          <Text
            tone="muted"
            size="sm"
          >{t`After the change you log in again with the new password.`}</Text>
          <FormEnd failure={form.failure} sending={change.isPending}>
            {t`Change password`}
          </FormEnd>
        </Stack>
      </form>
    </Stack>
  )
}
