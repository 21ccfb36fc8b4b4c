import { Button } from '@design-system/Button'
import { Countdown } from '@design-system/Countdown'
import { Stack } from '@design-system/layout'
import { OtpInput } from '@design-system/OtpInput'
import { TextField } from '@design-system/TextField'
import { useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { otpLoginSchema, otpRequestSchema } from '../../../domain/forms/login'
import { otpValidityMinutes } from '../../../domain/otp'
import { emailMax } from '../../../domain/validation/limits'
import type { Schemas } from '../../api/queries'
import * as css from '../account/Account.css'
import { useAccountCalls } from '../account/accountCalls'
import { FormFailure } from '../account/FormFailure'
import { placeFailure } from '../account/failurePlace'
import { useBotCheck } from '../account/useBotCheck'
import { useSchemaForm } from '../account/useSchemaForm'
import { focusFirstInvalid } from '../forms/useFormFields'
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
        className={css.form}
        onSubmit={(event) => {
          event.preventDefault()
          setFailure(undefined)
          if (!request.validate()) return focusFirstInvalid(formRef.current)
          sendCode(false).catch((error) => refused(error, request, ['email', 'acceptTerms']))
        }}
      >
        <p className={css.text}>
          {t`We email you a 6-digit one-time password. It is valid for ${otpValidityMinutes} minutes.`}
        </p>
        <TextField
          label={t`Email`}
          type="email"
          autoComplete="username"
          required
          maxLength={emailMax}
          value={request.values.email}
          onChange={(event) =>
            request.change({ ...request.values, email: event.target.value }, 'email')
          }
          error={request.error('email')}
        />
        <TermsCheckbox
          checked={request.values.acceptTerms}
          onCheckedChange={(acceptTerms) =>
            request.change({ ...request.values, acceptTerms }, 'acceptTerms')
          }
          error={request.error('acceptTerms')}
        />
        {botCheck.field(request.error('captchaCode'))}
        <FormFailure message={failure} />
        <div>
          <Button type="submit" variant="primary" loading={ask.isPending}>
            {t`Email me a one-time password`}
          </Button>
        </div>
      </form>
    )
  }

  const email = code.values.email
  return (
    <form
      ref={formRef}
      noValidate
      className={css.form}
      onSubmit={(event) => {
        event.preventDefault()
        setFailure(undefined)
        const login = code.validate()
        if (!login) return focusFirstInvalid(formRef.current)
        logIn.mutate(
          { ...login, acceptTerms: true },
          {
            onSuccess: onLoggedIn,
            onError: (error) => refused(error, code, ['otp', 'acceptTerms']),
          },
        )
      }}
    >
      <p role="status" className={css.text}>
        {t`We have emailed a one-time password to ${email}.`}
      </p>
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
      <FormFailure message={failure} />
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
    </form>
  )
}
