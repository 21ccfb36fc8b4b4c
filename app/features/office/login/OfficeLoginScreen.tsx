import { Callout } from '@design-system/Callout'
import { Heading } from '@design-system/Heading'
import { Stack } from '@design-system/layout'
import { OtpInput } from '@design-system/OtpInput'
import { PasswordField } from '@design-system/PasswordField'
import { Text } from '@design-system/Text'
import { TextField } from '@design-system/TextField'
import { useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { staffSignInSchema } from '../../../../domain/forms/officeSignIn'
import { emailMax, password as passwordLimits } from '../../../../domain/validation/limits'
import type { Schemas } from '../../../api/queries'
import { useBotCheck } from '../../account/useBotCheck'
import { FormEnd } from '../../forms/FormEnd'
import { useSchemaForm } from '../../forms/useSchemaForm'
import { useOfficeCalls } from '../officeCalls'

// a wrong password or code is said above the button: the server does not say which it was
const fieldsOnForm = ['email', 'code', 'captchaCode']

export interface OfficeLoginScreenProps {
  /** Signed in: go on (to the page asked for, or the office home). */
  onSignedIn: (result: Schemas['StaffSignInResult']) => void
  /** Sent here from an office page: say why. */
  asked?: boolean
}

/**
 * The box office's sign-in (POST /api/office/session): email, password and the 6-digit code
 * of the staff member's authenticator app; after a few failures the server asks for the bot
 * check, which then appears here, as on the member's login.
 */
export function OfficeLoginScreen({ onSignedIn, asked = false }: OfficeLoginScreenProps) {
  const { t, i18n } = useLingui()
  const calls = useOfficeCalls()
  const form = useSchemaForm(staffSignInSchema, { email: '', password: '', code: '' })
  const botCheck = useBotCheck()
  const send = useMutation({ ...calls.signIn, meta: { quiet: true } })
  return (
    <Stack gap="xl" maxWidth="form">
      <Heading level={1}>{t`Box office sign-in`}</Heading>
      {asked && (
        <Callout tone="info">
          <Text>{t`Please sign in to the box office first.`}</Text>
        </Callout>
      )}
      <Text>{t`For Citytix staff. Members log in on the member login page.`}</Text>
      <form
        noValidate
        onSubmit={form.submit(
          (signIn, onError) => {
            send.mutateAsync({ ...signIn, ...botCheck.answer() }).then(onSignedIn, onError)
          },
          (error) => botCheck.refused(error, fieldsOnForm, i18n),
        )}
      >
        <Stack gap="lg">
          <TextField
            label={t`Staff email`}
            type="email"
            autoComplete="username"
            required
            maxLength={emailMax}
            {...form.field('email')}
          />
          <PasswordField
            label={t`Password`}
            autoComplete="current-password"
            required
            maxLength={passwordLimits.max}
            {...form.field('password')}
          />
          <OtpInput
            label={t`Code from your authenticator app`}
            name="code"
            value={form.values.code ?? ''}
            onValueChange={(code) => form.change({ ...form.values, code }, 'code')}
            hint={t`The code changes every 30 seconds: type the one your app shows now.`}
            error={form.error('code')}
          />
          {botCheck.field(form.error('captchaCode'))}
          <FormEnd failure={form.failure} sending={send.isPending}>
            {t`Sign in`}
          </FormEnd>
        </Stack>
      </form>
    </Stack>
  )
}
