import { Button } from '@design-system/Button'
import { Link } from '@design-system/Link'
import { TextField } from '@design-system/TextField'
import { useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { forgotPasswordSchema } from '../../../domain/forms/password'
import { emailMax } from '../../../domain/validation/limits'
import { focusFirstInvalid } from '../forms/useFormFields'
import { usePageInfo } from '../shell/usePageInfo'
import * as css from './Account.css'
import { useAccountCalls } from './accountCalls'
import { FormFailure } from './FormFailure'
import { placeFailure } from './failurePlace'
import { Outcome } from './Outcome'
import { useSchemaForm } from './useSchemaForm'

/** Forgot password (spec §5): a registered email gets a link to choose a new password. */
export function ForgotPasswordScreen() {
  const { t, i18n } = useLingui()
  const info = usePageInfo()
  const calls = useAccountCalls()
  const formRef = useRef<HTMLFormElement>(null)
  const form = useSchemaForm(forgotPasswordSchema, { email: '' })
  const send = useMutation({ ...calls.forgotPassword, meta: { quiet: true } })
  const [failure, setFailure] = useState<string>()
  const [sentTo, setSentTo] = useState('')

  return (
    <div className={css.page}>
      {info && <h1 className={css.heading}>{i18n._(info.title)}</h1>}
      {send.isSuccess ? (
        <Outcome title={t`Check your email`}>
          <p className={css.text}>
            {t`We have sent a link to ${sentTo}. Open it within an hour to choose a new password. The link works once.`}
          </p>
          <p className={css.text}>
            <Link href="/Login.html" variant="standalone">
              {t`Back to member login`}
            </Link>
          </p>
        </Outcome>
      ) : (
        <form
          ref={formRef}
          noValidate
          className={css.form}
          onSubmit={(event) => {
            event.preventDefault()
            setFailure(undefined)
            const request = form.validate()
            if (!request) return focusFirstInvalid(formRef.current)
            setSentTo(request.email)
            send.mutate(request.email, {
              onError: (error) => {
                const placed = placeFailure(error, ['email'], i18n)
                form.setServerErrors(placed.fields)
                setFailure(placed.form)
                focusFirstInvalid(formRef.current)
              },
            })
          }}
        >
          <p className={css.text}>
            {t`Enter the email you registered with. We will email you a link to choose a new password.`}
          </p>
          <TextField
            label={t`Email`}
            type="email"
            autoComplete="email"
            required
            maxLength={emailMax}
            value={form.values.email}
            onChange={(event) => form.change({ email: event.target.value }, 'email')}
            error={form.error('email')}
          />
          <FormFailure message={failure} />
          <div>
            <Button type="submit" variant="primary" loading={send.isPending}>
              {t`Email me a link`}
            </Button>
          </div>
          <p className={css.text}>
            <Link href="/Login.html">{t`Back to member login`}</Link>
          </p>
        </form>
      )}
    </div>
  )
}
