import { Heading } from '@design-system/Heading'
import { Link } from '@design-system/Link'
import { Stack } from '@design-system/layout'
import { Text } from '@design-system/Text'
import { useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { forgotPasswordSchema } from '../../../domain/forms/password'
import { EmailField } from '../forms/EmailField'
import { FormEnd } from '../forms/FormEnd'
import { useSchemaForm } from '../forms/useSchemaForm'
import { usePageInfo } from '../shell/usePageInfo'
import { useAccountCalls } from './accountCalls'
import { placeFailure } from './failurePlace'
import { Outcome } from './Outcome'

/** Forgot password (spec §5): a registered email gets a link to choose a new password. */
export function ForgotPasswordScreen() {
  const { t, i18n } = useLingui()
  const info = usePageInfo()
  const calls = useAccountCalls()
  const form = useSchemaForm(forgotPasswordSchema, { email: '' })
  const send = useMutation({ ...calls.forgotPassword, meta: { quiet: true } })
  const [sentTo, setSentTo] = useState('')

  return (
    <Stack gap="xl" maxWidth="large">
      {info && <Heading level={1}>{i18n._(info.title)}</Heading>}
      {send.isSuccess ? (
        <Outcome title={t`Check your email`}>
          <Text>
            {t`We have sent a link to ${sentTo}. Open it within an hour to choose a new password. The link works once.`}
          </Text>
          <Text>
            <Link href="/Login.html" variant="standalone">
              {t`Back to member login`}
            </Link>
          </Text>
        </Outcome>
      ) : (
        <form
          noValidate
          onSubmit={form.submit(
            (request, onError) => {
              setSentTo(request.email)
              send.mutate(request.email, { onError })
            },
            (error) => placeFailure(error, ['email'], i18n),
          )}
        >
          <Stack gap="lg" maxWidth="form">
            <Text>
              {t`Enter the email you registered with. We will email you a link to choose a new password.`}
            </Text>
            <EmailField {...form.field('email')} />
            <FormEnd failure={form.failure} sending={send.isPending}>
              {t`Email me a link`}
            </FormEnd>
            <Text>
              <Link href="/Login.html">{t`Back to member login`}</Link>
            </Text>
          </Stack>
        </form>
      )}
    </Stack>
  )
}
