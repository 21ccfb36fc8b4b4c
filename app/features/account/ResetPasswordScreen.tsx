import { Button } from '@design-system/Button'
import { ButtonLink } from '@design-system/ButtonLink'
import { PasswordField } from '@design-system/PasswordField'
import { useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { type ReactNode, useRef, useState } from 'react'
import * as v from 'valibot'
import { errorMessages } from '../../../domain/errors'
import { activationSchema, resetPasswordSchema } from '../../../domain/forms/password'
import { password as passwordLimits } from '../../../domain/validation/limits'
import { isApiError } from '../../api/errors'
import { focusFirstInvalid } from '../forms/useFormFields'
import { usePageInfo } from '../shell/usePageInfo'
import * as css from './Account.css'
import { useAccountCalls } from './accountCalls'
import { FormFailure } from './FormFailure'
import { placeFailure } from './failurePlace'
import { Outcome } from './Outcome'
import { useSchemaForm } from './useSchemaForm'

/**
 * Reset password (spec §4, §8), from the emailed link (`?token=`): a new password twice; an
 * expired or used link says to ask again with Forgot password.
 */
export function ResetPasswordScreen({ token }: { token: string | undefined }) {
  const { t, i18n } = useLingui()
  const info = usePageInfo()
  const calls = useAccountCalls()
  const formRef = useRef<HTMLFormElement>(null)
  const form = useSchemaForm(resetPasswordSchema, {
    token: token ?? '',
    password: '',
    confirmPassword: '',
  })
  const send = useMutation({ ...calls.resetPassword, meta: { quiet: true } })
  const [failure, setFailure] = useState<string>()
  const values = form.values
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
        <p className={css.text}>{t`Log in with your new password.`}</p>
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
        <p className={css.text}>
          {expired
            ? t`Ask for a new link and open it within an hour.`
            : t`Please open the link from the email again, or ask for a new one.`}
        </p>
        {again}
      </Outcome>
    )
  } else {
    body = (
      <form
        ref={formRef}
        noValidate
        className={css.form}
        onSubmit={(event) => {
          event.preventDefault()
          setFailure(undefined)
          const request = form.validate()
          if (!request) return focusFirstInvalid(formRef.current)
          send.mutate(request, {
            onError: (error) => {
              const placed = placeFailure(error, ['password', 'confirmPassword'], i18n)
              form.setServerErrors(placed.fields)
              setFailure(placed.form)
              focusFirstInvalid(formRef.current)
            },
          })
        }}
      >
        <p className={css.text}>{t`Choose a new password for your Citytix account.`}</p>
        <PasswordField
          label={t`New password`}
          autoComplete="new-password"
          required
          maxLength={passwordLimits.max}
          hint={t`${passwordLimits.min} to ${passwordLimits.max} characters`}
          value={values.password}
          onChange={(event) => form.change({ ...values, password: event.target.value }, 'password')}
          error={form.error('password')}
        />
        <PasswordField
          label={t`Confirm new password`}
          autoComplete="new-password"
          required
          maxLength={passwordLimits.max}
          value={values.confirmPassword}
          onChange={(event) =>
            form.change({ ...values, confirmPassword: event.target.value }, 'confirmPassword')
          }
          error={form.error('confirmPassword')}
        />
        <FormFailure message={failure} />
        <div>
          <Button type="submit" variant="primary" loading={send.isPending}>
            {t`Change password`}
          </Button>
        </div>
      </form>
    )
  }

  return (
    <div className={css.page}>
      {info && <h1 className={css.heading}>{i18n._(info.title)}</h1>}
      {body}
    </div>
  )
}
