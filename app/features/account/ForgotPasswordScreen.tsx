import { Link } from '@design-system/Link'
import { useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { forgotPasswordSchema } from '../../../domain/forms/password'
import { EmailField } from '../forms/EmailField'
import { FormEnd } from '../forms/FormEnd'
import { useSchemaForm } from '../forms/useSchemaForm'
import { usePageInfo } from '../shell/usePageInfo'
import * as css from './Account.css'
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
          noValidate
          className={css.form}
          onSubmit={form.submit(
            (request, onError) => {
              setSentTo(request.email)
              send.mutate(request.email, { onError })
            },
            (error) => placeFailure(error, ['email'], i18n),
          )}
        >
          <p className={css.text}>
            {t`Enter the email you registered with. We will email you a link to choose a new password.`}
          </p>
          <EmailField {...form.field('email')} />
          <FormEnd failure={form.failure} sending={send.isPending}>
            {t`Email me a link`}
          </FormEnd>
          <p className={css.text}>
            <Link href="/Login.html">{t`Back to member login`}</Link>
          </p>
        </form>
      )}
    </div>
  )
}
