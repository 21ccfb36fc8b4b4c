import { ButtonLink } from '@design-system/ButtonLink'
import { Heading } from '@design-system/Heading'
import { Stack } from '@design-system/layout'
import { Text } from '@design-system/Text'
import { useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import * as v from 'valibot'
import { errorMessages } from '../../../domain/errors'
import { activationSchema, resetPasswordSchema } from '../../../domain/forms/password'
import { isApiError } from '../../api/errors'
import { FormEnd } from '../forms/FormEnd'
import { useSchemaForm } from '../forms/useSchemaForm'
import { usePageInfo } from '../shell/usePageInfo'
import { useAccountCalls } from './accountCalls'
import { placeFailure } from './failurePlace'
import { NewPasswordFields } from './NewPasswordFields'
import { Outcome } from './Outcome'

/**
 * Reset password (spec §4, §8), from the emailed link (`?token=`): a new password twice; an
 * expired or used link says to ask again with Forgot password.
 */
export function ResetPasswordScreen({ token }: { token: string | undefined }) {
  const { t, i18n } = useLingui()
  const info = usePageInfo()
  const calls = useAccountCalls()
  const form = useSchemaForm(resetPasswordSchema, {
    token: token ?? '',
    password: '',
    confirmPassword: '',
  })
  const send = useMutation({ ...calls.resetPassword, meta: { quiet: true } })
  // a link cut short in the mail is as good as no link (the same token rule as activation's)
  const brokenLink = !v.safeParse(activationSchema, { token: token ?? '' }).success
  const expired = isApiError(send.error, 'RESET_LINK_EXPIRED')

  const again = (
    <div>
      <ButtonLink href="/ForgotPassword.html" variant="primary">
        {t`Get a new link`}
      </ButtonLink>
    </div>
  )

  let body: ReactNode
  if (send.isSuccess) {
    body = (
      <Outcome title={t`Your password has been changed`}>
        <Text>{t`Log in with your new password.`}</Text>
        <div>
          <ButtonLink href="/Login.html" variant="primary">
            {t`Log in`}
          </ButtonLink>
        </div>
      </Outcome>
    )
  } else if (expired || brokenLink) {
    body = (
      <Outcome
        kind="problem"
        title={expired ? i18n._(errorMessages.RESET_LINK_EXPIRED) : t`This link is not complete`}
      >
        <Text>
          {expired
            ? t`Ask for a new link and open it within an hour.`
            : t`Please open the link from the email again, or ask for a new one.`}
        </Text>
        {again}
      </Outcome>
    )
  } else {
    body = (
      <form
        noValidate
        onSubmit={form.submit(
          (request, onError) => send.mutate(request, { onError }),
          (error) => placeFailure(error, ['password', 'confirmPassword'], i18n),
        )}
      >
        <Stack gap="lg" maxWidth="form">
          <Text>{t`Choose a new password for your Citytix account.`}</Text>
          <NewPasswordFields
            password={form.field('password')}
            confirm={form.field('confirmPassword')}
          />
          <FormEnd failure={form.failure} sending={send.isPending}>
            {t`Change password`}
          </FormEnd>
        </Stack>
      </form>
    )
  }

  return (
    <Stack gap="xl" maxWidth="large">
      {info && <Heading level={1}>{i18n._(info.title)}</Heading>}
      {body}
    </Stack>
  )
}
