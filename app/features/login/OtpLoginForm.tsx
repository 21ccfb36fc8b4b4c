import { Button } from '@design-system/Button'
import { Countdown } from '@design-system/Countdown'
import { Stack } from '@design-system/layout'
import { OtpInput } from '@design-system/OtpInput'
import { Text } from '@design-system/Text'
import { useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { otpLoginSchema, otpRequestSchema } from '../../../domain/forms/login'
import { otpValidityMinutes } from '../../../domain/otp'
import type { Schemas } from '../../api/queries'
import { useAccountCalls } from '../account/accountCalls'
import { placeFailure } from '../account/failurePlace'
import { useBotCheck } from '../account/useBotCheck'
import { EmailField } from '../forms/EmailField'
import { FormEnd } from '../forms/FormEnd'
import { FormRefused } from '../forms/FormRefused'
import { focusFirstInvalid, useSchemaForm } from '../forms/useSchemaForm'
import { TermsCheckbox } from './TermsCheckbox'

interface OtpLoginFormProps {
  onLoggedIn: (result: Schemas['LoginResult']) => void
  /** The clock (stories pass a fixed one). */
  now?: () => number
}

/**
 * Logging in with a one-time password (spec §4): the email and the terms ticked first, the
 * code emailed (the bot check when the server asks), then the six digits, valid 15 minutes,
 * with "Resend code" after 60 seconds.
 */
export function OtpLoginForm({ onLoggedIn, now = Date.now }: OtpLoginFormProps) {
  const { t, i18n } = useLingui()
  const calls = useAccountCalls()
  const formRef = useRef<HTMLFormElement>(null)
  const request = useSchemaForm(otpRequestSchema, { email: '', acceptTerms: false })
  const code = useSchemaForm(otpLoginSchema, { email: '', otp: '', acceptTerms: true })
  const botCheck = useBotCheck()
  const ask = useMutation({ ...calls.requestOtp, meta: { quiet: true } })
  const logIn = useMutation({ ...calls.loginWithOtp, meta: { quiet: true } })
  const [sentAt, setSentAt] = useState<number>()
  const [failure, setFailure] = useState<string>()

  /** A refused call: the message by its field or above the button, a picture if asked. */
  const refused = (error: unknown, form: typeof request | typeof code, fields: string[]) => {
    botCheck.used()
    const placed = placeFailure(error, [...fields, 'captchaCode'], i18n)
    if (placed.botCheck) botCheck.ask()
    form.setServerErrors(placed.fields)
    setFailure(placed.form)
    focusFirstInvalid(formRef.current)
  }

  const sendCode = (resend: boolean) => {
    const email = request.values.email.trim()
    return ask.mutateAsync({ email, acceptTerms: true, resend, ...botCheck.answer() }).then(() => {
      botCheck.used()
      setFailure(undefined)
      setSentAt(now())
      code.reset({ email, otp: '', acceptTerms: true })
    })
  }

  if (sentAt === undefined) {
    return (
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          setFailure(undefined)
          if (!request.validate()) return focusFirstInvalid(formRef.current)
          sendCode(false).catch((error) => refused(error, request, ['email', 'acceptTerms']))
        }}
      >
        <Stack gap="lg" maxWidth="form">
          <Text>
            {t`We email you a 6-digit one-time password. It is valid for ${otpValidityMinutes} minutes.`}
          </Text>
          <EmailField autoComplete="username" {...request.field('email')} />
          <TermsCheckbox
            checked={request.values.acceptTerms}
            onCheckedChange={(acceptTerms) =>
              request.change({ ...request.values, acceptTerms }, 'acceptTerms')
            }
            error={request.error('acceptTerms')}
          />
          {botCheck.field(request.error('captchaCode'))}
          <FormEnd failure={failure} sending={ask.isPending}>
            {t`Email me a one-time password`}
          </FormEnd>
        </Stack>
      </form>
    )
  }

  const email = code.values.email
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        setFailure(undefined)
        const login = code.validate()
        if (!login) return focusFirstInvalid(formRef.current)
        // the promise, not mutate's callbacks: the session starting swaps this form for the
        // logged-in view, and mutate's callbacks never run once their form is gone
        logIn
          .mutateAsync({ ...login, acceptTerms: true })
          .then(onLoggedIn, (error) => refused(error, code, ['otp', 'acceptTerms']))
      }}
    >
      <Stack gap="lg" maxWidth="form">
        <Text role="status">{t`We have emailed a one-time password to ${email}.`}</Text>
        <Countdown
          to={sentAt + otpValidityMinutes * 60_000}
          label={t`Valid for`}
          expiredText={t`This one-time password has expired. Please ask for a new one.`}
          now={now}
        />
        <OtpInput
          label={t`One-time password`}
          value={code.values.otp}
          onValueChange={(otp) => code.change({ ...code.values, otp }, 'otp')}
          error={code.error('otp')}
          sentAt={sentAt}
          now={now}
          onResend={() => sendCode(true).catch((error) => refused(error, code, []))}
        />
        {botCheck.field(code.error('captchaCode'))}
        <FormRefused message={failure} />
        <Stack gap="md" align="start">
          <Button type="submit" variant="primary" loading={logIn.isPending}>
            {t`Log in`}
          </Button>
          <Button
            variant="ghost"
            size="small"
            onClick={() => {
              setSentAt(undefined)
              setFailure(undefined)
            }}
          >
            {t`Use another email`}
          </Button>
        </Stack>
      </Stack>
    </form>
  )
}
