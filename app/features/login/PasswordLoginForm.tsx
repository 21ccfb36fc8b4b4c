import { Link } from '@design-system/Link'
import { Stack } from '@design-system/layout'
import { PasswordField } from '@design-system/PasswordField'
import { Text } from '@design-system/Text'
import { TextField } from '@design-system/TextField'
import { useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { passwordLoginSchema } from '../../../domain/forms/login'
import { loginIdMax, password as passwordLimits } from '../../../domain/validation/limits'
import type { Schemas } from '../../api/queries'
import { useAccountCalls } from '../account/accountCalls'
import { useBotCheck } from '../account/useBotCheck'
import { FormEnd } from '../forms/FormEnd'
import { useSchemaForm } from '../forms/useSchemaForm'

const fieldsOnForm = ['loginId', 'password', 'captchaCode']

/**
 * Email or login ID and password (POST /api/user/login.do). Every refusal of the login
 * catalogue is told by its field or above the button; after a few wrong passwords the server
 * asks for the bot check, which then appears here.
 */
export function PasswordLoginForm({
  onLoggedIn,
}: {
  onLoggedIn: (result: Schemas['LoginResult']) => void
}) {
  const { t, i18n } = useLingui()
  const calls = useAccountCalls()
  const form = useSchemaForm(passwordLoginSchema, { loginId: '', password: '' })
  const botCheck = useBotCheck()
  // failures are told here, by the form (quiet: no notification as well)
  const send = useMutation({ ...calls.login, meta: { quiet: true } })

  return (
    <form
      noValidate
      onSubmit={form.submit(
        // the promise, not mutate's callbacks: the session starting swaps this form for the
        // logged-in view, and mutate's callbacks never run once their form is gone
        (login, onError) => {
          send.mutateAsync({ ...login, ...botCheck.answer() }).then(onLoggedIn, onError)
        },
        (error) => botCheck.refused(error, fieldsOnForm, i18n),
      )}
    >
      <Stack gap="lg" maxWidth="form">
        <TextField
          label={t`Email or login ID`}
          type="email"
          autoComplete="username"
          required
          maxLength={loginIdMax}
          {...form.field('loginId')}
        />
        <PasswordField
          label={t`Password`}
          autoComplete="current-password"
          required
          maxLength={passwordLimits.max}
          {...form.field('password')}
        />
        {botCheck.field(form.error('captchaCode'))}
        <FormEnd failure={form.failure} sending={send.isPending}>
          {t`Log in`}
        </FormEnd>
        <Text>
          <Link href="/ForgotPassword.html">{t`Forgot password?`}</Link>
        </Text>
      </Stack>
    </form>
  )
}
