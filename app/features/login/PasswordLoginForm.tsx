import { Button } from '@design-system/Button'
import { Link } from '@design-system/Link'
import { PasswordField } from '@design-system/PasswordField'
import { TextField } from '@design-system/TextField'
import { useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { passwordLoginSchema } from '../../../domain/forms/login'
import { loginIdMax, password as passwordLimits } from '../../../domain/validation/limits'
import type { Schemas } from '../../api/queries'
import * as css from '../account/Account.css'
import { useAccountCalls } from '../account/accountCalls'
import { FormFailure } from '../account/FormFailure'
import { placeFailure } from '../account/failurePlace'
import { useBotCheck } from '../account/useBotCheck'
import { useSchemaForm } from '../account/useSchemaForm'
import { focusFirstInvalid } from '../forms/useFormFields'

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
  const formRef = useRef<HTMLFormElement>(null)
  const form = useSchemaForm(passwordLoginSchema, { loginId: '', password: '' })
  const botCheck = useBotCheck()
  // failures are told here, by the form (quiet: no notification as well)
  const send = useMutation({ ...calls.login, meta: { quiet: true } })
  const [failure, setFailure] = useState<string>()
  const values = form.values

  return (
    <form
      ref={formRef}
      noValidate
      className={css.form}
      onSubmit={(event) => {
        event.preventDefault()
        setFailure(undefined)
        const login = form.validate()
        if (!login) return focusFirstInvalid(formRef.current)
        send.mutate(
          { ...login, ...botCheck.answer() },
          {
            onSuccess: onLoggedIn,
            onError: (error) => {
              botCheck.used()
              const placed = placeFailure(error, fieldsOnForm, i18n)
              if (placed.botCheck) botCheck.ask()
              form.setServerErrors(placed.fields)
              setFailure(placed.form)
              focusFirstInvalid(formRef.current)
            },
          },
        )
      }}
    >
      <TextField
        label={t`Email or login ID`}
        type="email"
        autoComplete="username"
        required
        maxLength={loginIdMax}
        value={values.loginId}
        onChange={(event) => form.change({ ...values, loginId: event.target.value }, 'loginId')}
        error={form.error('loginId')}
      />
      <PasswordField
        label={t`Password`}
        autoComplete="current-password"
        required
        maxLength={passwordLimits.max}
        value={values.password}
        onChange={(event) => form.change({ ...values, password: event.target.value }, 'password')}
        error={form.error('password')}
      />
      {botCheck.field(form.error('captchaCode'))}
      <FormFailure message={failure} />
      <div>
        <Button type="submit" variant="primary" loading={send.isPending}>
          {t`Log in`}
        </Button>
      </div>
      <p className={css.text}>
        <Link href="/ForgotPassword.html">{t`Forgot password?`}</Link>
      </p>
    </form>
  )
}
